// The built-in test provider (the default): its "remote" state lives in its own tables, its checkout
// and portal are pages on our server that say plainly they are a test and take no money, and its
// events go through the same handling as Stripe's webhooks.
import { and, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { testCheckoutSessions, testProviderSubscriptions } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';
import { ACCESS_STATUSES, CHECKOUT_BLOCKING_STATUSES } from './subscription-rules.ts';

type Row = typeof testProviderSubscriptions.$inferSelect;
const DAY = 86_400_000;

export function toProviderSubscription(row: Row): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    amountPence: row.amountPence,
    currency: 'gbp',
    trialEnd: row.trialEnd ? new Date(row.trialEnd) : null,
    currentPeriodEnd: new Date(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    role: 'premium',
  };
}

export type PayResult =
  | { kind: 'paid'; event: ProviderEvent; successUrl: string }
  /** This checkout was paid before (a second press): nothing new happens. */
  | { kind: 'already_paid'; successUrl: string }
  /** The customer already has a live subscription from another checkout. */
  | { kind: 'subscribed' }
  | { kind: 'closed' };

export interface TestProvider extends PaymentProvider {
  /**
   * "Pay" on the test checkout page: starts the subscription and returns the event to handle. Never a
   * second live subscription for a customer, however many tabs press it.
   */
  pay(sessionId: string, now: Date): Promise<PayResult>;
  cancelCheckout(sessionId: string): Promise<string | null>;
  /**
   * "Cancel subscription" confirmed on the test portal page: like Stripe's portal, at the end of the
   * period (or the trial), so access continues until then.
   */
  cancelFromPortal(subscriptionId: string): Promise<ProviderEvent | null>;
  /** Ends every subscription cancelled at a period's end whose end has come. */
  endCancelledPeriods(now: Date): Promise<ProviderEvent[]>;
  /** Test hooks: move a subscription to another status (e.g. past_due) and say so. */
  setStatus(subscriptionId: string, status: string): Promise<ProviderEvent>;
}

export function createTestProvider(db: Database, appUrl: string): TestProvider {
  const event = (type: string, sub: { id: string; customerId: string }): ProviderEvent => ({
    id: `tevt_${newId()}`,
    type,
    customerId: sub.customerId,
    subscriptionId: sub.id,
  });
  const get = async (id: string) =>
    (await db.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, id)))[0];

  return {
    kind: 'test',
    createCustomer: async () => `tcus_${newId()}`,

    async createCheckout(request) {
      const id = `tcs_${newId()}`;
      await db.insert(testCheckoutSessions).values({
        id,
        userId: request.userId,
        customerId: request.customerId,
        amountPence: request.amountPence,
        trialDays: request.trialDays,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl,
      });
      return { id, url: `${appUrl}/api/billing/test/checkout/${id}` };
    },

    async getCheckoutSession(id) {
      const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
      if (!row) return null;
      return {
        id: row.id,
        customerId: row.customerId,
        subscriptionId: row.subscriptionId,
        status: row.status === 'paid' ? 'complete' : row.status === 'canceled' ? 'expired' : 'open',
      };
    },

    createPortal: async (customerId) => ({
      url: `${appUrl}/api/billing/test/portal/${encodeURIComponent(customerId)}`,
    }),
    getSubscription: async (id) => {
      const row = await get(id);
      return row ? toProviderSubscription(row) : null;
    },
    async listSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(testProviderSubscriptions)
        .where(eq(testProviderSubscriptions.customerId, customerId));
      return rows.map(toProviderSubscription);
    },
    async changePrice(subscriptionId, amountPence) {
      const [row] = await db
        .update(testProviderSubscriptions)
        .set({ amountPence })
        .where(eq(testProviderSubscriptions.id, subscriptionId))
        .returning();
      if (!row) throw new Error('No such test subscription.');
      return toProviderSubscription(row);
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const [row] = await db
        .update(testProviderSubscriptions)
        .set({ cancelAtPeriodEnd: cancel })
        .where(eq(testProviderSubscriptions.id, subscriptionId))
        .returning();
      if (!row) throw new Error('No such test subscription.');
      return toProviderSubscription(row);
    },
    async cancelNow(subscriptionId) {
      await db
        .update(testProviderSubscriptions)
        .set({ status: 'canceled' })
        .where(eq(testProviderSubscriptions.id, subscriptionId));
    },
    // Test events never arrive over the network, so nothing can be verified: the webhook refuses them.
    verifyWebhook: async () => {
      throw new WebhookSignatureError('The test provider sends no webhooks.');
    },

    async pay(sessionId, now) {
      return db.transaction(async (tx): Promise<PayResult> => {
        const [session] = await tx
          .select()
          .from(testCheckoutSessions)
          .where(eq(testCheckoutSessions.id, sessionId));
        if (!session) return { kind: 'closed' };
        // Two "Pay" presses (two tabs, a double click) of one customer wait for each other here, so the
        // check below sees the subscription the other one created.
        await tx
          .select({ id: testCheckoutSessions.id })
          .from(testCheckoutSessions)
          .where(eq(testCheckoutSessions.customerId, session.customerId))
          .for('update');
        const id = `tsub_${newId()}`;
        // Open and no live subscription yet, checked and claimed in one statement.
        const [claimed] = await tx
          .update(testCheckoutSessions)
          .set({ status: 'paid', subscriptionId: id })
          .where(
            and(
              eq(testCheckoutSessions.id, sessionId),
              eq(testCheckoutSessions.status, 'open'),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(testProviderSubscriptions)
                  .where(
                    and(
                      eq(testProviderSubscriptions.customerId, session.customerId),
                      inArray(testProviderSubscriptions.status, CHECKOUT_BLOCKING_STATUSES),
                    ),
                  ),
              ),
            ),
          )
          .returning();
        if (!claimed) {
          const [latest] = await tx
            .select()
            .from(testCheckoutSessions)
            .where(eq(testCheckoutSessions.id, sessionId));
          if (latest?.status === 'paid') return { kind: 'already_paid', successUrl: latest.successUrl };
          if (latest?.status !== 'open') return { kind: 'closed' };
          // Another checkout of this customer was paid first: this one ends without a second subscription.
          await tx
            .update(testCheckoutSessions)
            .set({ status: 'canceled' })
            .where(eq(testCheckoutSessions.id, sessionId));
          return { kind: 'subscribed' };
        }
        const trialEnd = session.trialDays > 0 ? new Date(now.getTime() + session.trialDays * DAY) : null;
        await tx.insert(testProviderSubscriptions).values({
          id,
          customerId: session.customerId,
          userId: session.userId,
          status: trialEnd ? 'trialing' : 'active',
          amountPence: session.amountPence,
          trialEnd,
          currentPeriodEnd: trialEnd ?? new Date(now.getTime() + 30 * DAY),
        });
        return {
          kind: 'paid',
          event: event('checkout.session.completed', { id, customerId: session.customerId }),
          successUrl: session.successUrl,
        };
      });
    },

    async cancelCheckout(sessionId) {
      const [row] = await db
        .update(testCheckoutSessions)
        .set({ status: 'canceled' })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'open')))
        .returning();
      return row?.cancelUrl ?? null;
    },

    async cancelFromPortal(subscriptionId) {
      const [row] = await db
        .update(testProviderSubscriptions)
        .set({ cancelAtPeriodEnd: true })
        .where(
          and(
            eq(testProviderSubscriptions.id, subscriptionId),
            inArray(testProviderSubscriptions.status, ACCESS_STATUSES),
          ),
        )
        .returning();
      return row ? event('customer.subscription.updated', row) : null;
    },

    async endCancelledPeriods(now) {
      const rows = await db
        .update(testProviderSubscriptions)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(testProviderSubscriptions.cancelAtPeriodEnd, true),
            inArray(testProviderSubscriptions.status, ACCESS_STATUSES),
            lte(testProviderSubscriptions.currentPeriodEnd, now),
          ),
        )
        .returning();
      return rows.map((row) => event('customer.subscription.deleted', row));
    },

    async setStatus(subscriptionId, status) {
      const [row] = await db
        .update(testProviderSubscriptions)
        .set({ status })
        .where(eq(testProviderSubscriptions.id, subscriptionId))
        .returning();
      if (!row) throw new Error('No such test subscription.');
      return event('customer.subscription.updated', row);
    },
  };
}
