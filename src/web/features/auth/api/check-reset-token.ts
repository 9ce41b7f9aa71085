import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { authPost } from '#web/lib/auth-fetch.ts';

const answer = z.object({ usable: z.boolean() });

/** Whether a reset link's token still works; asking does not use it (POST /api/auth/check-reset-token). */
export function checkResetToken(token: string): Promise<boolean> {
  return authPost('check-reset-token', { token }, (body) => answer.parse(body).usable);
}

export const checkResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'check-reset-token', token],
    queryFn: () => checkResetToken(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // About the link, not about whoever is signed in.
    meta: { keepSession: true },
  });

export function useCheckResetToken(token: string | null) {
  return useQuery({ ...checkResetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
