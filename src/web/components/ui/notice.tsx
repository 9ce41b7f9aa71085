import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const noticeVariants = cva('flex gap-3 rounded-lg border px-4 py-3 text-sm', {
  variants: {
    tone: {
      amber: 'border-gold/40 bg-amber-note text-ink',
      red: 'border-rose/40 bg-[#fdecec] text-rose',
      info: 'border-teal/30 bg-teal-soft text-ink',
    },
  },
  defaultVariants: { tone: 'info' },
});

const icons = { amber: TriangleAlert, red: CircleAlert, info: Info } as const;

type NoticeProps = ComponentProps<'div'> & VariantProps<typeof noticeVariants>;

/**
 * A message on the page (not a toast). Amber and red notices are alerts, so screen readers read them the
 * moment they appear; an info notice is a polite status.
 */
export function Notice({ tone, className, children, ...props }: NoticeProps) {
  const Icon = icons[tone ?? 'info'];
  return (
    <div
      role={tone === 'info' || !tone ? 'status' : 'alert'}
      className={cn(noticeVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}
