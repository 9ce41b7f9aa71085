import { Film, Mail, Printer, Sunrise } from 'lucide-react';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { useLeadCapture } from '../lead-capture/lead-capture-store.ts';
import { landingStrings as t } from '#web/features/marketing/landing.strings.ts';
import { Section } from './section.tsx';

const includes = [
  { icon: Film, text: 'Three videos of three minutes each: nine minutes in all' },
  { icon: Sunrise, text: 'Daily alignment prompts to begin each day in peace' },
  { icon: Mail, text: 'Weekly guidance e-mails for the week ahead' },
  {
    icon: Printer,
    text: 'A printable Emotional Reset Card (the P.E.A.C.E. framework) and a Conversation Cheat Sheet with 10 phrases',
  },
];

export function SeriesSection() {
  // A click is the visitor asking: it replaces the expanded floating panel rather than wait for it.
  const show = useLeadCapture((s) => s.replace);
  return (
    <Section
      id="free-series"
      eyebrow={t.seriesEyebrow}
      title={t.seriesTitle}
      intro={t.seriesBody}
      tone="teal"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8">
        <ul className="grid w-full gap-4 sm:grid-cols-2">
          {includes.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 rounded-xl bg-white p-4">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-teal" />
              <span className="text-ink">{text}</span>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => show('series')} className={buttonVariants({ size: 'lg' })}>
          {t.seriesButton}
        </button>
      </div>
    </Section>
  );
}
