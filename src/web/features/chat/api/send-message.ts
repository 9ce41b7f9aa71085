import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sendMessageSchema } from '../../../../shared/schemas/chat.ts';
import { api } from '../../../lib/api-client.ts';
import { useChatUi } from '../chat-ui-store.ts';
import {
  optimisticUserMessage,
  appendMessages,
  pendingReply,
  removeMessages,
} from '../lib/messages-cache.ts';
import { openUiMessageStream, type UiMessagePart } from '../lib/read-ui-message-stream.ts';
import { showReplyRequestError } from '../lib/reply-errors.ts';
import { streamReplyIntoCache } from '../lib/stream-reply-into-cache.ts';
import { chatKeys } from './query-keys.ts';

export interface SendMessageVariables {
  chatId: string;
  content: string;
}

/** Posts the message; resolves with the reply's parts, or throws the server's refusal as an ApiError. */
export async function sendMessage({
  chatId,
  content,
}: SendMessageVariables): Promise<AsyncGenerator<UiMessagePart>> {
  const json = sendMessageSchema.parse({ content });
  const response = await api.chats[':id'].messages.$post({ param: { id: chatId }, json });
  return openUiMessageStream(response);
}

/**
 * Sends a message and streams the coach's reply into the cache. The user's message shows at once; if
 * the server never accepts it (network down, a limit), it leaves the list and its text goes back into
 * the composer, so nothing the user wrote is lost.
 */
export function useSendMessage(chatId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: chatKeys.reply(chatId ?? ''),
    mutationFn: async (variables: SendMessageVariables) => {
      const { chatId: id, content } = variables;
      await queryClient.cancelQueries({ queryKey: chatKeys.messages(id) });
      const user = optimisticUserMessage(content.trim());
      const pending = pendingReply();
      appendMessages(queryClient, id, [user, pending]);
      let parts: AsyncGenerator<UiMessagePart>;
      try {
        parts = await sendMessage(variables);
      } catch (error) {
        removeMessages(queryClient, id, [user.id, pending.id]);
        throw error;
      }
      return streamReplyIntoCache({
        queryClient,
        chatId: id,
        parts,
        pendingId: pending.id,
        userMessageId: user.id,
      });
    },
    onError: (error, { chatId: id, content }) => {
      const { drafts, setDraft } = useChatUi.getState();
      if (!drafts[id]) setDraft(id, content);
      showReplyRequestError(error, () => void navigate('/pricing'));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      void queryClient.invalidateQueries({ queryKey: chatKeys.usage });
    },
  });
}
