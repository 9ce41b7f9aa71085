import type { BillingStatus } from '#shared/billing.ts';
import { formatPounds } from '#shared/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { useResumeSubscription } from '../api/resume-subscription.ts';
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
  const resume = useResumeSubscription();
  const resumeSubscription = () =>
    resume.mutate(undefined, {
      onSuccess: () => toast.success(t.resumed, { description: t.resumedDescription }),
      onError: (error) => {
        if (isSessionEnded(error)) return;
        toast.error(t.resumeFailed, error instanceof ApiError ? { description: error.message } : undefined);
      },
    });
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
      {/* Cancelled: Premium to the period's end, and the way back
          (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end). */}
      {subscription.cancelAtPeriodEnd && periodEnd && (
        <Notice tone="amber">
          <p className="font-semibold">{t.premiumUntil(periodEnd)}</p>
          <p>{t.cancelAtPeriodEnd(periodEnd)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={resumeSubscription}
            loading={resume.isPending}
            loadingText={t.resuming}
          >
            {t.resume}
          </Button>
        </Notice>
      )}
      {trialRunning && !subscription.cancelAtPeriodEnd && <p className="text-ink">{t.trialEnds(trialEnd)}</p>}
      {!subscription.cancelAtPeriodEnd && nextChargeDate && (
        <p className="text-ink">{t.nextCharge(nextChargeDate, formatPounds(subscription.amountPence))}</p>
      )}
    </div>
  );
}
