import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatSummary } from '#shared/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { chatKeys } from './query-keys.ts';

export interface ChatsPage {
  chats: ChatSummary[];
  nextCursor: string | null;
}
export type ChatsData = InfiniteData<ChatsPage, unknown>;

const PAGE_SIZE = '50';

export async function listChats(cursor?: string): Promise<ChatsPage> {
  return unwrap(await api.chats.$get({ query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } }));
}

/** Newest activity first, 50 a page; "Show older conversations" asks for the next page. */
export const chatsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.list,
    queryFn: ({ pageParam }) => listChats(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useChats() {
  return useInfiniteQuery(chatsQueryOptions());
}
