import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { href, Link } from 'react-router';
import { toast } from 'sonner';
import { isPaidRole, planFor } from '#shared/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { useBillingStatus } from '../api/billing-status.ts';
import { useLeaveFamily } from '../api/family-actions.ts';
import { useFamilyView } from '../api/get-family.ts';
import { planStrings as t } from '../plan.strings.ts';
import { FamilySection } from './family-section.tsx';
import { FamilyWaitingNotice } from './family-waiting-notice.tsx';
import { SettingsSection } from '#web/components/settings-section.tsx';
import { usePlanActions } from './plan-tab-actions.ts';
import { PlanBillingDetails } from './plan-tab-billing.tsx';
import { PlanSummary } from './plan-tab-summary.tsx';

/** Settings -> Plan (docs/product/specification.md#settings, docs/product/rulings.md#family). */
export function PlanTab() {
  const { user } = useSession();
  const role = user?.role ?? 'free';
  const status = useBillingStatus();
  const billing = status.data;
  const member = billing?.sharedByOwner === true && !billing.payer;
  // Read for everyone: a member's owner, a free user's invitation waiting for approval, and a partner
  // still attached after the payer's Premium ended all show here.
  const family = useFamilyView();
  const actions = usePlanActions(role);
  const leave = useLeaveFamily();
  const [confirmLeave, setConfirmLeave] = useState(false);
  if (!user) return null;

  const plan = planFor(role);
  const owner = family.data?.owner;
  const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : null;
  const subscription = billing?.payer ? billing.subscription : null;
  // Its text says the plan is Free meanwhile: someone who has since paid for their own plan is not told so.
  const waitingFor = member || isPaidRole(role) ? null : (family.data?.waitingFor ?? null);
  const payer = role === 'premium' && billing?.payer === true;
  // Someone whose Premium ended keeps their partner attached, and the server asks them to remove the
  // partner before joining another family: the family card stays where they can do it.
  const attached =
    !member &&
    ((family.data?.members.length ?? 0) > 0 ||
      (family.data?.invites.some((i) => i.status === 'pending' || i.status === 'awaiting_approval') ??
        false));

  const leaveFamily = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirmLeave(false);
        toast.success(t.left);
      },
      onError: () => toast.error(t.leaveFailed),
    });

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t.heading} intro={t.intro}>
        <PlanSummary plan={plan} status={billing} />
        {waitingFor && <FamilyWaitingNotice inviter={waitingFor.firstName} />}
        {subscription && (
          <PlanBillingDetails
            subscription={subscription}
            onFixPayment={actions.manage}
            fixing={actions.opening}
          />
        )}
        {member && (
          <p className="rounded-lg bg-teal-soft px-4 py-3 text-ink">
            {ownerName ? t.sharedByOwner(ownerName) : t.sharedByOwnerFallback}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {role === 'free' && (
            <Button asChild>
              <Link to={href('/pricing')}>{t.upgrade}</Link>
            </Button>
          )}
          {/* Only the payer manages billing; wait for the status so a member never sees it flash. */}
          {isPaidRole(role) && billing && !member && (
            <Button onClick={actions.manage} loading={actions.opening} loadingText={t.opening}>
              {t.manage}
            </Button>
          )}
          {member && (
            <Button variant="secondary" onClick={() => setConfirmLeave(true)}>
              {t.leave}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={actions.refreshStatus}
            loading={actions.refreshing}
            loadingText={t.refreshing}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t.refresh}
          </Button>
        </div>
      </SettingsSection>
      {role === 'premium' && billing && !member && (
        <SettingsSection title={t.billingHeading}>
          <p className="text-ink">{billing.provider === 'test' ? t.billingTest : t.billingStripe}</p>
        </SettingsSection>
      )}
      {/* Once the status is known, so a payer never sees the lapsed text flash. */}
      {billing && (payer || attached) && <FamilySection lapsed={!payer} />}
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={t.leaveConfirmTitle}
        description={t.leaveConfirmBody}
        confirmLabel={t.leave}
        cancelLabel={t.cancel}
        onConfirm={leaveFamily}
        busy={leave.isPending}
      />
    </div>
  );
}
