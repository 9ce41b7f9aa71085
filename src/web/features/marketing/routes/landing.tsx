import { href, isRouteErrorResponse, Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import type { Route } from './+types/landing';
import { DemoChat } from '../components/landing/demo-chat.tsx';
import { ExperienceSection } from '../components/landing/experience-section.tsx';
import { Faq } from '../components/landing/faq.tsx';
import { FeaturesSection } from '../components/landing/features-section.tsx';
import { FinalCta } from '../components/landing/final-cta.tsx';
import { Hero } from '../components/landing/hero.tsx';
import { HowItWorks } from '../components/landing/how-it-works.tsx';
import { InstallSection } from '../components/landing/install-section.tsx';
import { PremiumCard } from '../components/landing/premium-card.tsx';
import { SeriesSection } from '../components/landing/series-section.tsx';
import { InnerConflictSection, ProblemSection } from '../components/landing/story-sections.tsx';
import { Testimonials } from '../components/landing/testimonials.tsx';
import { LeadCapture } from '../components/lead-capture/lead-capture.tsx';
import { landingStrings as t } from '../marketing.strings.ts';

export const meta = () => pageMeta('/');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

/** The sections in order (docs/product/specification.md#landing-page); the footer comes from the layout. */
export default function LandingPage() {
  return (
    <main id="main">
      <Hero />
      <FeaturesSection />
      <SeriesSection />
      <ProblemSection />
      <InnerConflictSection />
      <HowItWorks />
      <DemoChat />
      <ExperienceSection />
      <InstallSection />
      <PremiumCard />
      <Testimonials />
      <Faq />
      <FinalCta />
      <LeadCapture />
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
