import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Role } from '#shared/plans.ts';
import { isSessionEnded } from '#web/lib/api-error.ts';
import type { BillingStatus } from '#shared/billing.ts';
import { useOpenPortal } from '../api/billing-portal.ts';
import { BILLING_STATUS_KEY } from '../api/billing-status.ts';
import { useRefreshBilling } from '../api/billing-refresh.ts';
import { planStrings as t } from '../plan.strings.ts';
import { goToUrl, reloadPage } from './plan-tab-navigation.ts';
import { rememberPlanBeforePortal } from './portal-return.ts';

/**
 * Reload 1.5 s after a role change; go to /pricing 2 s after "subscribe first"
 * (docs/product/specification.md#timings).
 */
export const RELOAD_DELAY_MS = 1500;
export const PRICING_REDIRECT_MS = 2000;

/**
 * "Refresh Status" and "Manage Subscription" with their toasts
 * (docs/product/specification.md#settings-plan-refresh, docs/product/specification.md#plans-and-checkout).
 */
export function usePlanActions(currentRole: Role) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  const portal = useOpenPortal();

  const refreshStatus = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ role }) => {
        if (role === currentRole) {
          toast.info(t.upToDate(role));
          return;
        }
        if (role === 'premium') toast.success(t.premiumConfirmed);
        else toast.success(t.statusUpdated, { description: t.statusUpdatedDescription });
        window.setTimeout(reloadPage, RELOAD_DELAY_MS);
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        toast.error(t.refreshFailed, { description: t.refreshFailedDescription });
      },
    });

  const manage = () =>
    portal.mutate(undefined, {
      onSuccess: (result) => {
        if ('url' in result && result.url) {
          // Back from the portal, Settings says what changed there.
          rememberPlanBeforePortal(queryClient.getQueryData<BillingStatus>(BILLING_STATUS_KEY));
          goToUrl(result.url);
          return;
        }
        if ('needsSubscription' in result) {
          toast.info(t.needsSubscription);
          window.setTimeout(() => void navigate(result.redirectUrl), PRICING_REDIRECT_MS);
          return;
        }
        toast.error(t.portalFailed, { description: t.portalFailedDescription });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        toast.error(t.portalFailed, { description: t.portalFailedDescription });
      },
    });

  return {
    refreshStatus,
    refreshing: refresh.isPending,
    manage,
    // Stays busy after success: the page is about to leave for the portal.
    opening: portal.isPending || (portal.isSuccess && 'url' in portal.data),
  };
}
