import { z } from 'zod';

/** Checkout charges the price of the page it starts from (docs/product/rulings.md#prices-by-page). */
export const checkoutSchema = z.object({ source: z.enum(['pricing', 'upgrade']) });
export type CheckoutInput = z.input<typeof checkoutSchema>;

export const confirmCheckoutSchema = z.object({
  sessionId: z.string().trim().min(1, 'No session ID found. Please try again or contact support.').max(300),
});

export const familyInviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
});
export type FamilyInviteInput = z.input<typeof familyInviteSchema>;

export const acceptInviteSchema = z.object({ code: z.string().trim().min(1).max(100) });
