import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistFeature } from '#shared/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { WAITLISTS_KEY } from './get-waitlists.ts';

export type { WaitlistFeature };

export async function joinWaitlist(feature: WaitlistFeature): Promise<void> {
  await unwrap(await api.notifications.waitlist.$post({ json: { feature } }));
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    // The server has recorded it: the list it would now answer is the cached one plus this feature.
    onSuccess: (_data, feature) =>
      queryClient.setQueryData<WaitlistFeature[]>(WAITLISTS_KEY, (joined = []) =>
        joined.includes(feature) ? joined : [...joined, feature],
      ),
  });
}
