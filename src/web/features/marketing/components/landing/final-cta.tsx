import { lazy, memo, Suspense } from 'react';
import { href, Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { firstInteraction } from '#web/lib/first-interaction.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { useLandingUser } from './use-landing-user.ts';

// The newsletter form carries the validation, API and toast code, so it loads on the visitor's first
// interaction (the form is at the foot of the page) rather than with it. Meanwhile React leaves the
// pre-rendered form in place: a part still loading while the page hydrates keeps its HTML.
const NewsletterForm = lazy(() =>
  firstInteraction().then(() => import('../lead-capture/newsletter-form.tsx')),
);

// Memoised: FinalCta re-renders when the session answers, and an update reaching the form before it
// has hydrated would swap its HTML for the fallback.
const NewsletterSlot = memo(function NewsletterSlot() {
  return (
    <Suspense fallback={<div className="min-h-64" />}>
      <NewsletterForm />
    </Suspense>
  );
});

export function FinalCta() {
  const user = useLandingUser();
  return (
    <section aria-labelledby="final-cta-title" className="bg-teal px-4 py-16 text-white sm:py-20">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <h2 id="final-cta-title" className="font-serif text-3xl sm:text-4xl">
          {t.finalTitle}
        </h2>
        <p className="text-lg text-teal-soft">{t.finalBody}</p>
        <Link
          to={user ? href('/chat') : href('/signup')}
          className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'min-w-60' })}
        >
          {user ? t.finalMemberCta : t.finalVisitorCta}
        </Link>
      </div>
      <div className="mx-auto mt-12 max-w-2xl rounded-2xl bg-white p-6 text-ink sm:p-8">
        <h3 className="font-serif text-2xl">{t.newsletterTitle}</h3>
        <p className="mt-1 mb-4 text-ink-soft">{t.newsletterBody}</p>
        <NewsletterSlot />
      </div>
    </section>
  );
}
