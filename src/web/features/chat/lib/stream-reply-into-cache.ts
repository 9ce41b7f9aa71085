// Plays a reply stream into the conversation's cache: the saved user message replaces the optimistic
// one, the coach's words appear as they arrive, and the saved reply replaces the streaming bubble. The
// "Scripture for reflection:" message follows 0.8 s later (spec sections 4 and 9).
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { StreamReplyData } from '../../../../shared/chat.ts';
import { chatKeys } from '../api/query-keys.ts';
import { toastStrings as t } from '../chat.strings.ts';
import { findChat, putChatFirst } from './chats-cache.ts';
import { appendMessages, removeMessages, replaceMessage, setPendingText } from './messages-cache.ts';
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
}

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

  removeMessages(queryClient, chatId, [pendingId]);
  showConnectionFailed(errorText ?? undefined);
  if (errorText !== null && !broken) return 'failed';
  // The server finishes and saves a reply even when the connection drops: read what it has.
  void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
  return 'interrupted';
}
