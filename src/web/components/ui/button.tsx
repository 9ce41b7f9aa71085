import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70',
  {
    variants: {
      variant: {
        primary: 'bg-teal text-white hover:bg-teal-dark',
        secondary: 'border border-teal bg-white text-teal hover:bg-teal-soft',
        ghost: 'text-ink hover:bg-sand-deep',
        danger: 'bg-rose text-white hover:bg-[#7f2424]',
        link: 'px-0 py-0 text-teal underline underline-offset-4 hover:text-teal-dark',
      },
      size: {
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2.5',
        lg: 'min-h-12 px-6 py-3 text-lg',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0 py-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link) with the button's look. */
    asChild?: boolean;
    loading?: boolean;
    /** The label while loading, e.g. "Signing In..." (the spec names one per button). */
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
