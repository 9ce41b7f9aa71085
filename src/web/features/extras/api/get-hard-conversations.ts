import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HardConversationScript } from '#shared/hard-conversations.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export type { HardConversationScript };

export const HARD_CONVERSATIONS_KEY = ['extras', 'hard-conversations'] as const;

export async function getHardConversations(): Promise<HardConversationScript[]> {
  return (await unwrap(await api.extras['hard-conversations'].$get())).scripts;
}

export const hardConversationsQueryOptions = () =>
  queryOptions({ queryKey: HARD_CONVERSATIONS_KEY, queryFn: getHardConversations });

/** The server checks the plan on every request: ask only for a premium member (anyone else gets 403). */
export function useHardConversations() {
  return useQuery(hardConversationsQueryOptions());
}
