import type { ReactNode } from 'react';
import { pageStrings as t } from '#web/features/marketing/marketing.strings.ts';
import { PageShell } from './page-shell.tsx';
import { ProseSections, type ProseSection } from './prose-sections.tsx';

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: ProseSection[];
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** `children` come before the document's sections (the privacy policy's data controller). */
export function LegalPage({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  return (
    <PageShell title={document.title} intro={document.intro}>
      <p className="mb-8 text-sm text-ink-soft">
        {t.updated}: <time dateTime={document.updated}>{formatDate(document.updated)}</time>
      </p>
      {children}
      <ProseSections sections={document.sections} />
    </PageShell>
  );
}
