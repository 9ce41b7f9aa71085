import { queryOptions, useQuery } from '@tanstack/react-query';
import { authGet } from '#web/lib/auth-fetch.ts';

/** Resolves `true` once the address is confirmed (a query's data cannot be undefined). */
export async function verifyEmail(token: string): Promise<true> {
  await authGet(`verify-email?token=${encodeURIComponent(token)}`);
  return true;
}

// A query rather than a mutation so React's double-invoked effects in development and a re-render can
// never send the one-time token twice: the answer is cached for the life of the page.
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // An expired link answers 401; that is about the link, not about whoever is signed in.
    meta: { keepSession: true },
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
