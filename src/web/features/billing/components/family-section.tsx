import { toast } from 'sonner';
import type { FamilyInviteView } from '#shared/family.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useApproveInvite, useRemoveMember, useRevokeInvite } from '../api/family-actions.ts';
import { useFamilyView } from '../api/get-family.ts';
import { familyStrings as t } from '../plan.strings.ts';
import { formatPlanDate } from './plan-tab-dates.ts';
import { FamilyInviteForm } from './family-invite-form.tsx';
import { SettingsSection } from '#web/components/settings-section.tsx';

const onFailure = () => toast.error(t.actionFailed);

/**
 * Runs a family action and toasts its outcome. Through the promise, not `mutate`'s callbacks: those are
 * dropped when the row (or the whole card) unmounts, which is what a successful action does once the
 * family view is read again.
 */
function act(run: () => Promise<unknown>, success: string) {
  run().then(() => toast.success(success), onFailure);
}

function InviteRow({ invite }: { invite: FamilyInviteView }) {
  const revoke = useRevokeInvite();
  const approve = useApproveInvite();
  const requester = invite.requestedBy;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sand-deep px-4 py-3">
      {invite.status === 'awaiting_approval' && requester ? (
        <div>
          <p className="font-semibold text-ink">{t.awaiting}</p>
          <p className="text-sm text-ink-soft">
            {t.awaitingBody(`${requester.firstName} ${requester.lastName}`.trim(), requester.email)}
          </p>
        </div>
      ) : (
        <div>
          <p className="font-semibold text-ink">{t.pending}</p>
          <p className="text-sm text-ink-soft">
            {invite.email} · {t.expires(formatPlanDate(invite.expiresAt) ?? '')}
          </p>
        </div>
      )}
      <div className="flex gap-2">
        {invite.status === 'awaiting_approval' && (
          <Button
            size="sm"
            loading={approve.isPending}
            onClick={() => act(() => approve.mutateAsync(invite.id), t.approved)}
          >
            {t.approve}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          loading={revoke.isPending}
          aria-label={`${t.revoke} ${invite.email}`}
          onClick={() => act(() => revoke.mutateAsync(invite.id), t.revoked)}
        >
          {t.revoke}
        </Button>
      </div>
    </li>
  );
}

/**
 * The payer's family plan: one partner, invited by e-mail (docs/product/rulings.md#family). `lapsed`: the
 * payer's Premium has ended with a partner or an invitation still attached, which they can remove here.
 */
export function FamilySection({ lapsed = false }: { lapsed?: boolean }) {
  const family = useFamilyView();
  const remove = useRemoveMember();
  const view = family.data;
  const invites =
    view?.invites.filter((i) => i.status === 'pending' || i.status === 'awaiting_approval') ?? [];
  return (
    <SettingsSection title={t.heading} intro={lapsed ? t.lapsedIntro : t.intro}>
      {view && view.members.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">{t.members}</h3>
          <ul className="flex flex-col gap-2">
            {view.members.map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sand-deep px-4 py-3"
              >
                <p className="text-ink">
                  {member.firstName} {member.lastName} <span className="text-ink-soft">({member.email})</span>
                </p>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={remove.isPending}
                  onClick={() => act(() => remove.mutateAsync(member.id), t.removed)}
                >
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {invites.length > 0 && (
        <ul className="flex flex-col gap-2">
          {invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} />
          ))}
        </ul>
      )}
      {view?.canInvite && <FamilyInviteForm />}
    </SettingsSection>
  );
}
