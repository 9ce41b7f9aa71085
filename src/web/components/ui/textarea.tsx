import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { inputClasses } from './input.tsx';

type TextareaProps = ComponentProps<'textarea'> & {
  /** Grows with its text up to this height in pixels, then scrolls. */
  maxHeight?: number;
};

/**
 * A multi-line field that grows with what is typed (one line to start), so a short message stays
 * compact and a long one stays readable, up to `maxHeight`.
 */
export function Textarea({ maxHeight, className, value, ref, ...props }: TextareaProps) {
  const inner = useRef<HTMLTextAreaElement | null>(null);
  useLayoutEffect(() => {
    const el = inner.current;
    if (!el || maxHeight === undefined) return;
    el.style.height = 'auto';
    const height = Math.min(el.scrollHeight, maxHeight);
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > maxHeight ? 'auto' : 'hidden';
  }, [value, maxHeight]);
  const setRefs = (el: HTMLTextAreaElement | null) => {
    inner.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = el;
  };
  return (
    <textarea
      ref={setRefs}
      value={value}
      className={cn(inputClasses, 'resize-none', className)}
      style={maxHeight === undefined ? undefined : { maxHeight }}
      {...props}
    />
  );
}
