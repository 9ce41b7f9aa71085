import { useMutation } from '@tanstack/react-query';
import type { Role } from '#shared/plans.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export async function refreshBilling(): Promise<{ role: Role }> {
  return unwrap(await api.billing.refresh.$post());
}

export function useRefreshBilling() {
  return useMutation({ mutationFn: refreshBilling });
}
