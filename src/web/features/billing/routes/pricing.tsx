import { pageMeta } from '#web/lib/page-meta.ts';
import { billingStrings as t } from '../billing.strings.ts';
import { CountdownBanner } from '../components/countdown-banner.tsx';
import { PremiumOfferCard } from '../components/premium-offer-card.tsx';

export const meta = () => pageMeta('/pricing');

// Pre-rendered signed out; the button settles to the user's state after load without moving the page.
export default function PricingPage() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <CountdownBanner />
      <div className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-12">
        <div className="flex flex-col gap-3 text-center">
          <h1 className="font-serif text-4xl text-ink">{t.pricing.heading}</h1>
          <p className="text-ink-soft">{t.pricing.intro}</p>
        </div>
        <PremiumOfferCard source="pricing" />
      </div>
    </main>
  );
}
