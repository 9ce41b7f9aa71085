import legal from '#content/site/legal.json';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { pageStrings } from '../marketing.strings.ts';
import { LegalPage } from '../components/pages/legal-page.tsx';

export const meta = () => pageMeta('/terms-of-service');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

// The fair-use pause's numbers live in plans.ts, not in the JSON: the section on plans gets the sentence.
const terms = {
  ...legal.terms,
  sections: legal.terms.sections.map((section) =>
    'id' in section && section.id === 'plans'
      ? { ...section, paragraphs: [...section.paragraphs, pageStrings.termsFairUse] }
      : section,
  ),
};

export default function TermsOfServicePage() {
  return <LegalPage document={terms} />;
}
