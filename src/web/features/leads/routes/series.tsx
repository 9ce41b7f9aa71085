import { Printer } from 'lucide-react';
import { href, Link } from 'react-router';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { SeriesLessons, SeriesVideos } from '../components/series-videos.tsx';
import { series } from '../lib/series.ts';
import { seriesReady } from '#web/lib/series-content.ts';
import { quotedVerse } from '#shared/verse-text.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import { cn } from '#web/lib/cn.ts';
import { seriesStrings as t } from '../leads.strings.ts';

export const meta = () => pageMeta('/365series');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function SeriesPage() {
  const tools = [
    { to: href('/resources/reset-card'), label: t.resetCard },
    { to: href('/resources/cheat-sheet'), label: t.cheatSheet },
    { to: href('/resources/prayer-guide'), label: t.prayerGuide },
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <p className="text-sm font-semibold tracking-widest text-teal uppercase">{t.eyebrow}</p>
      <h1 className="mt-2 font-serif text-4xl text-ink sm:text-5xl">{t.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">{seriesReady ? t.intro : t.introLessons}</p>
      <SeriesVideos videos={series.videos} />
      <SeriesLessons videos={series.videos} />
      <div className="mt-14 grid gap-10 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="scriptures-title">
          <h2 id="scriptures-title" className="font-serif text-3xl text-ink">
            {t.scripturesTitle}
          </h2>
          <p className="mt-2 text-ink-soft">{t.scripturesIntro}</p>
          <ul className="mt-6 flex flex-col gap-5">
            {series.scriptures.map((verse) => (
              <li key={verse.ref} className="border-l-4 border-gold/60 pl-4">
                <p className="font-serif text-lg text-ink italic">{quotedVerse(verse.text)}</p>
                <p className="text-sm text-ink-soft">{verse.ref} (WEB)</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="tools-title" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="tools-title" className="font-serif text-2xl text-ink">
              {t.toolsTitle}
            </h2>
            <ul className="mt-3 flex flex-col gap-1">
              {tools.map((tool) => (
                <li key={tool.to}>
                  <Link
                    to={tool.to}
                    className="inline-flex min-h-11 items-center gap-2 text-teal underline underline-offset-4"
                  >
                    <Printer aria-hidden="true" className="size-4" />
                    {tool.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="series-cta-title" className="rounded-2xl bg-teal p-6 text-white">
            <h2 id="series-cta-title" className="font-serif text-2xl">
              {t.ctaTitle}
            </h2>
            <p className="mt-2 mb-4 text-teal-soft">{t.ctaBody}</p>
            <Link
              to={href('/signup')}
              className={cn(buttonVariants(), 'bg-white text-teal-dark hover:bg-teal-soft')}
            >
              {t.ctaButton}
            </Link>
          </section>
        </div>
      </div>
    </main>
  );
}
