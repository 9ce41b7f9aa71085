// The one source for plans, prices, limits and entitlements (docs/product/rulings.md#plans-prices-limits).
// Server and web both read from here; no screen types a price or a limit of its own.

export const ROLES = ['free', 'basic', 'premium'] as const;
export type Role = (typeof ROLES)[number];

export const UNLIMITED = 'unlimited';
export type Limit = number | typeof UNLIMITED;

export interface PlanDefinition {
  role: Role;
  /** The label the navigation's account menu shows. */
  memberLabel: string;
  /** The label the dashboard footer and plan badge show. */
  badgeLabel: string;
  messagesPerMonth: Limit;
  chatsPerMonth: Limit;
  /** Whether the web app offers this plan for sale. */
  soldInApp: boolean;
  entitlements: readonly string[];
}

export const PLANS: Record<Role, PlanDefinition> = {
  free: {
    role: 'free',
    memberLabel: 'Free Plan',
    badgeLabel: 'Free Plan',
    messagesPerMonth: 10,
    chatsPerMonth: 2,
    soldInApp: false,
    entitlements: [],
  },
  basic: {
    role: 'basic',
    memberLabel: 'Basic Plan',
    badgeLabel: 'Basic Plan',
    messagesPerMonth: 100,
    chatsPerMonth: 10,
    soldInApp: false,
    entitlements: ['100 messages/month', '10 conversation threads', 'personalized prayer prompts'],
  },
  premium: {
    role: 'premium',
    memberLabel: 'Premium Member',
    badgeLabel: 'Premium',
    messagesPerMonth: UNLIMITED,
    chatsPerMonth: UNLIMITED,
    soldInApp: true,
    entitlements: [
      'unlimited messages',
      'unlimited conversations',
      'advanced coaching prompts',
      'daily prayer tools',
    ],
  },
};

export const CURRENCY = 'GBP';
export const TRIAL_DAYS = 7;

/**
 * Checkout charges the price of the page it starts from (docs/product/rulings.md#prices-by-page), in pence.
 * The landing card shows the /pricing price; the free dashboard shows the /upgrade price.
 */
export const PREMIUM_PRICE_PENCE = {
  pricing: 4900,
  upgrade: 5000,
} as const;
export type CheckoutSource = keyof typeof PREMIUM_PRICE_PENCE;

/** The /pricing offer's anchor price. */
export const PREMIUM_WAS_PRICE_PENCE = 9700;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Anything that is not a known paid role reads as free. */
export function planFor(role: unknown): PlanDefinition {
  return isRole(role) ? PLANS[role] : PLANS.free;
}

export function isPaidRole(role: unknown): boolean {
  return role === 'basic' || role === 'premium';
}

export function formatPounds(pence: number): string {
  const pounds = pence / 100;
  return `£${Number.isInteger(pounds) ? pounds : pounds.toFixed(2)}`;
}

/**
 * Fair use, on every plan (Premium's "unlimited" included): each send or Regenerate runs the coach, which
 * with an AI provider is a paid call, so an account gets at most this many runs in a window. A person
 * writing never comes near it; a script does within seconds.
 */
export const FAIR_USE = { coachRunsPerWindow: 30, windowMinutes: 10 } as const;

/**
 * The fair-use pause in words, said wherever Premium is called unlimited (pricing, upgrade, the plan tab,
 * the terms; docs/product/rulings.md#fair-use-said-where-unlimited-is-said): its numbers are FAIR_USE's.
 */
export const FAIR_USE_NOTE = `Fair use: Premium has no monthly limit, but to keep the coach quick for everyone, every plan gets up to ${FAIR_USE.coachRunsPerWindow} replies in ${FAIR_USE.windowMinutes} minutes (a regenerated or edited reply counts as one); after that, the chat asks you to wait a few minutes.`;

/** How many times the reply to one message can be regenerated. */
export const REGENERATES_PER_REPLY = 5;

/**
 * How many times the last message can be edited. An edit is not counted against the month (the message
 * already was), so without a cap one message could be rewritten into any number of conversations.
 */
export const EDITS_PER_MESSAGE = 3;

/**
 * Devices that get push notifications, per account: one per browser a person uses, with room to spare.
 * Subscribing one more replaces the account's oldest (a browser reinstalled leaves its old endpoint
 * behind, and the person should not have to find and delete it first).
 */
export const PUSH_DEVICES_PER_ACCOUNT = 10;

/**
 * Crash reports one address may send to the public POST /api/client-errors in a window: a page reports
 * each error once, so a browser that sends more is looping or is not a browser.
 */
export const CLIENT_ERROR_REPORTS = { max: 10, windowMinutes: 10 } as const;

/**
 * Crisis messages (and signs that need asking about) are never counted against the month and are always
 * answered with the safety reply. An account's first this many in a day are stored with their reply, as
 * any message is; beyond them the safety reply still answers, but neither is stored again: a person in
 * danger is helped whatever they send, and a script cannot fill the database through that door.
 */
export const URGENT_STORED_PER_DAY = 30;

/**
 * The "My journey" PDF is made in a worker thread: at most `atOnce` at a time on an instance (others
 * are asked to try again in a moment), and at most `perAccount.max` per account in its window.
 */
export const JOURNEY_PDFS = { atOnce: 2, perAccount: { max: 10, windowMinutes: 60 } } as const;
