import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export type PortalResult = { url: string } | { needsSubscription: true; redirectUrl: string };

export async function openPortal(): Promise<PortalResult> {
  return unwrap(await api.billing.portal.$post());
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
