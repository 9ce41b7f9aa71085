import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '#shared/account.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

export async function listSessions(): Promise<ActiveSession[]> {
  const { sessions } = await unwrap(await api.account.sessions.$get());
  return sessions;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_KEY, queryFn: listSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
