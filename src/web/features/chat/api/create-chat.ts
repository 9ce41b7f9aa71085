import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary } from '#shared/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { putChatFirst } from '../lib/chats-cache.ts';
import type { MessagesData } from './list-messages.ts';
import { chatKeys } from './query-keys.ts';

export interface CreatedChat {
  chat: ChatSummary;
  messages: ChatMessage[];
}

export async function createChat(): Promise<CreatedChat> {
  return unwrap(await api.chats.$post());
}

/** A new chat comes with its greeting, so its conversation is in the cache before it is opened. */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: ({ chat, messages }) => {
      queryClient.setQueryData<MessagesData>(chatKeys.messages(chat.id), {
        pages: [{ messages, nextBefore: null }],
        pageParams: [undefined],
      });
      putChatFirst(queryClient, chat);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      void queryClient.invalidateQueries({ queryKey: chatKeys.usage });
    },
  });
}
