import { CircleAlert, CircleCheck, Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { href, Link, useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { appMeta } from '#web/lib/page-meta.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { useFamilyView } from '../api/get-family.ts';
import { billingStrings as t } from '../billing.strings.ts';

export const meta = () => appMeta(t.invite.metaTitle);

/** Refusals whose message the person needs (family.service.ts); any other failure is about the code. */
const REFUSALS = new Set([
  'partner_attached',
  'owns_family',
  'in_another_family',
  'family_full',
  'own_invite',
]);
/** Refusals fixed in Settings -> Plan (removing a partner, revoking an invitation, leaving a family). */
const SETTINGS_FIXES = new Set(['partner_attached', 'owns_family', 'in_another_family']);

/** A signed-in person accepts an invitation at /invite/{code} (docs/product/rulings.md#family). */
export default function InvitePage() {
  const { code = '' } = useParams();
  const accept = useAcceptInvite();
  const started = useRef(false);
  const joined = accept.data?.status === 'joined';
  // The owner's name, for "You now share {owner}'s Premium plan".
  const family = useFamilyView(joined);

  // Accept once on arrival; the ref keeps a development double-mount from sending it twice.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    accept.mutate(code);
  }, [accept, code]);

  const owner = family.data?.owner;
  const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : null;
  // A refusal about the person, not the code (a partner still attached to their own plan, a full
  // family...): the server's words say what is really wrong, and where to fix it.
  const refusal = accept.error instanceof ApiError && REFUSALS.has(accept.error.code) ? accept.error : null;
  const status = refusal ? 'refused' : accept.isError ? 'invalid' : (accept.data?.status ?? 'pending');

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex max-w-xl flex-col px-4 py-16 outline-none">
      <Card className="flex flex-col items-center gap-5 text-center">
        {status === 'pending' && (
          <>
            <Spinner label={t.invite.accepting} />
            <h1 className="font-serif text-3xl text-ink">{t.invite.accepting}</h1>
          </>
        )}
        {status === 'joined' && (
          <>
            <CircleCheck aria-hidden="true" className="size-12 text-teal" />
            <h1 className="font-serif text-3xl text-ink">{t.invite.joinedHeading}</h1>
            <p className="text-ink-soft">
              {ownerName ? t.invite.joined(ownerName) : t.invite.joinedFallback}
            </p>
          </>
        )}
        {status === 'awaiting_approval' && (
          <>
            <Hourglass aria-hidden="true" className="size-12 text-teal" />
            <h1 className="font-serif text-3xl text-ink">{t.invite.awaitingHeading}</h1>
            <p className="text-ink-soft">{t.invite.awaiting}</p>
          </>
        )}
        {status === 'refused' && (
          <>
            <CircleAlert aria-hidden="true" className="size-12 text-rose" />
            <h1 className="font-serif text-3xl text-ink">{t.invite.refusedHeading}</h1>
            <p className="text-ink-soft">{refusal?.message}</p>
            {refusal && SETTINGS_FIXES.has(refusal.code) && (
              <Button asChild variant="secondary">
                <Link to={`${href('/settings')}?tab=plan`}>{t.invite.openPlanSettings}</Link>
              </Button>
            )}
          </>
        )}
        {(status === 'invalid' || status === 'none') && (
          <>
            <CircleAlert aria-hidden="true" className="size-12 text-rose" />
            <h1 className="font-serif text-3xl text-ink">{t.invite.invalidHeading}</h1>
            <p className="text-ink-soft">{t.invite.invalid}</p>
          </>
        )}
        {status !== 'pending' && (
          <Button asChild>
            <Link to={href('/dashboard')} replace>
              {t.invite.continue}
            </Link>
          </Button>
        )}
      </Card>
    </main>
  );
}
