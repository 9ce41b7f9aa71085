import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistFeature, WaitlistsJoined } from '../../../../shared/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export const WAITLISTS_KEY = ['notifications', 'waitlist'] as const;

export async function getWaitlists(): Promise<WaitlistFeature[]> {
  return (await unwrap<WaitlistsJoined>(await api.notifications.waitlist.$get())).joined;
}

export const waitlistsQueryOptions = () => queryOptions({ queryKey: WAITLISTS_KEY, queryFn: getWaitlists });

/** The waitlists this person joined, as the server has them (so every device agrees). */
export function useWaitlists() {
  return useQuery(waitlistsQueryOptions());
}
