import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { dropChat } from '../lib/chats-cache.ts';
import { chatKeys } from './query-keys.ts';

export async function deleteChat(chatId: string): Promise<void> {
  await unwrap(await api.chats[':id'].$delete({ param: { id: chatId } }));
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: (_result, chatId) => {
      dropChat(queryClient, chatId);
      queryClient.removeQueries({ queryKey: chatKeys.messages(chatId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list }),
  });
}
