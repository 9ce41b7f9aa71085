import { Gift } from 'lucide-react';
import { appMeta } from '#web/lib/page-meta.ts';
import { billingStrings as t } from '../billing.strings.ts';
import { PremiumOfferCard } from '../components/premium-offer-card.tsx';

export const meta = () => appMeta(t.upgrade.heading);

function Bonuses() {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-teal-soft p-4">
      <h3 className="font-serif text-xl text-ink">{t.upgrade.bonusesHeading}</h3>
      <ul className="flex flex-col gap-2">
        {t.upgrade.bonuses.map((bonus) => (
          <li key={bonus} className="flex gap-3 text-ink">
            <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
            {bonus}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function UpgradePage() {
  return (
    <>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-12 outline-none">
        <div className="flex flex-col gap-3 text-center">
          <h1 className="font-serif text-4xl text-ink">{t.upgrade.heading}</h1>
          <p className="text-ink-soft">{t.upgrade.intro}</p>
        </div>
        <PremiumOfferCard source="upgrade" extras={<Bonuses />} />
      </main>
    </>
  );
}
