import type { Role } from './plans.ts';

/** Settings -> Plan: what a payer (or a family member) sees about their plan. */
export interface BillingStatus {
  role: Role;
  provider: 'test' | 'stripe';
  /** Only the payer manages billing ("Manage Subscription"). */
  payer: boolean;
  /** Premium through the family owner's subscription. */
  sharedByOwner: boolean;
  subscription: {
    status: string;
    amountPence: number;
    trialEnd: string | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    pastDue: boolean;
  } | null;
}
