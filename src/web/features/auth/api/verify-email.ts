import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { authGet } from '#web/lib/auth-fetch.ts';

// The link signs nobody in. Opened where the account is not signed in, it took the account's password
// away (it may be a stranger's who signed up first with the address), and the answer carries a token
// with which the mailbox's owner chooses one, as with a reset link.
const verifyAnswer = z.object({ passwordToken: z.string().min(1).optional() });

/** Resolves once the address is confirmed, with the token to choose a password when one is needed. */
export async function verifyEmail(token: string): Promise<{ passwordToken: string | null }> {
  const answer = await authGet(`verify-email?token=${encodeURIComponent(token)}`, (value) =>
    verifyAnswer.parse(value),
  );
  return { passwordToken: answer.passwordToken ?? null };
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
