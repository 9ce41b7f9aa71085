import { cva } from 'class-variance-authority';

// The button look, apart from the Button component: public pages style their links with it, and this file
// pulls in neither tailwind-merge nor Radix (their first JavaScript stays small). A caller's extra classes
// go in `className` and must not clash with the variant's (cva joins, it does not merge): the variants
// below cover the overrides the public pages need.
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
        /** White on the teal band of the landing page. */
        inverse: 'bg-white text-teal-dark hover:bg-teal-soft',
      },
      size: {
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        /** Small text with the 44 px touch target of the top bar. */
        bar: 'min-h-11 px-3 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2.5',
        lg: 'min-h-12 px-6 py-3 text-lg',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0 py-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
