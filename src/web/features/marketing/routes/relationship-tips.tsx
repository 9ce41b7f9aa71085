import { href, Link } from 'react-router';
import tips from '#content/site/relationship-tips.json';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { PageShell } from '../components/pages/page-shell.tsx';
import { VerseQuote } from '../components/verse-quote.tsx';
import { pageStrings as t } from '../marketing.strings.ts';

export const meta = () => pageMeta('/relationship-tips');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function RelationshipTipsPage() {
  return (
    <PageShell title={tips.title} intro={tips.intro} width="wide">
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {tips.tips.map((tip, index) => (
          <li key={tip.title} className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-teal">{index + 1} of 6</p>
            <h2 className="font-serif text-2xl text-ink">{tip.title}</h2>
            <p className="text-ink-soft">{tip.body}</p>
            <VerseQuote verse={tip.verse} className="mt-auto pt-2" />
          </li>
        ))}
      </ol>
      <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-teal-soft p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg text-ink">{t.tipsCta}</p>
        <Link to={href('/signup')} className={buttonVariants()}>
          {t.tipsCtaButton}
        </Link>
      </div>
    </PageShell>
  );
}
