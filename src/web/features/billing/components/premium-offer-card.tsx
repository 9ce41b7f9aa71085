import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CheckoutSource } from '#shared/plans.ts';
import { Card } from '#web/components/ui/card.tsx';
import { useTrialOffered } from '../api/trial-offer.ts';
import { billingStrings as t } from '../billing.strings.ts';
import { CheckoutButton } from './checkout-button.tsx';

/** The premium offer: price of the page it sits on, benefits, trial, and the checkout button. */
export function PremiumOfferCard({ source, extras }: { source: CheckoutSource; extras?: ReactNode }) {
  const price = source === 'pricing' ? t.pricingPrice : t.upgradePrice;
  // The trial once per customer (docs/product/rulings.md#the-trial-once): never promised to someone who had it.
  const trialOffered = useTrialOffered();
  return (
    <Card asSection aria-labelledby="offer-heading" className="flex flex-col gap-6 border-teal/40">
      <div className="flex flex-col gap-2 text-center">
        <h2 id="offer-heading" className="font-serif text-3xl text-ink">
          {t.premiumName}
        </h2>
        <p className="text-ink">
          <span className="font-serif text-5xl font-bold">{price}</span>
          <span className="text-lg text-ink-soft">{t.perMonth}</span>
        </p>
        {source === 'pricing' && (
          <div className="flex flex-wrap items-center justify-center gap-3">
            <p className="text-ink-soft line-through">{t.was}</p>
            <p className="rounded-full bg-amber-note px-3 py-1 text-sm font-semibold text-ink">{t.save}</p>
          </div>
        )}
        <p className="text-sm font-medium text-teal">
          {trialOffered ? `${t.trial} · ${t.cancelAnytime}` : t.cancelAnytime}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {t.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
            {benefit}
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-soft">{t.fairUse}</p>
      {extras}
      <CheckoutButton source={source} />
    </Card>
  );
}
