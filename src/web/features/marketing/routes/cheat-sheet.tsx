import cheatSheet from '#content/coach/cheat-sheet.json';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { PrintablePage } from '../components/resources/printable-page.tsx';
import { printStrings as t } from '../marketing.strings.ts';

export const meta = () => pageMeta('/resources/cheat-sheet');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

// The coach's content says when to use a phrase as a clause ("when your heart is racing"); on the sheet
// it stands alone.
const sentence = (clause: string) => clause.charAt(0).toUpperCase() + clause.slice(1);

/** The same ten phrases the coach offers (content/coach/cheat-sheet.json). */
export default function CheatSheetPage() {
  return (
    <PrintablePage title={cheatSheet.title} subtitle={t.cheatSheetIntro}>
      <ol className="grid gap-3 sm:grid-cols-2">
        {cheatSheet.phrases.map((phrase, index) => (
          <li key={phrase.text} className="rounded-xl border border-sand-deep p-4">
            <p className="font-serif text-lg text-ink">
              <span className="mr-2 font-sans text-sm font-semibold text-teal">{index + 1}.</span>“
              {phrase.text}”
            </p>
            <p className="mt-1 text-sm text-ink-soft">{sentence(phrase.when)}</p>
          </li>
        ))}
      </ol>
    </PrintablePage>
  );
}
