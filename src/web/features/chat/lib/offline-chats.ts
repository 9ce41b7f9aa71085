// The offline copy of the last few conversations (docs/security.md#offline-copy): what this browser keeps
// so someone signed in can reread them with no connection. Only conversations read here (their messages
// in the query cache), only the newest page of each, only messages the server has saved (nothing still
// waiting to be sent, no reply being written), and only for the signed-in user (web/lib/offline-copy.ts).
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChatMessage, ChatSummary } from '#shared/chat.ts';
import { offlineCopyOwner, readOfflineCopy, saveOfflineCopy } from '#web/lib/offline-copy.ts';
import type { ChatsData } from '../api/list-chats.ts';
import type { MessagesData } from '../api/list-messages.ts';
import { chatKeys } from '../api/query-keys.ts';
import { allChats } from './chats-cache.ts';
import { isTemporary } from './messages-cache.ts';

/** How many conversations are kept: the most recently active ones that were read on this device. */
export const OFFLINE_CHATS = 5;
export const OFFLINE_COPY_NAME = 'chats';

const messageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'coach', 'scripture']),
  content: z.string(),
  reference: z.string().nullable(),
  flag: z.enum(['safety', 'offline']).nullable(),
  createdAt: z.string(),
  edited: z.literal(true).optional(),
});

// A copy written by an older release, or changed by hand, is ignored rather than shown half right.
const copySchema = z.object({
  savedAt: z.string(),
  chats: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      messages: z.array(messageSchema),
    }),
  ),
});

export type OfflineChats = z.infer<typeof copySchema>;
export type OfflineChat = OfflineChats['chats'][number];

const savedMessage = ({ id, role, content, reference, flag, createdAt, edited }: ChatMessage) => ({
  id,
  role,
  content,
  reference,
  flag,
  createdAt,
  ...(edited ? { edited } : {}),
});

/** The copy as the query cache holds it now, oldest message first in each conversation. */
export function offlineChatsFrom(queryClient: QueryClient, now = new Date()): OfflineChats {
  const chats: OfflineChat[] = [];
  for (const chat of allChats(queryClient.getQueryData<ChatsData>(chatKeys.list))) {
    if (chats.length === OFFLINE_CHATS) break;
    const newest = queryClient.getQueryData<MessagesData>(chatKeys.messages(chat.id))?.pages[0];
    if (!newest) continue;
    const messages = newest.messages
      .filter((message) => !isTemporary(message) && !message.sendState && !message.recovering)
      .map(savedMessage);
    chats.push({ ...summaryOf(chat), messages });
  }
  return { savedAt: now.toISOString(), chats };
}

const summaryOf = ({ id, title, createdAt, updatedAt }: ChatSummary) => ({ id, title, createdAt, updatedAt });

export function saveOfflineChats(userId: string, copy: OfflineChats): void {
  saveOfflineCopy(userId, OFFLINE_COPY_NAME, copy);
}

/** `userId`'s copy, or null when there is none (or none that reads as one). */
export function readOfflineChats(userId: string): OfflineChats | null {
  const parsed = copySchema.safeParse(readOfflineCopy(userId, OFFLINE_COPY_NAME));
  return parsed.success && parsed.data.chats.length > 0 ? parsed.data : null;
}

/**
 * The copy this browser keeps, whoever it is of, for the moment the server cannot say who is signed in
 * (offline): it is the last person who was signed in here, since every answer about the session forgets
 * any copy that is not of the user it names.
 */
export function savedChatsHere(): OfflineChats | null {
  const owner = offlineCopyOwner();
  return owner ? readOfflineChats(owner) : null;
}
