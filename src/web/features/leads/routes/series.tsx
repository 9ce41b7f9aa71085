import { Clock, Film, Printer } from 'lucide-react';
import { Link } from 'react-router';
import series from '../../../../../content/series.json';
import { quotedVerse } from '../../../../shared/verse-text.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { pageMeta } from '../../../lib/page-meta.ts';
import { cn } from '../../../lib/cn.ts';
import { seriesStrings as t } from '../leads.strings.ts';

export const meta = () => pageMeta('/365series');

interface Video {
  url: string;
  title: string;
  minutes: number;
  summary: string;
}

/** The three videos come from content/series.json; one without a URL says plainly that it is coming. */
function VideoCard({ video }: { video: Video }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
      {video.url ? (
        <iframe
          src={video.url}
          title={video.title}
          width="560"
          height="315"
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          className="aspect-video h-auto w-full"
        />
      ) : (
        <div className="flex aspect-video flex-col items-center justify-center gap-3 bg-teal-soft p-6 text-center">
          <Film aria-hidden="true" className="size-10 text-teal" />
          <p className="text-ink">{t.preparing}</p>
        </div>
      )}
      <div className="flex flex-col gap-2 p-5">
        <h2 className="font-serif text-xl text-ink">{video.title}</h2>
        <p className="flex items-center gap-1 text-sm text-ink-soft">
          <Clock aria-hidden="true" className="size-4" />
          {t.minutes(video.minutes)}
        </p>
        <p className="text-ink-soft">{video.summary}</p>
      </div>
    </li>
  );
}

export default function SeriesPage() {
  const tools = [
    { to: '/resources/reset-card', label: t.resetCard },
    { to: '/resources/cheat-sheet', label: t.cheatSheet },
    { to: '/resources/prayer-guide', label: t.prayerGuide },
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <p className="text-sm font-semibold tracking-widest text-teal uppercase">{t.eyebrow}</p>
      <h1 className="mt-2 font-serif text-4xl text-ink sm:text-5xl">{t.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">{t.intro}</p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {series.videos.map((video) => (
          <VideoCard key={video.title} video={video} />
        ))}
      </ol>
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
            <Link to="/signup" className={cn(buttonVariants(), 'bg-white text-teal-dark hover:bg-teal-soft')}>
              {t.ctaButton}
            </Link>
          </section>
        </div>
      </div>
    </main>
  );
}
