import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { chatKeys } from './query-keys.ts';

/**
 * A message as the list shows it. `clientKey` keeps the React key of an optimistic message once the
 * saved one replaces it, so the bubble is not re-created (and not announced to screen readers twice).
 */
export type ListedMessage = ChatMessage & {
  clientKey?: string;
  /** The pending reply after a cut stream, while the reply is read back from the server. */
  recovering?: boolean;
  /** A message of the outbox not yet sent: waiting for the connection, or failed after the retries. */
  sendState?: 'waiting' | 'failed';
};

export interface MessagesPage {
  messages: ListedMessage[];
  nextBefore: string | null;
  /** The server is still writing a reply in this chat (absent from pages the client wrote itself). */
  replying?: boolean;
}
/** pages[0] is the newest page; "Load earlier messages" appends older pages after it. */
export type MessagesData = InfiniteData<MessagesPage, unknown>;

const PAGE_SIZE = '50';

export async function listMessages(chatId: string, before?: string): Promise<MessagesPage> {
  return unwrap(
    await api.chats[':id'].messages.$get({
      param: { id: chatId },
      query: { limit: PAGE_SIZE, ...(before ? { before } : {}) },
    }),
  );
}

export const messagesQueryOptions = (chatId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam }) => listMessages(chatId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (newestFirst) => newestFirst.nextBefore ?? undefined,
    // This tab writes every change to a conversation into the cache itself (optimistic messages, the
    // streaming reply), so a background refetch could only race with a reply in progress. A reload or
    // an evicted cache entry (5 minutes unused) reads the server again.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useMessages(chatId: string | null) {
  return useInfiniteQuery({ ...messagesQueryOptions(chatId ?? ''), enabled: chatId !== null });
}

/** Oldest first, across the loaded pages; a message seen twice (pages that overlap) is shown once. */
export function flattenMessages(data: MessagesData | undefined): ListedMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  return [...data.pages]
    .reverse()
    .flatMap((page) => page.messages)
    .filter((message) => !seen.has(message.id) && Boolean(seen.add(message.id)));
}
