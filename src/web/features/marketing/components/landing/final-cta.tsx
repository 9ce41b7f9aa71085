import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { landingStrings as t } from '../../marketing.strings.ts';
import { useLandingUser } from './use-landing-user.ts';

// The newsletter form carries the validation and API code; loading it separately keeps the landing
// page's first JavaScript small. The pre-rendered HTML already contains the form.
const NewsletterForm = lazy(() => import('../lead-capture/newsletter-form.tsx'));

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
          to={user ? '/chat' : '/signup'}
          className={cn(
            buttonVariants({ size: 'lg' }),
            'min-w-60 bg-white text-teal-dark hover:bg-teal-soft',
          )}
        >
          {user ? t.finalMemberCta : t.finalVisitorCta}
        </Link>
      </div>
      <div className="mx-auto mt-12 max-w-2xl rounded-2xl bg-white p-6 text-ink sm:p-8">
        <h3 className="font-serif text-2xl">{t.newsletterTitle}</h3>
        <p className="mt-1 mb-4 text-ink-soft">{t.newsletterBody}</p>
        <Suspense fallback={<div className="min-h-64" />}>
          <NewsletterForm />
        </Suspense>
      </div>
    </section>
  );
}
