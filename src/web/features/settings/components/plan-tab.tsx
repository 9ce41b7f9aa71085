import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { isPaidRole, planFor } from '../../../../shared/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { useBillingStatus } from '../api/billing-status.ts';
import { useLeaveFamily } from '../api/family-actions.ts';
import { useFamilyView } from '../api/family-view.ts';
import { planStrings as t } from '../plan.strings.ts';
import { FamilySection } from './family-section.tsx';
import { SettingsSection } from './settings-section.tsx';
import { usePlanActions } from './plan-tab-actions.ts';
import { PlanBillingDetails } from './plan-tab-billing.tsx';
import { PlanSummary } from './plan-tab-summary.tsx';

/** Settings -> Plan (spec section 2 "/settings" Plan; decisions.md "Family"). */
export function PlanTab() {
  const { user } = useSession();
  const role = user?.role ?? 'free';
  const status = useBillingStatus();
  const billing = status.data;
  const member = billing?.sharedByOwner === true && !billing.payer;
  const family = useFamilyView(member);
  const actions = usePlanActions(role);
  const leave = useLeaveFamily();
  const [confirmLeave, setConfirmLeave] = useState(false);
  if (!user) return null;

  const plan = planFor(role);
  const owner = family.data?.owner;
  const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : null;
  const subscription = billing?.payer ? billing.subscription : null;

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
              <Link to="/pricing">{t.upgrade}</Link>
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
      {role === 'premium' && billing?.payer && <FamilySection />}
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
