// Which role a subscription grants, from its status (the payment provider is the authority).
import type { Role } from '../../../shared/plans.ts';

/** A payer whose card failed keeps access this long while the provider retries the charge. */
export const PAST_DUE_GRACE_DAYS = 7;

export interface SubscriptionState {
  status: string;
  role: 'basic' | 'premium';
  pastDueSince: Date | null;
}

export function grantsAccess(state: SubscriptionState, now: Date): boolean {
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

/** Subscriptions that block a new checkout: anything the provider may still charge or restore. */
export function isLive(status: string): boolean {
  return ['trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'paused'].includes(status);
}
