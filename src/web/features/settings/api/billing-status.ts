import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingStatus } from '../../../../shared/billing.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export const BILLING_STATUS_KEY = ['billing', 'status'] as const;

export async function getBillingStatus(): Promise<BillingStatus> {
  return unwrap<BillingStatus>(await api.billing.status.$get());
}

export const billingStatusQueryOptions = () =>
  queryOptions({ queryKey: BILLING_STATUS_KEY, queryFn: getBillingStatus });

export function useBillingStatus() {
  return useQuery(billingStatusQueryOptions());
}
