import { Download } from 'lucide-react';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { LEADS_EXPORT_URL } from '../api/admin-queries.ts';
import { adminStrings } from '../admin.strings.ts';
import { AdminSection } from './section.tsx';

const t = adminStrings.leads;

export function LeadsSection() {
  return (
    <AdminSection id="leads" title={t.heading} intro={t.intro}>
      {/* A plain download: the browser saves the server's CSV under the name it gives. */}
      <a
        href={LEADS_EXPORT_URL}
        download
        className={`${buttonVariants({ variant: 'secondary' })} self-start`}
      >
        <Download aria-hidden="true" className="size-4" />
        {t.download}
      </a>
    </AdminSection>
  );
}
