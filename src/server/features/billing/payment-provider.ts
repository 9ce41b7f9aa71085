// The one interface both payment providers implement: Stripe, and the built-in test provider that
// makes the whole flow work on a laptop without taking money.

export type ProviderKind = 'test' | 'stripe';

/** A subscription as the provider reports it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** trialing | active | past_due | canceled | unpaid | incomplete | incomplete_expired | paused */
  status: string;
  amountPence: number;
  currency: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** From the subscription's metadata; an operator can sell basic by setting it (premium by default). */
  role: 'basic' | 'premium';
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  customerId: string;
  amountPence: number;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckoutSession {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** complete when paid (or the trial started). */
  status: 'open' | 'complete' | 'expired';
}

/** A webhook event, verified; only what we act on. */
export interface ProviderEvent {
  id: string;
  type: string;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  getCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Moves an existing subscription (a basic one) to another price in place, never a second one. */
  changePrice(subscriptionId: string, amountPence: number): Promise<ProviderSubscription>;
  /** Ends a subscription now (account deletion). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * Cancels at the period's end (true) or takes that back (false, "Resume subscription"); access
   * continues until then either way (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
   */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /**
   * Ends the subscriptions cancelled at a period's end once that end has come, returning the events
   * that say so. Stripe does this itself and tells us by webhook (it has no such method); the test
   * provider has no clock of its own, so billing's scheduled job moves it.
   */
  endCancelledPeriods?(now: Date): Promise<ProviderEvent[]>;
  /** Verifies the signature against the raw body; throws on a bad or stale signature. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}

export class WebhookSignatureError extends Error {}
/** A correctly signed body that is not an event we can read (it will not become one on a retry). */
export class WebhookPayloadError extends Error {}
