import printables from '#content/site/printables.json';
import { quotedVerse } from '#shared/verse-text.ts';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { PrintablePage } from '../components/resources/printable-page.tsx';
import { printStrings as t } from '../marketing.strings.ts';

export const meta = () => pageMeta('/resources/prayer-guide');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function PrayerGuidePage() {
  const guide = printables.prayerGuide;
  return (
    <PrintablePage title={guide.title} subtitle={guide.subtitle}>
      <ol className="flex flex-col gap-4">
        {guide.days.map((day, index) => (
          <li key={day.theme} className="border-b border-sand-deep pb-3 last:border-b-0">
            <h2 className="font-semibold text-ink">
              {t.day(index + 1)}: {day.theme}
            </h2>
            <p className="text-ink">{day.prayer}</p>
            <p className="mt-1 font-serif text-sm text-ink-soft italic">
              {quotedVerse(day.verse.text)} ({day.verse.ref}, WEB)
            </p>
          </li>
        ))}
      </ol>
    </PrintablePage>
  );
}
