import { BookOpen, CalendarCheck, Church, Clock, Lock, NotebookPen, type LucideIcon } from 'lucide-react';
import { landingContent } from '#web/features/marketing/lib/landing-content.ts';
import { landingStrings as t } from '#web/features/marketing/landing.strings.ts';
import { Section } from './section.tsx';

const icons: Record<string, LucideIcon> = {
  lock: Lock,
  book: BookOpen,
  memory: NotebookPen,
  calendar: CalendarCheck,
  clock: Clock,
  church: Church,
};

export function FeaturesSection() {
  return (
    <Section id="features" eyebrow="Features" title={t.featuresTitle} intro={t.featuresIntro} tone="white">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {landingContent.features.map((feature) => {
          const Icon = icons[feature.icon] ?? BookOpen;
          return (
            <li key={feature.title} className="rounded-2xl border border-sand-deep bg-sand p-6">
              <Icon aria-hidden="true" className="mb-3 size-8 text-teal" />
              <h3 className="font-serif text-xl text-ink">{feature.title}</h3>
              <p className="mt-2 text-ink-soft">{feature.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
