import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChatSearchResult } from '#shared/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { chatKeys } from './query-keys.ts';

export async function searchChats(q: string): Promise<ChatSearchResult[]> {
  const { results } = await unwrap(await api.chats.search.$get({ query: { q } }));
  return results;
}

/**
 * The conversations holding `query` (already checked with the shared schema), or nothing asked while
 * it is null. The last answer stays on screen while the next one is on its way, so the list does not
 * flicker with each letter.
 */
export function useSearchChats(query: string | null) {
  return useQuery({
    queryKey: chatKeys.search(query ?? ''),
    queryFn: () => searchChats(query ?? ''),
    enabled: query !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
