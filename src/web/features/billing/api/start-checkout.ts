import { useMutation } from '@tanstack/react-query';
import type { CheckoutSource } from '#shared/plans.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export async function startCheckout(source: CheckoutSource): Promise<{ url: string }> {
  return unwrap(await api.billing.checkout.$post({ json: { source } }));
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
