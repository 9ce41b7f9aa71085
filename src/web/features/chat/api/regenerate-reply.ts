import { useMutation, useQueryClient } from '@tanstack/react-query';
import { href, useNavigate } from 'react-router';
import { api } from '#web/lib/api-client.ts';
import type { MessagesData } from './list-messages.ts';
import {
  dropRepliesAfterLastUserMessage,
  appendMessages,
  pendingReply,
  removeMessages,
} from '../lib/messages-cache.ts';
import { openUiMessageStream, type UiMessagePart } from '../lib/read-ui-message-stream.ts';
import { showReplyRequestError } from '../lib/reply-errors.ts';
import { streamReplyIntoCache } from '../lib/stream-reply-into-cache.ts';
import { chatKeys } from './query-keys.ts';

export async function regenerateReply(chatId: string): Promise<AsyncGenerator<UiMessagePart>> {
  return openUiMessageStream(await api.chats[':id'].regenerate.$post({ param: { id: chatId } }));
}

/**
 * Asks for another reply to the last user message (docs/product/specification.md#sending-a-message,
 * docs/product/rulings.md#regenerate). The old replies leave the list at once; if the request never reaches
 * the server they come back, since nothing was replaced.
 */
export function useRegenerateReply(chatId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: chatKeys.reply(chatId ?? ''),
    mutationFn: async (id: string) => {
      const key = chatKeys.messages(id);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MessagesData>(key);
      const lastUser = before?.pages[0]?.messages.findLast((m) => m.role === 'user');
      dropRepliesAfterLastUserMessage(queryClient, id);
      const pending = pendingReply();
      appendMessages(queryClient, id, [pending]);
      let parts: AsyncGenerator<UiMessagePart>;
      try {
        parts = await regenerateReply(id);
      } catch (error) {
        removeMessages(queryClient, id, [pending.id]);
        if (before) queryClient.setQueryData(key, before);
        throw error;
      }
      return streamReplyIntoCache({
        queryClient,
        chatId: id,
        parts,
        pendingId: pending.id,
        userMessageId: lastUser?.id ?? '',
      });
    },
    onError: (error) => showReplyRequestError(error, () => void navigate(href('/pricing'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: chatKeys.usage }),
  });
}
