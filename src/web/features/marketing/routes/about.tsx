import { href, Link } from 'react-router';
import about from '#content/site/about.json';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { PageShell } from '../components/pages/page-shell.tsx';
import { ProseSections } from '../components/pages/prose-sections.tsx';
import { pageStrings as t } from '../marketing.strings.ts';

export const meta = () => pageMeta('/about');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function AboutPage() {
  return (
    <PageShell title={about.title} intro={about.intro}>
      <ProseSections sections={about.sections} />
      <p className="mt-12">
        <Link to={href('/signup')} className={buttonVariants({ size: 'lg' })}>
          {t.aboutCta}
        </Link>
      </p>
    </PageShell>
  );
}
