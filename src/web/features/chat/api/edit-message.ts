import { useMutation, useQueryClient } from '@tanstack/react-query';
import { href, useNavigate } from 'react-router';
import { editMessageSchema } from '#shared/schemas/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { openUiMessageStream, type UiMessagePart } from '../lib/read-ui-message-stream.ts';
import { replaceLastReply } from '../lib/replace-last-reply.ts';
import { showReplyRequestError } from '../lib/reply-errors.ts';
import { chatKeys } from './query-keys.ts';
import { whereabouts } from '#web/lib/whereabouts.ts';

export interface EditMessageVariables {
  chatId: string;
  messageId: string;
  content: string;
}

export async function editMessage(
  { chatId, messageId, content }: EditMessageVariables,
  signal?: AbortSignal,
): Promise<AsyncGenerator<UiMessagePart>> {
  const json = editMessageSchema.parse({ content, where: whereabouts() });
  return openUiMessageStream(
    await api.chats[':id'].messages[':messageId'].$patch(
      { param: { id: chatId, messageId }, json },
      signal ? { init: { signal } } : {},
    ),
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
    mutationFn: (variables: EditMessageVariables) =>
      replaceLastReply({
        queryClient,
        chatId: variables.chatId,
        request: (signal) => editMessage(variables, signal),
        change: (message) => ({ ...message, content: variables.content.trim(), edited: true }),
      }),
    onError: (error) => showReplyRequestError(error, () => void navigate(href('/pricing'))),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      void queryClient.invalidateQueries({ queryKey: chatKeys.usage });
    },
  });
}
