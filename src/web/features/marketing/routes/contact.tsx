import { Clock, Mail } from 'lucide-react';
import { pageMeta } from '#web/lib/page-meta.ts';
import { ContactForm } from '../components/pages/contact-form.tsx';
import { PageShell } from '../components/pages/page-shell.tsx';
import { contactStrings as t } from '../marketing.strings.ts';

export const meta = () => pageMeta('/contact');

export default function ContactPage() {
  return (
    <PageShell title={t.title} intro={t.intro} width="wide">
      <div className="grid gap-10 md:grid-cols-[2fr_1fr]">
        <section aria-label={t.title} className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </section>
        <aside className="flex flex-col gap-4 text-ink-soft">
          <p className="flex gap-2">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal" />
            {t.response}
          </p>
          <p className="flex gap-2">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal" />
            {t.hours}
          </p>
          <p className="rounded-xl bg-amber-note p-4 text-sm text-ink">{t.crisis}</p>
        </aside>
      </div>
    </PageShell>
  );
}
