import type { BillingStatus } from '#shared/billing.ts';
import { planStrings as t } from '../plan.strings.ts';
import { formatPlanDate } from './plan-tab-dates.ts';

// The billing portal (Stripe's or the test provider's) sends the payer back to Settings -> Plan without
// saying what they did there. The plan as it was before leaving is kept for that one return, and the
// plan after it says what happened (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
const KEY = 'planBeforePortal';

interface PlanSnapshot {
  cancelAtPeriodEnd: boolean;
}

export function rememberPlanBeforePortal(status: BillingStatus | undefined): void {
  if (!status?.subscription) return;
  const snapshot: PlanSnapshot = { cancelAtPeriodEnd: status.subscription.cancelAtPeriodEnd };
  sessionStorage.setItem(KEY, JSON.stringify(snapshot));
}

/** The plan before the portal, once: a later visit to Settings is not a return. */
export function takePlanBeforePortal(): PlanSnapshot | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  sessionStorage.removeItem(KEY);
  try {
    const parsed = JSON.parse(raw) as Partial<PlanSnapshot>;
    return typeof parsed.cancelAtPeriodEnd === 'boolean'
      ? { cancelAtPeriodEnd: parsed.cancelAtPeriodEnd }
      : null;
  } catch {
    return null;
  }
}

/** What the portal changed, as a toast; null when nothing we tell about changed. */
export function portalReturnToast(
  before: PlanSnapshot,
  after: BillingStatus,
): { title: string; description: string } | null {
  const subscription = after.subscription;
  if (!subscription) return null;
  const until = formatPlanDate(subscription.currentPeriodEnd ?? subscription.trialEnd);
  if (!before.cancelAtPeriodEnd && subscription.cancelAtPeriodEnd && until)
    return { title: t.portalCancelled, description: t.portalCancelledDescription(until) };
  if (before.cancelAtPeriodEnd && !subscription.cancelAtPeriodEnd)
    return { title: t.resumed, description: t.resumedDescription };
  return null;
}
