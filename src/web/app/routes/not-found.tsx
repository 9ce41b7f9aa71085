import { href, Link } from 'react-router';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { notFoundStrings } from '../strings.ts';

export const meta = () => pageMeta('/404');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function NotFoundPage() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <p className="font-serif text-6xl text-teal" aria-hidden="true">
        404
      </p>
      <h1 className="font-serif text-3xl text-ink">{notFoundStrings.heading}</h1>
      <p className="text-ink-soft">{notFoundStrings.body}</p>
      <Link
        to={href('/')}
        className="rounded-lg bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark"
      >
        {notFoundStrings.home}
      </Link>
    </main>
  );
}
