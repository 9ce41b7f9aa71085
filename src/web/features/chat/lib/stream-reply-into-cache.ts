// Plays a reply stream into the conversation's cache: the saved user message replaces the optimistic
// one, the coach's words appear as they arrive, and the saved reply replaces the streaming bubble. The
// "Scripture for reflection:" message follows 0.8 s later (docs/product/specification.md#sending-a-message).
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { StreamReplyData } from '#shared/chat.ts';
import { listMessages, type MessagesData, type MessagesPage } from '../api/list-messages.ts';
import { chatKeys } from '../api/query-keys.ts';
import { toastStrings as t } from '../chat.strings.ts';
import { findChat, putChatFirst } from './chats-cache.ts';
import {
  appendMessages,
  editMessages,
  removeMessages,
  replaceMessage,
  setPendingText,
} from './messages-cache.ts';
import type { UiMessagePart } from './read-ui-message-stream.ts';

export const SCRIPTURE_DELAY_MS = 800;
export const RECONNECTING_TOAST_ID = 'chat-reconnecting';

/**
 * replied: the reply is saved and shown (or was replaced by a newer one, and the conversation reloads);
 * failed: the server gave up on the AI; interrupted: the stream broke.
 */
export type ReplyOutcome = 'replied' | 'failed' | 'interrupted';

export interface StreamReplyOptions {
  queryClient: QueryClient;
  chatId: string;
  parts: AsyncIterable<UiMessagePart>;
  /** The id of the streaming placeholder in the cache. */
  pendingId: string;
  /** The id the user's message has in the cache now (temporary for a send, saved for a regenerate). */
  userMessageId: string;
  wait?: (ms: number) => Promise<void>;
  /** Reads the newest page of the conversation (the server's own, by default). */
  readMessages?: (chatId: string) => Promise<MessagesPage>;
}

/**
 * After a cut stream, how often the conversation is read while the server is still writing the reply,
 * and for how long at most: the server's run lease (5 minutes, reply-run.ts) bounds any reply.
 */
export const RECOVER_POLL_MS = 2_000;
export const RECOVER_MAX_READS = 150;
/** Reads that fail in a row (the server cannot be reached at all) before the recovery gives up. */
const RECOVER_MAX_FAILURES = 4;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** "Connection Failed: Could not ..." becomes the toast's title and description. */
function showConnectionFailed(errorText?: string): void {
  const at = errorText?.indexOf(': ') ?? -1;
  const title = errorText && at > 0 ? errorText.slice(0, at) : t.connectionFailed;
  const description = errorText && at > 0 ? errorText.slice(at + 2) : t.connectionFailedDescription;
  toast.error(title, { description });
}

export async function streamReplyIntoCache(options: StreamReplyOptions): Promise<ReplyOutcome> {
  const { queryClient, chatId, pendingId } = options;
  let userMessageId = options.userMessageId;
  // The text of the part being written: each try of the coach has its own text part (a retry starts
  // a new one), and a retry also throws away what was written so far.
  let textId: string | null = null;
  let text = '';
  let retried = false;
  let reply: StreamReplyData | null = null;
  let errorText: string | null = null;
  let broken = false;

  try {
    for await (const part of options.parts) {
      if (part.type === 'data-user-message') {
        replaceMessage(queryClient, chatId, userMessageId, [part.data.message]);
        userMessageId = part.data.message.id;
        const chat = findChat(queryClient, chatId);
        if (chat)
          putChatFirst(queryClient, { ...chat, title: part.data.title, updatedAt: new Date().toISOString() });
      } else if (part.type === 'text-start') {
        textId = part.id;
        text = '';
      } else if (part.type === 'text-delta') {
        text = part.id === textId ? text + part.delta : part.delta;
        textId = part.id;
        setPendingText(queryClient, chatId, pendingId, text);
      } else if (part.type === 'data-retry') {
        // The server is asking the AI again: what was written so far is thrown away.
        text = '';
        setPendingText(queryClient, chatId, pendingId, text);
        if (!retried)
          toast.info(t.reconnecting, { id: RECONNECTING_TOAST_ID, description: t.reconnectingDescription });
        retried = true;
      } else if (part.type === 'data-replace') {
        // The server stopped an unsafe reply: nothing of it stays on screen, the careful reply does.
        text = part.data.text;
        setPendingText(queryClient, chatId, pendingId, text);
      } else if (part.type === 'data-reply') {
        reply = part.data;
      } else if (part.type === 'error') {
        errorText = part.errorText;
      }
    }
  } catch {
    broken = true;
  }

  if (reply && reply.messages.length === 0) {
    // The server kept nothing from this stream: a newer "Regenerate" replaced it (another tab). Show
    // what the conversation holds now.
    removeMessages(queryClient, chatId, [pendingId]);
    queryClient.setQueryData(chatKeys.usage, reply.usage);
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
    return 'replied';
  }
  if (reply) {
    const now = reply.messages.filter((m) => m.role !== 'scripture');
    const later = reply.messages.filter((m) => m.role === 'scripture');
    replaceMessage(queryClient, chatId, pendingId, now);
    queryClient.setQueryData(chatKeys.usage, reply.usage);
    if (later.length > 0) {
      await (options.wait ?? sleep)(SCRIPTURE_DELAY_MS);
      appendMessages(queryClient, chatId, later);
    }
    return 'replied';
  }

  if (errorText !== null && !broken) {
    removeMessages(queryClient, chatId, [pendingId]);
    showConnectionFailed(errorText);
    // Show what the server holds: after an error part the reply may still have been saved (a database
    // that failed just as it committed).
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
    return 'failed';
  }
  return recoverReply(options);
}

/**
 * The stream was cut (the connection dropped, or a resend found the reply still being written): the
 * server goes on and saves the reply, so the pending bubble says so calmly and the conversation is
 * read until the reply is there. Only when it never comes (the server's try failed, or the server
 * cannot be reached) does "Connection Failed" show
 * (docs/product/rulings.md#sending-when-the-connection-fails).
 */
async function recoverReply(options: StreamReplyOptions): Promise<ReplyOutcome> {
  const { queryClient, chatId, pendingId } = options;
  const wait = options.wait ?? sleep;
  const read = options.readMessages ?? ((id: string) => listMessages(id));
  editMessages(queryClient, chatId, (list) =>
    list.map((m) => (m.id === pendingId ? { ...m, content: '', recovering: true } : m)),
  );
  let page: MessagesPage | null = null;
  let failures = 0;
  for (let reads = 0; reads < RECOVER_MAX_READS && failures < RECOVER_MAX_FAILURES; reads++) {
    try {
      const next = await read(chatId);
      failures = 0;
      page = next;
      if (!next.replying) break;
    } catch {
      failures += 1;
    }
    await wait(RECOVER_POLL_MS);
  }
  removeMessages(queryClient, chatId, [pendingId]);
  if (page) {
    // What the server holds now replaces the newest page (the reply, its verse, the saved message).
    const newest = page;
    queryClient.setQueryData<MessagesData>(chatKeys.messages(chatId), (data) =>
      data
        ? { ...data, pages: [newest, ...data.pages.slice(1)] }
        : { pages: [newest], pageParams: [undefined] },
    );
  } else {
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
  }
  void queryClient.invalidateQueries({ queryKey: chatKeys.usage });
  const lastUser = page?.messages.findLastIndex((m) => m.role === 'user') ?? -1;
  const answered =
    page !== null &&
    !page.replying &&
    lastUser >= 0 &&
    page.messages.slice(lastUser + 1).some((m) => m.role === 'coach');
  if (answered) return 'replied';
  showConnectionFailed();
  return 'interrupted';
}
