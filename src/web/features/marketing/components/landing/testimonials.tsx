import { Quote } from 'lucide-react';
import { landingLowerContent as content } from '#web/features/marketing/lib/landing-lower-content.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { Section } from './section.tsx';

export function Testimonials() {
  return (
    <Section id="testimonials" eyebrow={t.testimonialsEyebrow} title={t.testimonialsTitle} tone="white">
      <ul className="grid gap-6 md:grid-cols-3">
        {content.testimonials.map((story) => (
          <li key={story.name} className="flex">
            <figure className="flex flex-col gap-4 rounded-2xl bg-sand p-6">
              <Quote aria-hidden="true" className="size-8 text-gold" />
              <blockquote className="font-serif text-lg text-ink">“{story.quote}”</blockquote>
              <figcaption className="mt-auto text-sm text-ink-soft">
                <span className="font-semibold text-ink">{story.name}</span>, {story.detail}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-ink-soft">{t.testimonialsNote}</p>
    </Section>
  );
}
