import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatPrompt } from '#shared/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { chatKeys } from './query-keys.ts';

export async function listChatPrompts(): Promise<ChatPrompt[]> {
  const { prompts } = await unwrap(await api['chat-prompts'].$get());
  return prompts;
}

export const chatPromptsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.prompts, queryFn: listChatPrompts, staleTime: 60 * 60_000 });

/** Premium only: the server answers 403 to anyone else, so the picker asks only when it may. */
export function useChatPrompts(enabled: boolean) {
  return useQuery({ ...chatPromptsQueryOptions(), enabled });
}
