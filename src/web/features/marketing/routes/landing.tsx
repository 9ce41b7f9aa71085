import { useEffect } from 'react';
import { href, isRouteErrorResponse, Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { DeferredContent, deferredChunk } from '#web/lib/deferred-content.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import type { Route } from './+types/landing';
import { FeaturesSection } from '../components/landing/features-section.tsx';
import { Hero } from '../components/landing/hero.tsx';
import { SeriesSection } from '../components/landing/series-section.tsx';
import { useLandingUser } from '../components/landing/use-landing-user.ts';
import { LeadCapture } from '../components/lead-capture/lead-capture.tsx';
import { landingStrings as t } from '../landing.strings.ts';

export const meta = () => pageMeta('/');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

// Everything below the free series: read by those who scroll, and about half of the page's own code. It is
// in the pre-rendered HTML; its code loads when it comes near the viewport (lib/deferred-content.tsx).
const lowerSections = deferredChunk(() => import('../components/landing/lower-sections.tsx'));

/**
 * A signed-in visitor's lower sections differ from the pre-rendered ones (the member variants): load them
 * at once rather than near the viewport. A component of its own, so the session's answer re-renders only
 * it (an update reaching the waiting sections would make React drop their markup).
 */
function LoadLowerSectionsForMembers() {
  const user = useLandingUser();
  useEffect(() => {
    if (user) lowerSections.open();
  }, [user]);
  return null;
}

/** The sections in order (docs/product/specification.md#landing-page); the footer comes from the layout. */
export default function LandingPage() {
  return (
    <main id="main">
      <Hero />
      <FeaturesSection />
      <SeriesSection />
      <DeferredContent name="landing-lower" chunk={lowerSections}>
        {(lower) => (
          <>
            <lower.ProblemSection />
            <lower.InnerConflictSection />
            <lower.HowItWorks />
            <lower.DemoChat />
            <lower.ExperienceSection />
            <lower.InstallSection />
            <lower.PremiumCard />
            <lower.Testimonials />
            <lower.Faq />
            <lower.FinalCta />
          </>
        )}
      </DeferredContent>
      <LeadCapture />
      <LoadLowerSectionsForMembers />
    </main>
  );
}

/** The landing page's own error screen (docs/product/specification.md#route-table). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <h1 className="font-serif text-3xl text-ink">{t.errorTitle}</h1>
      <p className="text-ink-soft">{t.errorBody}</p>
      {detail && <p className="rounded-md bg-sand-deep px-3 py-2 font-mono text-sm text-ink">{detail}</p>}
      <div className="flex flex-wrap gap-3">
        <a href={href('/')} className={buttonVariants()}>
          {t.errorReload}
        </a>
        <Link to={href('/contact')} className={buttonVariants({ variant: 'secondary' })}>
          {t.errorContact}
        </Link>
      </div>
    </main>
  );
}
