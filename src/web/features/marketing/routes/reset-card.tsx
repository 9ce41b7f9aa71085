import printables from '#content/site/printables.json';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { PrintablePage } from '../components/resources/printable-page.tsx';
import { VerseQuote } from '../components/verse-quote.tsx';

export const meta = () => pageMeta('/resources/reset-card');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function ResetCardPage() {
  const card = printables.resetCard;
  return (
    <PrintablePage title={card.title} subtitle={card.subtitle}>
      <ol className="flex flex-col gap-4">
        {card.steps.map((step, index) => (
          <li key={index} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal font-serif text-2xl text-white"
            >
              {step.letter}
            </span>
            <div>
              <h2 className="font-semibold text-ink">{step.word}</h2>
              <p className="text-ink-soft">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <VerseQuote verse={card.verse} className="mt-8" />
    </PrintablePage>
  );
}
