import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export type PortalResult = { url: string } | { needsSubscription: true; redirectUrl: string };

export async function openPortal(): Promise<PortalResult> {
  return unwrap<PortalResult>(await api.billing.portal.$post());
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
