import type { VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { buttonVariants } from './button-variants.ts';

// Links styled as buttons import buttonVariants from its own file (no tailwind-merge, no Radix).
export { buttonVariants };

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link) with the button's look. */
    asChild?: boolean;
    loading?: boolean;
    /** The label while loading, e.g. "Signing In..." (docs/product/specification.md names one per button). */
    loadingText?: ReactNode;
  };

export function Button({
  asChild,
  loading = false,
  loadingText,
  variant,
  size,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
