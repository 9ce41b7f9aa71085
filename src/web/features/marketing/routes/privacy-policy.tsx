import legal from '#content/site/legal.json';
import { pageMeta } from '#web/lib/page-meta.ts';
import { DataController } from '../components/pages/data-controller.tsx';
import { LegalPage } from '../components/pages/legal-page.tsx';

export const meta = () => pageMeta('/privacy-policy');

export default function PrivacyPolicyPage() {
  return (
    <LegalPage document={legal.privacy}>
      <DataController />
    </LegalPage>
  );
}
