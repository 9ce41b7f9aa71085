import legal from '#content/site/legal.json';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { LegalPage } from '../components/pages/legal-page.tsx';

export const meta = () => pageMeta('/terms-of-service');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function TermsOfServicePage() {
  return <LegalPage document={legal.terms} />;
}
