// Plans and payments: checkout at the price of the page it starts from, the portal, and keeping each
// user's role in step with the payment provider (webhooks, the success page's check and "Refresh
// Status" all end in the same sync). Provider calls never happen inside a database transaction.
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { BillingStatus } from '../../../shared/billing.ts';
import {
  type CheckoutSource,
  formatPounds,
  PREMIUM_PRICE_PENCE,
  type Role,
  TRIAL_DAYS,
} from '../../../shared/plans.ts';
import type { Database } from '../../db/client.ts';
import { notClaimed } from '../../jobs/claims.ts';
import {
  billingCustomers,
  scheduledSends,
  subscriptionEvents,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { paymentFailedMail, trialEndingMail } from './billing-mails.ts';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import {
  betterRole,
  blocksCheckout,
  isLive,
  PAST_DUE_GRACE_DAYS,
  roleFromSubscriptions,
} from './subscription-rules.ts';

/** The scheduled job that ends access once a past-due card's grace period is over. */
export const PAST_DUE_JOB = 'past-due-grace';

export const alreadySubscribed = () =>
  new AppError(
    'already_subscribed',
    409,
    'You already have an active subscription. Manage it from Settings.',
  );

export interface BillingDeps {
  db: Database;
  provider: PaymentProvider;
  appUrl: string;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
}

type Tx = Database;

export function createBillingService(deps: BillingDeps) {
  const { db, provider, appUrl, mailer, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function customerOf(userId: string) {
    const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    return row?.provider === provider.kind ? row : undefined;
  }

  async function ownRole(tx: Tx, userId: string, at: Date): Promise<Role> {
    const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return roleFromSubscriptions(rows, at);
  }

  /** A user's plan is the better of their own and their family owner's (decisions.md "Family"). */
  async function applyRole(tx: Tx, userId: string, at = now()): Promise<Role> {
    const [user] = await tx.select({ familyId: users.familyId }).from(users).where(eq(users.id, userId));
    if (!user) return 'free';
    let role = await ownRole(tx, userId, at);
    if (user.familyId && user.familyId !== userId)
      role = betterRole(role, await ownRole(tx, user.familyId, at));
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    return role;
  }

  /** After an owner's subscription changes, every member's plan follows at the same moment. */
  async function applyRoles(tx: Tx, userId: string, at = now()): Promise<Role> {
    const role = await applyRole(tx, userId, at);
    const members = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.familyId, userId), ne(users.id, userId)));
    for (const member of members) await applyRole(tx, member.id, at);
    return role;
  }

  async function store(tx: Tx, userId: string, sub: ProviderSubscription): Promise<void> {
    const [previous] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    const pastDueSince = sub.status === 'past_due' ? (previous?.pastDueSince ?? now()) : null;
    const values = {
      userId,
      provider: provider.kind,
      status: sub.status,
      role: sub.role,
      amountPence: sub.amountPence,
      currency: sub.currency,
      trialEnd: sub.trialEnd,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      pastDueSince,
    };
    await tx
      .insert(subscriptions)
      .values({ id: sub.id, ...values })
      .onConflictDoUpdate({ target: subscriptions.id, set: values });
    if (sub.trialEnd)
      await tx.update(billingCustomers).set({ trialUsed: true }).where(eq(billingCustomers.userId, userId));
  }

  async function userForCustomer(customerId: string | null): Promise<string | null> {
    if (!customerId) return null;
    const [row] = await db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.provider, provider.kind), eq(billingCustomers.customerId, customerId)));
    return row?.userId ?? null;
  }

  /** Fetches the customer's subscriptions from the provider and applies them. */
  async function syncCustomer(userId: string): Promise<Role> {
    const customer = await customerOf(userId);
    const subs = customer ? await provider.listSubscriptions(customer.customerId) : [];
    return db.transaction(async (tx) => {
      for (const sub of subs) await store(tx, userId, sub);
      return applyRoles(tx, userId);
    });
  }

  /** The e-mails some events owe the payer, queued in the event's own transaction (one commit). */
  async function notify(
    tx: Tx,
    event: ProviderEvent,
    userId: string,
    sub: ProviderSubscription | null,
  ): Promise<void> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    const manageUrl = `${appUrl}/settings?tab=plan`;
    if (event.type === 'invoice.payment_failed') {
      await mailer.send(
        { to: user.email, userId, ...paymentFailedMail({ firstName: user.firstName, manageUrl }) },
        tx,
      );
    } else if (event.type === 'customer.subscription.trial_will_end' && sub?.trialEnd) {
      await mailer.send(
        {
          to: user.email,
          userId,
          ...trialEndingMail({
            firstName: user.firstName,
            trialEnd: sub.trialEnd,
            amount: formatPounds(sub.amountPence),
            manageUrl,
          }),
        },
        tx,
      );
    }
  }

  return {
    async status(userId: string): Promise<BillingStatus> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('not_found', 404, 'Account not found.');
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      const current = rows
        .filter((r) => blocksCheckout(r.status))
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))[0];
      // Shared only while the owner's own subscription grants access: an ex-member of a lapsed plan is
      // simply free, with nothing shared to show or leave.
      const ownerId = user.familyId && user.familyId !== userId ? user.familyId : null;
      const sharedByOwner = ownerId !== null && !current && (await ownRole(db, ownerId, now())) !== 'free';
      return {
        role: user.role,
        provider: provider.kind,
        payer: Boolean(current),
        sharedByOwner,
        subscription: current
          ? {
              status: current.status,
              amountPence: current.amountPence,
              trialEnd: current.trialEnd ? new Date(current.trialEnd).toISOString() : null,
              currentPeriodEnd: current.currentPeriodEnd
                ? new Date(current.currentPeriodEnd).toISOString()
                : null,
              cancelAtPeriodEnd: current.cancelAtPeriodEnd,
              pastDue: current.status === 'past_due' || current.status === 'unpaid',
            }
          : null,
      };
    },

    /** Starts a checkout at the page's price; refuses a second subscription; the trial is once per customer. */
    async checkout(
      user: { id: string; email: string; name: string },
      source: CheckoutSource,
    ): Promise<{ url: string }> {
      const amountPence = PREMIUM_PRICE_PENCE[source];
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      const live = rows.filter((r) => blocksCheckout(r.status));
      const basic = live.find((r) => r.role === 'basic');
      if (basic && !live.some((r) => r.role === 'premium')) {
        // A basic subscriber upgrades the subscription they have, never a second one.
        const updated = await provider.changePrice(basic.id, amountPence);
        await db.transaction(async (tx) => {
          await store(tx, user.id, { ...updated, role: 'premium' });
          await applyRoles(tx, user.id);
        });
        return {
          url: `${appUrl}/subscription-success?session_id=${encodeURIComponent(`upgrade_${basic.id}`)}`,
        };
      }
      if (live.length > 0) throw alreadySubscribed();
      // A first payment that never went through leaves an incomplete subscription that grants nothing:
      // the payer tries again with a new checkout, and the old one is cancelled so it can never be paid
      // beside it. Our copy may be stale, so the provider's word decides.
      const incomplete = rows.filter((r) => r.status === 'incomplete' && r.provider === provider.kind);
      if (incomplete.length > 0) {
        for (const row of incomplete) {
          const current = await provider.getSubscription(row.id);
          if (current?.status === 'incomplete') await provider.cancelNow(row.id);
        }
        await syncCustomer(user.id);
        const after = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
        if (after.some((r) => blocksCheckout(r.status))) throw alreadySubscribed();
      }
      let customer = await customerOf(user.id);
      if (!customer) {
        const customerId = await provider.createCustomer(user);
        await db
          .insert(billingCustomers)
          .values({ userId: user.id, provider: provider.kind, customerId })
          .onConflictDoNothing({ target: billingCustomers.userId });
        customer = await customerOf(user.id);
        if (!customer)
          throw new AppError('billing_unavailable', 409, 'Your billing account is with another provider.');
      }
      const session = await provider.createCheckout({
        userId: user.id,
        email: user.email,
        customerId: customer.customerId,
        amountPence,
        trialDays: customer.trialUsed ? 0 : TRIAL_DAYS,
        successUrl: `${appUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${appUrl}/${source === 'upgrade' ? 'upgrade' : 'pricing'}`,
      });
      return { url: session.url };
    },

    async portal(
      userId: string,
    ): Promise<{ url: string } | { needsSubscription: true; redirectUrl: string }> {
      const customer = await customerOf(userId);
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      if (!customer || rows.length === 0) return { needsSubscription: true, redirectUrl: '/pricing' };
      return provider.createPortal(customer.customerId, `${appUrl}/settings?tab=plan`);
    },

    refresh: async (userId: string) => ({ role: await syncCustomer(userId) }),

    /** The success page's check: the session must be this user's; then the role from the provider. */
    async confirm(
      userId: string,
      sessionId: string,
    ): Promise<{ role: Role; status: 'complete' | 'pending' }> {
      if (sessionId.startsWith('upgrade_')) return { role: await syncCustomer(userId), status: 'complete' };
      const customer = await customerOf(userId);
      const session = await provider.getCheckoutSession(sessionId);
      if (!session || !customer || session.customerId !== customer.customerId) {
        throw new AppError('not_found', 404, 'We could not find that order.');
      }
      const role = await syncCustomer(userId);
      return { role, status: session.status === 'complete' ? 'complete' : 'pending' };
    },

    /** Applies one provider event exactly once; the subscription is re-fetched so order cannot regress state. */
    async handleEvent(event: ProviderEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
      const [seen] = await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.id, event.id));
      if (seen) return 'duplicate';
      const sub = event.subscriptionId ? await provider.getSubscription(event.subscriptionId) : null;
      const userId = await userForCustomer(sub?.customerId ?? event.customerId);
      const outcome = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(subscriptionEvents)
          .values({ id: event.id, provider: provider.kind, type: event.type, userId })
          .onConflictDoNothing()
          .returning({ id: subscriptionEvents.id });
        if (inserted.length === 0) return 'duplicate' as const;
        if (!userId) return 'ignored' as const;
        if (sub) await store(tx, userId, sub);
        await applyRoles(tx, userId);
        // With the event record: a mail that cannot be queued undoes the event, so the provider's
        // retry sends it, and a recorded event always has its mail.
        await notify(tx, event, userId, sub);
        return 'applied' as const;
      });
      logger.info({ event: event.type, eventId: event.id, outcome }, 'payment event');
      return outcome;
    },

    /** Before an account is deleted: its paid subscriptions end at the provider first. */
    async cancelForDeletion(userId: string): Promise<void> {
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      for (const row of rows.filter((r) => isLive(r.status) && r.provider === provider.kind)) {
        await provider.cancelNow(row.id);
      }
    },

    /**
     * In the account deletion's transaction: an owner's members leave the family and return to their
     * own plan at the same moment the owner disappears (family_id has no foreign key to cascade).
     */
    async releaseFamilyOf(tx: Tx, ownerId: string): Promise<void> {
      const members = await tx
        .update(users)
        .set({ familyId: null })
        .where(and(eq(users.familyId, ownerId), ne(users.id, ownerId)))
        .returning({ id: users.id });
      for (const member of members) await applyRole(tx, member.id);
    },

    /**
     * The scheduled job's part: a card that stays past due beyond the grace period ends access by
     * itself, with no event or request needed. Each lapse (subscription and the moment it became past
     * due, in epoch milliseconds) is claimed once with a scheduled_sends row in the same transaction as
     * the new roles, so the instances of a fleet do it once between them, and a later lapse of the same
     * subscription is a new claim.
     */
    async expirePastDueGrace(at: Date): Promise<number> {
      const cutoff = new Date(at.getTime() - PAST_DUE_GRACE_DAYS * 86_400_000);
      const due = await db
        .select({ id: subscriptions.id, userId: subscriptions.userId, since: subscriptions.pastDueSince })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'past_due'),
            lte(subscriptions.pastDueSince, cutoff),
            notClaimed(
              db,
              PAST_DUE_JOB,
              sql`${subscriptions.id} || '@' || round(extract(epoch from ${subscriptions.pastDueSince}) * 1000)::bigint::text`,
              sql`${subscriptions.userId}`,
            ),
          ),
        )
        .limit(200);
      let expired = 0;
      for (const sub of due) {
        const claim = {
          job: PAST_DUE_JOB,
          recipient: sub.userId,
          period: `${sub.id}@${new Date(sub.since!).getTime()}`,
        };
        const applied = await db.transaction(async (tx) => {
          const claimed = await tx
            .insert(scheduledSends)
            .values(claim)
            .onConflictDoNothing()
            .returning({ job: scheduledSends.job });
          if (claimed.length === 0) return false;
          await applyRoles(tx, sub.userId, at);
          return true;
        });
        if (applied) expired++;
      }
      if (expired) logger.info({ expired }, 'past-due grace ended');
      return expired;
    },

    /** Recomputes the plans of a family after its membership changed. */
    async applyFamilyRoles(userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db.transaction(async (tx) => {
        for (const id of userIds) await applyRoles(tx, id);
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
