import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'white' | 'teal';
  children: ReactNode;
}

const tones = {
  plain: 'bg-sand',
  white: 'bg-white',
  teal: 'bg-teal-soft',
};

/** One band of the landing page: a named region with its eyebrow, heading and content. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    // scroll-mt keeps an anchored heading clear of the sticky bar (64 px).
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx('scroll-mt-16 px-4 py-16 sm:py-20', tones[tone])}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          {eyebrow && (
            <p className="mb-2 text-sm font-semibold tracking-widest text-teal uppercase">{eyebrow}</p>
          )}
          <h2 id={headingId} className="font-serif text-3xl leading-tight text-ink sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-ink-soft">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
