import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-ink-soft/70 bg-white px-3 py-2 text-ink placeholder:text-ink-soft/80 focus-visible:border-teal disabled:cursor-not-allowed disabled:bg-sand-deep disabled:text-ink-soft aria-[invalid=true]:border-rose';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
