import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistFeature } from '#shared/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export const WAITLISTS_KEY = ['notifications', 'waitlist'] as const;

export async function getWaitlists(): Promise<WaitlistFeature[]> {
  return (await unwrap(await api.notifications.waitlist.$get())).joined;
}

export const waitlistsQueryOptions = () => queryOptions({ queryKey: WAITLISTS_KEY, queryFn: getWaitlists });

/** The waitlists this person joined, as the server has them (so every device agrees). */
export function useWaitlists() {
  return useQuery(waitlistsQueryOptions());
}
