import { useMutation } from '@tanstack/react-query';
import type { Role } from '../../../../shared/plans.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export async function refreshBilling(): Promise<{ role: Role }> {
  return unwrap<{ role: Role }>(await api.billing.refresh.$post());
}

export function useRefreshBilling() {
  return useMutation({ mutationFn: refreshBilling });
}
