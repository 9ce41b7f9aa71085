import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '#web/lib/toast.ts';
import { refreshBilling } from '../api/billing-refresh.ts';
import { BILLING_STATUS_KEY, getBillingStatus } from '../api/billing-status.ts';
import { portalReturnToast, takePlanBeforePortal } from '../components/portal-return.ts';

/**
 * Back from the billing portal: the plan is re-read from the payment provider (its webhook may not
 * have arrived yet) and a toast says what changed.
 */
export function usePortalReturnToast(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const before = takePlanBeforePortal();
    if (!before) return;
    void (async () => {
      try {
        await refreshBilling();
      } catch {
        // Our own copy of the plan below still says what we know.
      }
      try {
        // Read after the refresh (a load the tab started earlier may hold the plan from before it).
        const after = await getBillingStatus();
        queryClient.setQueryData(BILLING_STATUS_KEY, after);
        const message = portalReturnToast(before, after);
        if (message) toast.success(message.title, { description: message.description });
      } catch {
        // The plan tab shows its own state; a toast is only a courtesy.
      }
    })();
  }, [queryClient]);
}
