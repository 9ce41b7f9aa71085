import { CircleAlert, CircleCheck, Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { appMeta } from '../../../lib/page-meta.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { useFamily } from '../api/get-family.ts';
import { billingStrings as t } from '../billing.strings.ts';

export const meta = () => appMeta(t.invite.metaTitle);

/** A signed-in person accepts an invitation at /invite/{code} (decisions.md "Family"). */
export default function InvitePage() {
  const { code = '' } = useParams();
  const accept = useAcceptInvite();
  const started = useRef(false);
  const joined = accept.data?.status === 'joined';
  // The owner's name, for "You now share {owner}'s Premium plan".
  const family = useFamily(joined);

  // Accept once on arrival; the ref keeps a development double-mount from sending it twice.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    accept.mutate(code);
  }, [accept, code]);

  const owner = family.data?.owner;
  const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : null;
  const status = accept.isError ? 'invalid' : (accept.data?.status ?? 'pending');

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
        {(status === 'invalid' || status === 'none') && (
          <>
            <CircleAlert aria-hidden="true" className="size-12 text-rose" />
            <h1 className="font-serif text-3xl text-ink">{t.invite.invalidHeading}</h1>
            <p className="text-ink-soft">{t.invite.invalid}</p>
          </>
        )}
        {status !== 'pending' && (
          <Button asChild>
            <Link to="/dashboard" replace>
              {t.invite.continue}
            </Link>
          </Button>
        )}
      </Card>
    </main>
  );
}
