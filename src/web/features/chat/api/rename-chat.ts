import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSummary } from '#shared/chat.ts';
import { renameChatSchema } from '#shared/schemas/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { findChat, patchChat } from '../lib/chats-cache.ts';
import { chatKeys } from './query-keys.ts';

export interface RenameChatVariables {
  chatId: string;
  title: string;
}

export async function renameChat({ chatId, title }: RenameChatVariables): Promise<ChatSummary> {
  const json = renameChatSchema.parse({ title });
  const { chat } = await unwrap(await api.chats[':id'].$patch({ param: { id: chatId }, json }));
  return chat;
}

/** The new title shows at once and goes back if the server refuses it. */
export function useRenameChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameChat,
    onMutate: async ({ chatId, title }) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.list });
      const previous = findChat(queryClient, chatId);
      patchChat(queryClient, chatId, { title: title.trim() });
      return { previous };
    },
    onError: (_error, { chatId }, context) => {
      if (context?.previous) patchChat(queryClient, chatId, { title: context.previous.title });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list }),
  });
}
