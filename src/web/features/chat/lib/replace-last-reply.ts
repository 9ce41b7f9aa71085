// A reply that replaces the last one (Regenerate, an edit of the last message): the old replies leave the
// list at once and a pending reply takes their place; if the request never reaches the server, the list
// is put back as it was, since nothing was replaced.
import type { QueryClient } from '@tanstack/react-query';
import type { ListedMessage, MessagesData } from '../api/list-messages.ts';
import { chatKeys } from '../api/query-keys.ts';
import { appendMessages, editMessages, pendingReply, removeMessages } from './messages-cache.ts';
import type { UiMessagePart } from './read-ui-message-stream.ts';
import { openReply } from './stop-reply.ts';
import { type ReplyOutcome, streamReplyIntoCache } from './stream-reply-into-cache.ts';

interface ReplaceLastReplyInput {
  queryClient: QueryClient;
  chatId: string;
  /**
   * Opens the reply stream (throws the server's refusal, or the network's error); `signal` ends the
   * request when Stop did not end the stream (lib/stop-reply.ts).
   */
  request: (signal: AbortSignal) => Promise<AsyncGenerator<UiMessagePart>>;
  /** How the last user message changes at once (an edit's new words); unchanged by default. */
  change?: (message: ListedMessage) => ListedMessage;
}

export async function replaceLastReply(input: ReplaceLastReplyInput): Promise<ReplyOutcome> {
  const { queryClient, chatId } = input;
  const key = chatKeys.messages(chatId);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<MessagesData>(key);
  const lastUser = before?.pages[0]?.messages.findLast((m) => m.role === 'user');
  editMessages(queryClient, chatId, (messages) => {
    const at = messages.findLastIndex((m) => m.role === 'user');
    if (at < 0) return messages;
    const last = messages[at]!;
    return [...messages.slice(0, at), input.change ? input.change(last) : last];
  });
  const pending = pendingReply();
  appendMessages(queryClient, chatId, [pending]);
  let parts: AsyncGenerator<UiMessagePart>;
  const reply = openReply(chatId);
  try {
    parts = await input.request(reply.signal);
  } catch (error) {
    reply.done();
    removeMessages(queryClient, chatId, [pending.id]);
    if (before) queryClient.setQueryData(key, before);
    throw error;
  }
  try {
    return await streamReplyIntoCache({
      queryClient,
      chatId,
      parts,
      pendingId: pending.id,
      userMessageId: lastUser?.id ?? '',
    });
  } finally {
    reply.done();
  }
}
