import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { TRIAL_DAYS } from '#shared/plans.ts';
import { landingLowerContent } from '#web/features/marketing/lib/landing-lower-content.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { Section } from './section.tsx';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * An accordion (WAI-ARIA pattern): each question is a button that shows its answer. One answer is open
 * at a time, and the open one closes when pressed again.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <div className="mx-auto flex max-w-3xl flex-col divide-y divide-sand-deep rounded-2xl border border-sand-deep bg-white">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:text-teal-dark"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-ink-soft"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export function Faq() {
  const items = landingLowerContent.faq.map((item) => ({
    question: item.question,
    answer: item.answer.replace('{trialDays}', String(TRIAL_DAYS)),
  }));
  return (
    <Section id="faq" eyebrow={t.faqEyebrow} title={t.faqTitle}>
      <FaqList items={items} />
    </Section>
  );
}
