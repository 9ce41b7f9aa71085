import { CircleCheck } from 'lucide-react';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { SeriesAccessForm } from '../components/series-access-form.tsx';
import { accessStrings as t } from '../leads.strings.ts';

export const meta = () => pageMeta('/365access');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function SeriesAccessPage() {
  return (
    <main id="main" className="px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2 md:items-start">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-widest text-teal uppercase">{t.eyebrow}</p>
          <h1 className="font-serif text-4xl leading-tight text-ink sm:text-5xl">{t.title}</h1>
          <p className="text-lg text-ink-soft">{t.subtitle}</p>
          <h2 className="mt-2 font-serif text-2xl text-ink">{t.promisesTitle}</h2>
          <ul className="flex flex-col gap-3">
            {t.promises.map((promise) => (
              <li key={promise} className="flex gap-3 text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <section aria-labelledby="access-form-title" className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="access-form-title" className="mb-4 font-serif text-2xl text-ink">
            {t.formTitle}
          </h2>
          <SeriesAccessForm />
          <p className="mt-4 text-sm text-ink-soft">{t.privacy}</p>
        </section>
      </div>
    </main>
  );
}
