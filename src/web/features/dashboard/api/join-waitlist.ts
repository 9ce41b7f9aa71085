import { useMutation } from '@tanstack/react-query';
import type { WAITLIST_FEATURES } from '../../../../shared/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export type WaitlistFeature = (typeof WAITLIST_FEATURES)[number];

export async function joinWaitlist(feature: WaitlistFeature): Promise<void> {
  await unwrap<{ joined: boolean }>(await api.notifications.waitlist.$post({ json: { feature } }));
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
