import { useId, type ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

/** One titled block of a settings tab; the h2 names the region for screen-reader navigation. */
export function SettingsSection({
  title,
  intro,
  tone = 'default',
  children,
}: {
  title: string;
  intro?: ReactNode;
  tone?: 'default' | 'danger';
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      asSection
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-5', tone === 'danger' && 'border-rose/40')}
    >
      <div className="flex flex-col gap-1">
        <h2
          id={headingId}
          className={cn('font-serif text-2xl', tone === 'danger' ? 'text-rose' : 'text-ink')}
        >
          {title}
        </h2>
        {intro && <p className="text-ink-soft">{intro}</p>}
      </div>
      {children}
    </Card>
  );
}
