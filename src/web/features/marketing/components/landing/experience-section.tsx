import { CircleCheck } from 'lucide-react';
import { landingLowerContent as content } from '#web/features/marketing/lib/landing-lower-content.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { Section } from './section.tsx';

export function ExperienceSection() {
  return (
    <Section id="experience" eyebrow={t.experienceEyebrow} title={t.experienceTitle}>
      <ul className="mx-auto grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.experience.map((item) => (
          <li key={item.title} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-teal" />
            <div>
              <h3 className="font-semibold text-ink">{item.title}</h3>
              <p className="text-ink-soft">{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
