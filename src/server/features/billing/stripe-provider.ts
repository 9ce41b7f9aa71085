// Stripe: Checkout in subscription mode (GBP, monthly, the trial), the Billing Portal, and signed
// webhooks. Prices are created inline from our plans module, so nothing needs setting up in Stripe
// beyond the keys.
import Stripe from 'stripe';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import { WebhookPayloadError, WebhookSignatureError } from './payment-provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server that speaks Stripe's API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const PRODUCT_NAME = 'Peace Coach Premium';

const id = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

export function fromStripeSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items?.data?.[0];
  // Newer API versions keep the period on the item; older ones on the subscription.
  const periodEnd =
    (item as { current_period_end?: number } | undefined)?.current_period_end ??
    (sub as unknown as { current_period_end?: number }).current_period_end;
  return {
    id: sub.id,
    customerId: id(sub.customer) ?? '',
    status: sub.status,
    amountPence: item?.price?.unit_amount ?? 0,
    currency: item?.price?.currency ?? 'gbp',
    trialEnd: toDate(sub.trial_end),
    currentPeriodEnd: toDate(periodEnd),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    role: sub.metadata?.role === 'basic' ? 'basic' : 'premium',
  };
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  return {
    kind: 'stripe',

    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createCheckout(request) {
      // Only the newest checkout can be paid: a session left open in another tab is expired first, so
      // two tabs cannot both complete and start two subscriptions.
      const open = await stripe.checkout.sessions.list({
        customer: request.customerId,
        status: 'open',
        limit: 100,
      });
      for (const previous of open.data) {
        try {
          await stripe.checkout.sessions.expire(previous.id);
        } catch (error) {
          // Completed or expired meanwhile: nothing left to close (a completion arrives as its webhook).
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        }
      }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: request.amountPence,
              recurring: { interval: 'month' },
              product_data: { name: PRODUCT_NAME },
            },
          },
        ],
        subscription_data: {
          metadata: { userId: request.userId, role: 'premium' },
          ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
        },
        metadata: { userId: request.userId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      return { id: session.id, url: session.url };
    },

    async getCheckoutSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: session.id,
          customerId: id(session.customer),
          subscriptionId: id(session.subscription),
          status:
            session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async createPortal(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },

    async getSubscription(subscriptionId) {
      try {
        return fromStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async listSubscriptions(customerId) {
      const page = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 });
      return page.data.map(fromStripeSubscription);
    },

    async changePrice(subscriptionId, amountPence) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error('The subscription has no item to change.');
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: 'gbp',
              unit_amount: amountPence,
              recurring: { interval: 'month' },
              product,
            },
          },
        ],
        metadata: { ...current.metadata, role: 'premium' },
        proration_behavior: 'create_prorations',
      });
      return fromStripeSubscription(updated);
    },

    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    // Stripe keeps the subscription (and its trial) running to current_period_end, then ends it and
    // sends customer.subscription.deleted.
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return fromStripeSubscription(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    async verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return toProviderEvent(event);
    },
  };
}

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const data = (event as { data?: unknown } | null)?.data as { object?: unknown } | null | undefined;
  if (
    typeof event?.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof data?.object !== 'object' ||
    data.object === null
  ) {
    throw new WebhookPayloadError('The webhook body is not a Stripe event.');
  }
  const object = data.object as Record<string, unknown>;
  let subscriptionId: string | null = null;
  let customerId: string | null = id(object.customer as string | { id: string } | null);
  if (event.type.startsWith('customer.subscription.')) subscriptionId = String(object.id);
  else if (event.type === 'checkout.session.completed')
    subscriptionId = id(object.subscription as string | null);
  else if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: string } } | undefined;
    subscriptionId = id(
      (object.subscription as string | null) ?? parent?.subscription_details?.subscription ?? null,
    );
  }
  customerId ??= null;
  return { id: event.id, type: event.type, customerId, subscriptionId };
}
