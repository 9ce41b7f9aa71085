import { useMutation, useQueryClient } from '@tanstack/react-query';
import { href, useNavigate } from 'react-router';
import { editMessageSchema } from '#shared/schemas/chat.ts';
import { api } from '#web/lib/api-client.ts';
import type { MessagesData } from './list-messages.ts';
import { appendMessages, editMessages, pendingReply, removeMessages } from '../lib/messages-cache.ts';
import { openUiMessageStream, type UiMessagePart } from '../lib/read-ui-message-stream.ts';
import { showReplyRequestError } from '../lib/reply-errors.ts';
import { streamReplyIntoCache } from '../lib/stream-reply-into-cache.ts';
import { chatKeys } from './query-keys.ts';

export interface EditMessageVariables {
  chatId: string;
  messageId: string;
  content: string;
}

export async function editMessage({
  chatId,
  messageId,
  content,
}: EditMessageVariables): Promise<AsyncGenerator<UiMessagePart>> {
  const json = editMessageSchema.parse({ content });
  return openUiMessageStream(
    await api.chats[':id'].messages[':messageId'].$patch({ param: { id: chatId, messageId }, json }),
  );
}

/**
 * Edit and resend (docs/product/rulings.md#edit-and-resend): the message shows its new words at once and
 * the coach's reply to the old ones leaves the list; if the server refuses the edit or cannot be reached,
 * the conversation is put back as it was and the caller gets the error (the editor keeps the words).
 * Not retried by itself: an edit is not idempotent once its reply has begun.
 */
export function useEditMessage(chatId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: chatKeys.reply(chatId ?? ''),
    mutationFn: async (variables: EditMessageVariables) => {
      const { chatId: id, messageId, content } = variables;
      const key = chatKeys.messages(id);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MessagesData>(key);
      editMessages(queryClient, id, (messages) => {
        const at = messages.findIndex((m) => m.id === messageId);
        if (at < 0) return messages;
        return [
          ...messages.slice(0, at),
          { ...messages[at]!, content: content.trim(), edited: true as const },
        ];
      });
      const pending = pendingReply();
      appendMessages(queryClient, id, [pending]);
      let parts: AsyncGenerator<UiMessagePart>;
      try {
        parts = await editMessage(variables);
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
        userMessageId: messageId,
      });
    },
    onError: (error) => showReplyRequestError(error, () => void navigate(href('/pricing'))),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      void queryClient.invalidateQueries({ queryKey: chatKeys.usage });
    },
  });
}
