import { useQuery } from '@tanstack/react-query';
import type { PushDevice, PushKey, PushSubscriptionInput } from '#shared/schemas/push.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export const PUSH_KEY_KEY = ['push', 'key'] as const;
export const PUSH_DEVICES_KEY = ['push', 'devices'] as const;

/** The server's VAPID key, or that push is off on this server (asked only where the browser has push). */
export function usePushKey(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: PUSH_KEY_KEY,
    queryFn: async (): Promise<PushKey> => unwrap(await api.push.key.$get()),
    staleTime: Infinity,
  });
}

/** The devices this person turned notifications on for, as the server has them. */
export function usePushDevices() {
  return useQuery({
    queryKey: PUSH_DEVICES_KEY,
    queryFn: async (): Promise<PushDevice[]> => (await unwrap(await api.push.subscriptions.$get())).devices,
  });
}

export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await unwrap(await api.push.subscriptions.$post({ json: subscription }));
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await unwrap(await api.push.subscriptions.$delete({ json: { endpoint } }));
}
