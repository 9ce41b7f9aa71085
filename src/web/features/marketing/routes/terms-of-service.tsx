import legal from '#content/site/legal.json';
import { pageMeta } from '#web/lib/page-meta.ts';
import { LegalPage } from '../components/pages/legal-page.tsx';

export const meta = () => pageMeta('/terms-of-service');

export default function TermsOfServicePage() {
  return <LegalPage document={legal.terms} />;
}
