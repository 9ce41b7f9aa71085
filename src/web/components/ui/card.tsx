import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

type CardProps = ComponentProps<'div'> & {
  /** Render as a <section> (a named region) instead of a <div>. */
  asSection?: boolean;
};

export function Card({ className, asSection = false, ...props }: CardProps) {
  const Element = asSection ? 'section' : 'div';
  return (
    <Element
      className={cn('rounded-2xl border border-sand-deep bg-white p-6 shadow-sm sm:p-8', className)}
      {...props}
    />
  );
}
