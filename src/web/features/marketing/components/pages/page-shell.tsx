import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface PageShellProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  width?: 'prose' | 'wide';
  children: ReactNode;
}

/** A static page: its <main>, the one h1 and an introduction. */
export function PageShell({ eyebrow, title, intro, width = 'prose', children }: PageShellProps) {
  return (
    <main
      id="main"
      className={cn('mx-auto px-4 py-12 sm:py-16', width === 'prose' ? 'max-w-3xl' : 'max-w-6xl')}
    >
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-teal uppercase">{eyebrow}</p>}
      <h1 className="mt-1 font-serif text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
      {intro && <p className="mt-4 max-w-3xl text-lg text-ink-soft">{intro}</p>}
      <div className="mt-10">{children}</div>
    </main>
  );
}
