import { BookOpen, Heart, LifeBuoy, Printer, Video } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { PageShell } from '../components/pages/page-shell.tsx';
import { pageStrings as t } from '../marketing.strings.ts';

export const meta = () => pageMeta('/christian-resources');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

const icons = [BookOpen, Heart, Video];

/** The resources lead where they say (docs/product/rulings.md#christian-resources-lead-somewhere). */
export default function ChristianResourcesPage() {
  return (
    <PageShell title={t.resourcesTitle} intro={t.resourcesIntro} width="wide">
      <ul className="grid gap-6 md:grid-cols-3">
        {t.resources.map((resource, index) => {
          const Icon = icons[index] ?? BookOpen;
          return (
            <li key={resource.to} className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-teal" />
              <h2 className="font-serif text-2xl text-ink">{resource.title}</h2>
              <p className="flex-1 text-ink-soft">{resource.body}</p>
              <Link to={resource.to} className={buttonVariants()}>
                {resource.button}
              </Link>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="printables-title" className="mt-12">
        <h2 id="printables-title" className="font-serif text-2xl text-ink">
          {t.printablesTitle}
        </h2>
        <ul className="mt-4 flex flex-col gap-1">
          {t.printables.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="inline-flex min-h-11 items-center gap-2 text-teal underline underline-offset-4"
              >
                <Printer aria-hidden="true" className="size-4" />
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="help-title" className="mt-12 rounded-2xl border border-rose/30 bg-white p-6">
        <h2 id="help-title" className="flex items-center gap-2 font-serif text-2xl text-ink">
          <LifeBuoy aria-hidden="true" className="size-6 text-rose" />
          {t.helpTitle}
        </h2>
        <p className="mt-2 text-ink-soft">{t.helpBody}</p>
      </section>
    </PageShell>
  );
}
