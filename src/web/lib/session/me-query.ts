import type { QueryClient } from '@tanstack/react-query';
import type { ClientUser } from '#shared/account.ts';
import type { api } from '../api-client.ts';
import { unwrap } from '../api-error.ts';
import { keepOfflineCopiesOf } from '../offline-copy.ts';
import { clearPrivateStorage } from '../private-storage.ts';
import { plainGet } from '../plain-get.ts';

export const SESSION_ME_KEY = ['session', 'me'] as const;

export interface MeResponse {
  user: ClientUser | null;
}

/**
 * Without the typed client: this module is in every page's shell (see plain-get.ts). Every answer forgets
 * an offline copy that is not of the user it names (offline-copy.ts): a session that ended, or someone
 * else signed in on this browser.
 */
export async function getMe(): Promise<MeResponse> {
  const answer = await unwrap(await plainGet<typeof api.account.me.$get>('/api/account/me'));
  keepOfflineCopiesOf(answer.user?.id ?? null);
  return answer;
}

// A plain object rather than TanStack's `queryOptions` (the same object, typed): the session store
// (session-store.ts) imports this module on pages that open without the library, and importing anything
// from it here would put the whole library in every page's shell (scripts/site/shell-chunk.ts takes a
// package's index with it).
export const meQueryOptions = () => ({
  queryKey: SESSION_ME_KEY,
  queryFn: getMe,
  // Re-check whenever the tab comes back into view (TanStack's focus manager also listens for
  // visibilitychange), so a session ended elsewhere is noticed (docs/product/rulings.md#session-loss).
  refetchOnWindowFocus: 'always' as const,
});

/**
 * Marks the browser as signed out: the session reads null, every other cached answer is dropped, and so
 * is what this tab kept of the person's unsent words (drafts, messages waiting for a connection).
 */
export async function clearSession(queryClient: QueryClient): Promise<void> {
  clearPrivateStorage();
  await queryClient.cancelQueries();
  queryClient.setQueryData<MeResponse>(SESSION_ME_KEY, { user: null });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_ME_KEY[0] });
}

export function signedInUser(queryClient: QueryClient): ClientUser | null {
  return queryClient.getQueryData<MeResponse>(SESSION_ME_KEY)?.user ?? null;
}
