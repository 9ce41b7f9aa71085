import guide from '#content/site/scripture-guide.json';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { PageShell } from '../components/pages/page-shell.tsx';
import { VerseQuote } from '../components/verse-quote.tsx';

export const meta = () => pageMeta('/scripture-guide');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function ScriptureGuidePage() {
  return (
    <PageShell title={guide.title} intro={guide.intro} width="wide">
      <div className="grid gap-8 md:grid-cols-2">
        {guide.categories.map((category) => (
          <section
            key={category.title}
            aria-label={category.title}
            className="rounded-2xl bg-white p-6 shadow-sm"
          >
            <h2 className="mb-4 font-serif text-2xl text-ink">{category.title}</h2>
            <ul className="flex flex-col gap-5">
              {category.verses.map((verse) => (
                <li key={verse.ref}>
                  <VerseQuote verse={verse} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
