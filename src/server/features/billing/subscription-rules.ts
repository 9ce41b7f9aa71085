// Which role a subscription grants, from its status (the payment provider is the authority).
import type { Role } from '#shared/plans.ts';

/** A payer whose card failed keeps access this long while the provider retries the charge. */
export const PAST_DUE_GRACE_DAYS = 7;

export interface SubscriptionState {
  status: string;
  role: 'basic' | 'premium';
  pastDueSince: Date | null;
  cancelAtPeriodEnd?: boolean;
  currentPeriodEnd?: Date | null;
}

/** Statuses that can grant access (past_due only within its grace period). */
export const ACCESS_STATUSES: string[] = ['trialing', 'active', 'past_due'];

export function grantsAccess(state: SubscriptionState, now: Date): boolean {
  // Cancelled at the period's end: access to that moment, not beyond, even before the provider's
  // word that it ended arrives (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
  if (
    state.cancelAtPeriodEnd &&
    state.currentPeriodEnd &&
    new Date(state.currentPeriodEnd).getTime() <= now.getTime()
  )
    return false;
  if (state.status === 'trialing' || state.status === 'active') return true;
  if (state.status === 'past_due') {
    const since = state.pastDueSince ?? now;
    return now.getTime() - since.getTime() < PAST_DUE_GRACE_DAYS * 86_400_000;
  }
  return false;
}

const RANK: Record<Role, number> = { free: 0, basic: 1, premium: 2 };

export function betterRole(a: Role, b: Role): Role {
  return RANK[a] >= RANK[b] ? a : b;
}

/** The best role among a user's subscriptions in good standing. */
export function roleFromSubscriptions(states: SubscriptionState[], now: Date): Role {
  return states
    .filter((s) => grantsAccess(s, now))
    .reduce<Role>((best, s) => betterRole(best, s.role), 'free');
}

/** Subscriptions the provider may still charge or restore (an account deletion cancels these). */
const LIVE_STATUSES: readonly string[] = ['trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'paused'];

/**
 * Subscriptions that make a new checkout a second subscription. An `incomplete` one is a first payment
 * that never went through (a declined card, an abandoned 3-D Secure check): it grants nothing and the
 * provider lets it expire unpaid, so the payer may simply try again (the old one is cancelled first).
 */
export const CHECKOUT_BLOCKING_STATUSES: string[] = LIVE_STATUSES.filter((s) => s !== 'incomplete');

export function isLive(status: string): boolean {
  return LIVE_STATUSES.includes(status);
}

export function blocksCheckout(status: string): boolean {
  return CHECKOUT_BLOCKING_STATUSES.includes(status);
}
