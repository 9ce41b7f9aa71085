import { landingLowerContent as content } from '#web/features/marketing/lib/landing-lower-content.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { Section } from './section.tsx';

export function HowItWorks() {
  return (
    <Section id="how-it-works" eyebrow={t.howEyebrow} title={t.howTitle}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.steps.map((step, index) => (
          <li key={step.title} className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-teal font-semibold text-white"
            >
              {index + 1}
            </span>
            <h3 className="font-serif text-xl text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="text-ink-soft">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
