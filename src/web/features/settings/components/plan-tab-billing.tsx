import type { BillingStatus } from '../../../../shared/billing.ts';
import { formatPounds } from '../../../../shared/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { planStrings as t } from '../plan.strings.ts';
import { formatPlanDate } from './plan-tab-dates.ts';

/** What a payer expects to know: trial end, next charge, a pending cancellation, a failed payment. */
export function PlanBillingDetails({
  subscription,
  onFixPayment,
  fixing,
}: {
  subscription: NonNullable<BillingStatus['subscription']>;
  onFixPayment: () => void;
  fixing: boolean;
}) {
  const trialEnd = formatPlanDate(subscription.trialEnd);
  const periodEnd = formatPlanDate(subscription.currentPeriodEnd);
  // The provider's status says whether the trial is running (no clock read during render).
  const trialRunning = subscription.status === 'trialing' && trialEnd !== null;
  // While trialling, the first charge is at the trial's end.
  const nextChargeDate = trialRunning ? trialEnd : periodEnd;
  return (
    <div className="flex flex-col gap-3">
      {subscription.pastDue && (
        <Notice tone="red">
          <p>{t.pastDue}</p>
          <Button variant="danger" size="sm" className="self-start" onClick={onFixPayment} loading={fixing}>
            {t.fixPayment}
          </Button>
        </Notice>
      )}
      {subscription.cancelAtPeriodEnd && periodEnd && (
        <Notice tone="amber">
          <p>{t.cancelAtPeriodEnd(periodEnd)}</p>
        </Notice>
      )}
      {trialRunning && <p className="text-ink">{t.trialEnds(trialEnd)}</p>}
      {!subscription.cancelAtPeriodEnd && nextChargeDate && (
        <p className="text-ink">{t.nextCharge(nextChargeDate, formatPounds(subscription.amountPence))}</p>
      )}
    </div>
  );
}
