import { useMutation } from '@tanstack/react-query';
import type { CheckoutSource } from '../../../../shared/plans.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export async function startCheckout(source: CheckoutSource): Promise<{ url: string }> {
  return unwrap<{ url: string }>(await api.billing.checkout.$post({ json: { source } }));
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
