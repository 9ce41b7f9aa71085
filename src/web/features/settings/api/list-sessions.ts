import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '../../../../shared/account.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

export async function listSessions(): Promise<ActiveSession[]> {
  const { sessions } = await unwrap<{ sessions: ActiveSession[] }>(await api.account.sessions.$get());
  return sessions;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_KEY, queryFn: listSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
