// Plans and payments: checkout at the price of the page it starts from, the portal, and keeping each
// user's role in step with the payment provider (webhooks, the success page's check and "Refresh
// Status" all end in the same sync). Provider calls never happen inside a database transaction.
import type { BillingStatus } from '#shared/billing.ts';
import { type CheckoutSource, PREMIUM_PRICE_PENCE, type Role, TRIAL_DAYS } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { claim } from '#server/jobs/claims.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { createBillingNotices } from './billing-notices.ts';
import * as queries from './billing.queries.ts';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import {
  ACCESS_STATUSES,
  betterRole,
  blocksCheckout,
  isLive,
  PAST_DUE_GRACE_DAYS,
  roleFromSubscriptions,
} from './subscription-rules.ts';

/** The scheduled job that ends access once a past-due card's grace period is over. */
export const PAST_DUE_JOB = 'past-due-grace';
/** The scheduled job that ends subscriptions cancelled at a period's end once it has come. */
export const PERIOD_END_JOB = 'subscription-period-end';

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
  /** The keyed hash an address that had the trial is remembered by (trial-address.ts). */
  trialAddressKey: (email: string) => string;
}

type Tx = Database;

export function createBillingService(deps: BillingDeps) {
  const { db, provider, appUrl, mailer, logger, trialAddressKey } = deps;
  const now = deps.now ?? (() => new Date());
  const notify = createBillingNotices({ mailer, appUrl });

  async function customerOf(userId: string) {
    const row = await queries.customerRow(db, userId);
    return row?.provider === provider.kind ? row : undefined;
  }

  /** The trial is once per customer, and once per address even across a deleted account. */
  async function mayHaveTrial(user: { id: string; email: string }): Promise<boolean> {
    const customer = await customerOf(user.id);
    if (customer?.trialUsed) return false;
    return !(await queries.trialUsedByAddress(db, trialAddressKey(user.email)));
  }

  /** What a user's own subscriptions give, or Premium while a complimentary grant is active. */
  async function ownRole(tx: Tx, userId: string, at: Date): Promise<Role> {
    if (await queries.hasActiveGrant(tx, userId, at)) return 'premium';
    return roleFromSubscriptions(await queries.subscriptionsOf(tx, userId), at);
  }

  /** A user's plan is the better of their own and their family owner's (docs/product/rulings.md#family). */
  async function applyRole(tx: Tx, userId: string, at = now()): Promise<Role> {
    const user = await queries.familyIdOf(tx, userId);
    if (!user) return 'free';
    let role = await ownRole(tx, userId, at);
    if (user.familyId && user.familyId !== userId)
      role = betterRole(role, await ownRole(tx, user.familyId, at));
    await queries.setRole(tx, userId, role);
    return role;
  }

  /** After an owner's subscription changes, every member's plan follows at the same moment. */
  async function applyRoles(tx: Tx, userId: string, at = now()): Promise<Role> {
    const role = await applyRole(tx, userId, at);
    for (const memberId of await queries.familyMemberIds(tx, userId)) await applyRole(tx, memberId, at);
    return role;
  }

  async function store(tx: Tx, userId: string, sub: ProviderSubscription): Promise<void> {
    const previous = await queries.subscriptionById(tx, sub.id);
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
    await queries.upsertSubscription(tx, sub.id, values);
    if (sub.trialEnd) await queries.markTrialUsed(tx, userId);
  }

  async function userForCustomer(customerId: string | null): Promise<string | null> {
    return customerId ? queries.userIdForCustomer(db, provider.kind, customerId) : null;
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

  return {
    async status(userId: string): Promise<BillingStatus> {
      const user = await queries.userById(db, userId);
      if (!user) throw new AppError('not_found', 404, 'Account not found.');
      const rows = await queries.subscriptionsOf(db, userId);
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
      const rows = await queries.subscriptionsOf(db, user.id);
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
        const after = await queries.subscriptionsOf(db, user.id);
        if (after.some((r) => blocksCheckout(r.status))) throw alreadySubscribed();
      }
      let customer = await customerOf(user.id);
      if (!customer) {
        const customerId = await provider.createCustomer(user);
        await queries.insertCustomer(db, { userId: user.id, provider: provider.kind, customerId });
        customer = await customerOf(user.id);
        if (!customer)
          throw new AppError('billing_unavailable', 409, 'Your billing account is with another provider.');
      }
      const session = await provider.createCheckout({
        userId: user.id,
        email: user.email,
        customerId: customer.customerId,
        amountPence,
        trialDays: (await mayHaveTrial(user)) ? TRIAL_DAYS : 0,
        successUrl: `${appUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${appUrl}/${source === 'upgrade' ? 'upgrade' : 'pricing'}`,
      });
      return { url: session.url };
    },

    async portal(
      userId: string,
    ): Promise<{ url: string } | { needsSubscription: true; redirectUrl: string }> {
      const customer = await customerOf(userId);
      const rows = await queries.subscriptionsOf(db, userId);
      if (!customer || rows.length === 0) return { needsSubscription: true, redirectUrl: '/pricing' };
      return provider.createPortal(customer.customerId, `${appUrl}/settings?tab=plan`);
    },

    refresh: async (userId: string) => ({ role: await syncCustomer(userId) }),

    /**
     * Whether a checkout would start with the free trial: once per customer (billing_customers.trial_used)
     * and per address (trials_used), the same rule `checkout` applies, so /pricing never advertises a
     * trial the checkout will not give.
     */
    async trialOffer(user: { id: string; email: string }): Promise<{ eligible: boolean; trialDays: number }> {
      const eligible = await mayHaveTrial(user);
      return { eligible, trialDays: eligible ? TRIAL_DAYS : 0 };
    },

    /**
     * "Resume subscription": takes back a cancellation at the period's end while that period lasts
     * (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
     */
    async resume(userId: string): Promise<{ resumed: true; role: Role }> {
      const at = now();
      const rows = await queries.subscriptionsOf(db, userId);
      const cancelled = rows.find(
        (r) =>
          r.provider === provider.kind &&
          r.cancelAtPeriodEnd &&
          ACCESS_STATUSES.includes(r.status) &&
          (!r.currentPeriodEnd || new Date(r.currentPeriodEnd).getTime() > at.getTime()),
      );
      if (!cancelled) {
        throw new AppError(
          'nothing_to_resume',
          409,
          'There is no cancelled subscription to resume. Its period may have ended: you can subscribe again from the pricing page.',
        );
      }
      const updated = await provider.setCancelAtPeriodEnd(cancelled.id, false);
      const role = await db.transaction(async (tx) => {
        await store(tx, userId, updated);
        return applyRoles(tx, userId, at);
      });
      return { resumed: true, role };
    },

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
      if (await queries.eventSeen(db, event.id)) return 'duplicate';
      const sub = event.subscriptionId ? await provider.getSubscription(event.subscriptionId) : null;
      const userId = await userForCustomer(sub?.customerId ?? event.customerId);
      const outcome = await db.transaction(async (tx) => {
        const recorded = await queries.recordEvent(tx, {
          id: event.id,
          provider: provider.kind,
          type: event.type,
          userId,
        });
        if (!recorded) return 'duplicate' as const;
        if (!userId) return 'ignored' as const;
        const previous = sub ? await queries.subscriptionById(tx, sub.id) : undefined;
        if (sub) await store(tx, userId, sub);
        await applyRoles(tx, userId);
        // With the event record: a mail that cannot be queued undoes the event, so the provider's
        // retry sends it, and a recorded event always has its mail.
        await notify(tx, event, userId, sub, previous);
        return 'applied' as const;
      });
      logger.info({ event: event.type, eventId: event.id, outcome }, 'payment event');
      return outcome;
    },

    /** Before an account is deleted: its paid subscriptions end at the provider first. */
    async cancelForDeletion(userId: string): Promise<void> {
      // The account's trial outlives it, as a keyed hash of its address (trials_used).
      const trial = await queries.trialOfUser(db, userId);
      if (trial?.trialUsed) await queries.rememberTrialUsed(db, trialAddressKey(trial.email));
      const rows = await queries.subscriptionsOf(db, userId);
      for (const row of rows.filter((r) => isLive(r.status) && r.provider === provider.kind)) {
        await provider.cancelNow(row.id);
      }
    },

    /**
     * In the account deletion's transaction: an owner's members leave the family and return to their
     * own plan at the same moment the owner disappears (family_id has no foreign key to cascade).
     */
    async releaseFamilyOf(tx: Tx, ownerId: string): Promise<void> {
      for (const memberId of await queries.releaseMembers(tx, ownerId)) await applyRole(tx, memberId);
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
      const due = await queries.unclaimedLapses(db, PAST_DUE_JOB, cutoff, 200);
      let expired = 0;
      for (const sub of due) {
        const key = {
          job: PAST_DUE_JOB,
          recipient: sub.userId,
          period: queries.lapsePeriod(sub.id, new Date(sub.since!)),
        };
        if (await claim(db, key, (tx) => applyRoles(tx, sub.userId, at))) expired++;
      }
      if (expired) logger.info({ expired }, 'past-due grace ended');
      return expired;
    },

    /**
     * The scheduled job's part of cancelling at a period's end: the test provider ends the periods that
     * are over (Stripe does so itself), and each ending goes through the event path like a webhook.
     * Our copy of a subscription whose cancelled period is over is then re-read from the provider, so
     * a webhook that never came cannot leave the payer or their partner on Premium.
     */
    async endCancelledPeriods(at: Date): Promise<number> {
      let ended = 0;
      for (const event of (await provider.endCancelledPeriods?.(at)) ?? []) {
        if ((await this.handleEvent(event)) === 'applied') ended++;
      }
      for (const row of await queries.endedCancelledPeriods(db, provider.kind, at, ACCESS_STATUSES, 100)) {
        const sub = await provider.getSubscription(row.id);
        await db.transaction(async (tx) => {
          if (sub) await store(tx, row.userId, sub);
          await applyRoles(tx, row.userId, at);
        });
      }
      if (ended) logger.info({ ended }, 'cancelled periods ended');
      return ended;
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
