import { MutationCache, QueryCache, QueryClient, type QueryMeta } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { clearSession, signedInUser } from './session/me-query.ts';
import { emitSessionLost } from './session/session-events.ts';

/**
 * A 401 while someone was signed in means the session ended elsewhere (signed out on another device, expired,
 * deleted): sign out here too and send them to /login, remembering where they were
 * (docs/product/rulings.md#session-loss). A 401 while signed out (a wrong password at sign-in) is left to the
 * form, and so is one from a request marked `meta: { keepSession: true }` (an old e-mail link's token, which
 * says nothing about the current session).
 */
function handleUnauthorized(queryClient: QueryClient, error: unknown, meta: QueryMeta | undefined): void {
  if (!(error instanceof ApiError) || error.status !== 401 || meta?.keepSession) return;
  if (!signedInUser(queryClient)) return;
  const from = window.location.pathname + window.location.search;
  void clearSession(queryClient);
  emitSessionLost(from);
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleUnauthorized(queryClient, error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleUnauthorized(queryClient, error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The fetch layer already retries gateway errors; a 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: true,
      },
    },
  });
  return queryClient;
}
