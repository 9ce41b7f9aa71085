import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { BILLING_STATUS_KEY } from './billing-status.ts';

export async function resumeSubscription() {
  return unwrap(await api.billing.resume.$post());
}

/** "Resume subscription": takes back a cancellation at the period's end; the plan tab then re-reads. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY }),
  });
}
