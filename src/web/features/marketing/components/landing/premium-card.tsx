import { Check } from 'lucide-react';
import { href, Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { Section } from './section.tsx';
import { useLandingUser } from './use-landing-user.ts';

/**
 * The Premium offer at the /pricing price (docs/product/rulings.md#prices-by-page). A visitor goes to
 * /signup, a signed-in user to /upgrade, and a premium user sees a disabled "Current Plan" in the same box.
 */
export function PremiumCard() {
  const user = useLandingUser();
  const button = buttonVariants({ size: 'lg', className: 'w-full' });
  return (
    <Section id="pricing" eyebrow={t.premiumEyebrow} title={t.premiumTitle}>
      <article
        aria-labelledby="premium-plan"
        className="mx-auto flex max-w-md flex-col gap-6 rounded-3xl border-2 border-teal bg-white p-8 shadow-lg"
      >
        <div>
          <h3 id="premium-plan" className="font-serif text-2xl text-ink">
            {t.premiumPlan}
          </h3>
          <p className="mt-2 flex items-baseline gap-1">
            <span className="font-serif text-5xl text-teal-dark">{t.premiumPrice}</span>
            <span className="text-ink-soft">{t.premiumPer}</span>
          </p>
          <p className="mt-2 font-medium text-ink">{t.premiumTrial}</p>
          <p className="text-ink-soft">{t.premiumCancel}</p>
        </div>
        <ul className="flex flex-col gap-2">
          {t.premiumFeatures.map((feature) => (
            <li key={feature} className="flex gap-2 text-ink">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="rounded-lg bg-amber-note px-3 py-2 text-sm text-ink">{t.premiumSoon}</p>
        {user?.role === 'premium' ? (
          <button type="button" disabled className={button}>
            {t.premiumCurrent}
          </button>
        ) : (
          <Link to={user ? href('/upgrade') : href('/signup')} className={button}>
            {user ? t.premiumMemberCta : t.premiumVisitorCta}
          </Link>
        )}
      </article>
    </Section>
  );
}
