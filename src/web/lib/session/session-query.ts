import { QueryObserver, type QueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { clearSession, meQueryOptions, type MeResponse, SESSION_ME_KEY } from './me-query.ts';
import { connectSessionSource, type SessionState } from './session-store.ts';

const stateOf = (result: QueryObserverResult<MeResponse>): SessionState => ({
  user: result.data?.user ?? null,
  isLoading: result.isPending,
  isError: result.isError && result.data === undefined,
});

/**
 * Makes the client's `me` query the session that useSession reads (session-store.ts): it starts from
 * what the store already learned (no second request for it), and one observer keeps it current, so it
 * is asked again whenever the tab comes back into view.
 */
export function connectSession(queryClient: QueryClient): void {
  const observer = new QueryObserver(queryClient, meQueryOptions());
  let unsubscribe = () => {};
  const { seed, follow } = connectSessionSource({
    refetch: () => void observer.refetch(),
    clear: () => clearSession(queryClient),
    disconnect: () => unsubscribe(),
  });
  if (seed.known && queryClient.getQueryData(SESSION_ME_KEY) === undefined) {
    queryClient.setQueryData(SESSION_ME_KEY, seed.known.data, { updatedAt: seed.known.at });
  } else if (seed.pending) {
    const answer = seed.pending;
    void queryClient.prefetchQuery({ ...meQueryOptions(), queryFn: () => answer });
  }
  unsubscribe = observer.subscribe((result) => follow(stateOf(result)));
  follow(stateOf(observer.getCurrentResult()));
}
