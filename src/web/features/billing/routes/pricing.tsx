import { href, Link } from 'react-router';
import { isPaidRole } from '#shared/plans.ts';
import { pageMeta } from '#web/lib/page-meta.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { billingStrings as t } from '../billing.strings.ts';
import { CountdownBanner } from '../components/countdown-banner.tsx';
import { PremiumOfferCard } from '../components/premium-offer-card.tsx';

export const meta = () => pageMeta('/pricing');

// Pre-rendered signed out; the button settles to the user's state after load without moving the page.
export default function PricingPage() {
  const { user } = useSession();
  // A new account lands here (docs/product/specification.md#sign-up-sequence); one who does not want to
  // pay yet goes on to the free chat from here. A visitor has no free plan to go on with yet.
  const freePath = user !== null && !isPaidRole(user.role);
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <CountdownBanner />
      <div className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-12">
        <div className="flex flex-col gap-3 text-center">
          <h1 className="font-serif text-4xl text-ink">{t.pricing.heading}</h1>
          <p className="text-ink-soft">{t.pricing.intro}</p>
        </div>
        <PremiumOfferCard source="pricing" />
        {freePath && (
          // Below the offer, so appearing after the session loads moves nothing above it.
          <Link
            to={href('/chat')}
            className="mx-auto inline-flex min-h-11 items-center rounded-md px-3 font-medium text-teal-dark underline underline-offset-4 hover:text-ink"
          >
            {t.pricing.freePath}
          </Link>
        )}
      </div>
    </main>
  );
}
