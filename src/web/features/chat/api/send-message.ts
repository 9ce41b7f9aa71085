import { useMutation, useQueryClient } from '@tanstack/react-query';
import { href, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { sendMessageSchema } from '#shared/schemas/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import {
  createFetchWithRetry,
  isNetworkError,
  RETRYABLE_STATUSES,
  SEND_RETRY_DELAYS_MS,
} from '#web/lib/fetch-with-retry.ts';
import { useChatUi } from '../chat-ui-store.ts';
import { toastStrings as t } from '../chat.strings.ts';
import {
  optimisticUserMessage,
  appendMessages,
  pendingReply,
  removeMessages,
} from '../lib/messages-cache.ts';
import { openUiMessageStream, type UiMessagePart } from '../lib/read-ui-message-stream.ts';
import { showReplyRequestError } from '../lib/reply-errors.ts';
import { openReply } from '../lib/stop-reply.ts';
import { RECONNECTING_TOAST_ID, streamReplyIntoCache } from '../lib/stream-reply-into-cache.ts';
import { chatKeys } from './query-keys.ts';
import { whereabouts } from '#web/lib/whereabouts.ts';

export interface SendMessageVariables {
  chatId: string;
  content: string;
  /** The message's send key: every try of it carries the same one, so the server stores it once. */
  clientId: string;
}

/** A new send key (crypto.randomUUID where the page is a secure context, random hex otherwise). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * Our server could not be reached: no answer at all, or a gateway's (or our database's) 502/503/504
 * after every retry. The message is kept to be sent again, never lost.
 */
export function isUnreachable(error: unknown): boolean {
  return isNetworkError(error) || (error instanceof ApiError && RETRYABLE_STATUSES.has(error.status));
}

/**
 * Posts the message under its key, retrying a network error or a 502/503/504 (1 s, 2 s, 4 s, 8 s): the
 * key makes a repeat safe. Resolves with the reply's parts, or throws the server's refusal as an
 * ApiError (or the network's TypeError).
 */
export async function sendMessage(
  { chatId, content, clientId }: SendMessageVariables,
  onRetry?: (attempt: number) => void,
  signal?: AbortSignal,
): Promise<AsyncGenerator<UiMessagePart>> {
  const json = sendMessageSchema.parse({ content, clientId, where: whereabouts() });
  const fetch = createFetchWithRetry({ idempotent: true, delays: SEND_RETRY_DELAYS_MS, onRetry });
  const response = await api.chats[':id'].messages.$post(
    { param: { id: chatId }, json },
    { fetch, ...(signal ? { init: { signal } } : {}) },
  );
  return openUiMessageStream(response);
}

/**
 * Sends a message and streams the coach's reply into the cache. The user's message shows at once; while
 * our server cannot be reached the send is retried under "Connection issue: Trying to reconnect...".
 * If the server refuses it (a limit), it leaves the list and its text goes back into the composer; if
 * it cannot be reached at all, the send queue (hooks/use-send-queue.ts) keeps it in the list, so
 * nothing the user wrote is lost.
 */
export function useSendMessage(chatId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: chatKeys.reply(chatId ?? ''),
    mutationFn: async (variables: SendMessageVariables) => {
      const { chatId: id, content } = variables;
      await queryClient.cancelQueries({ queryKey: chatKeys.messages(id) });
      // Keyed like the outbox's entry, so the bubble is not re-created when it moves between the two.
      const user = { ...optimisticUserMessage(content.trim()), clientKey: variables.clientId };
      const pending = pendingReply();
      appendMessages(queryClient, id, [user, pending]);
      let parts: AsyncGenerator<UiMessagePart>;
      let retried = false;
      // Stop may end this request (lib/stop-reply.ts) if the server did not end the stream itself.
      const reply = openReply(id);
      try {
        parts = await sendMessage(
          variables,
          () => {
            // One toast for the whole sequence of retries, not one per try.
            if (!retried)
              toast.info(t.reconnecting, {
                id: RECONNECTING_TOAST_ID,
                description: t.reconnectingDescription,
              });
            retried = true;
          },
          reply.signal,
        );
      } catch (error) {
        reply.done();
        removeMessages(queryClient, id, [user.id, pending.id]);
        throw error;
      }
      if (retried) toast.dismiss(RECONNECTING_TOAST_ID);
      try {
        return await streamReplyIntoCache({
          queryClient,
          chatId: id,
          parts,
          pendingId: pending.id,
          userMessageId: user.id,
        });
      } finally {
        reply.done();
      }
    },
    onError: (error, { chatId: id, content }) => {
      // Kept in the list by the send queue, marked not sent (or waiting for the connection).
      if (isUnreachable(error)) return;
      const { drafts, setDraft } = useChatUi.getState();
      if (!drafts[id]) setDraft(id, content);
      showReplyRequestError(error, () => void navigate(href('/pricing')));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      void queryClient.invalidateQueries({ queryKey: chatKeys.usage });
    },
  });
}
