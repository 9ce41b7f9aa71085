import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingStatus } from '#shared/billing.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export const BILLING_STATUS_KEY = ['billing', 'status'] as const;

export async function getBillingStatus(): Promise<BillingStatus> {
  return unwrap(await api.billing.status.$get());
}

export const billingStatusQueryOptions = () =>
  queryOptions({ queryKey: BILLING_STATUS_KEY, queryFn: getBillingStatus });

export function useBillingStatus() {
  return useQuery(billingStatusQueryOptions());
}
