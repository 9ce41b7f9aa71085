// The e-mails a payment provider's events owe the payer: the subscription's lifecycle (started, cancelled,
// ended), a failed payment and a trial about to end. Queued through the outbox in the event's own
// transaction, so they commit with the change they describe.
import { formatPounds } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  paymentFailedMail,
  subscriptionCancelledMail,
  subscriptionStartedMail,
  trialEndingMail,
} from './billing-mails.ts';
import * as queries from './billing.queries.ts';
import type { ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import { ACCESS_STATUSES } from './subscription-rules.ts';

/** Events that start a subscription, by provider: either one may arrive first (or alone). */
const STARTING_EVENTS = ['checkout.session.completed', 'customer.subscription.created'];

export type StoredSubscription = Awaited<ReturnType<typeof queries.subscriptionById>>;

type Tx = Database;

export function createBillingNotices({ mailer, appUrl }: { mailer: Mailer; appUrl: string }) {
  /**
   * The lifecycle e-mails (docs/product/rulings.md#lifecycle-e-mails): each keyed by its event in the
   * subscription's life, not by the provider's event, so a replayed webhook, the other event of a pair
   * (checkout.session.completed and customer.subscription.created) or a second instance finds the key
   * taken and queues nothing.
   */
  async function notifyLifecycle(
    tx: Tx,
    event: ProviderEvent,
    user: { id: string; email: string; firstName: string },
    sub: ProviderSubscription,
    previous: StoredSubscription,
  ): Promise<void> {
    const manageUrl = `${appUrl}/settings?tab=plan`;
    const base = { to: user.email, userId: user.id };
    if (STARTING_EVENTS.includes(event.type) && (sub.status === 'trialing' || sub.status === 'active')) {
      const mail = subscriptionStartedMail({
        firstName: user.firstName,
        amount: formatPounds(sub.amountPence),
        trialEnd: sub.status === 'trialing' ? sub.trialEnd : null,
        currentPeriodEnd: sub.currentPeriodEnd,
        manageUrl,
      });
      await mailer.send({ ...base, ...mail, dedupeKey: `subscription-started:${sub.id}` }, tx);
      return;
    }
    const accessUntil = sub.currentPeriodEnd ?? sub.trialEnd;
    if (sub.cancelAtPeriodEnd && ACCESS_STATUSES.includes(sub.status) && accessUntil) {
      // One per cancelled period: cancelling again after resuming in the same period sends no second.
      const mail = subscriptionCancelledMail({
        firstName: user.firstName,
        accessUntil,
        manageUrl,
        pricingUrl: `${appUrl}/pricing`,
      });
      await mailer.send(
        { ...base, ...mail, dedupeKey: `subscription-cancelled:${sub.id}:${accessUntil.getTime()}` },
        tx,
      );
      return;
    }
    // Ended at once (not at a period's end the payer was already told of): Premium is gone now.
    if (
      sub.status === 'canceled' &&
      !sub.cancelAtPeriodEnd &&
      previous &&
      ACCESS_STATUSES.includes(previous.status) &&
      !previous.cancelAtPeriodEnd
    ) {
      const mail = subscriptionCancelledMail({
        firstName: user.firstName,
        accessUntil: null,
        manageUrl,
        pricingUrl: `${appUrl}/pricing`,
      });
      await mailer.send({ ...base, ...mail, dedupeKey: `subscription-ended:${sub.id}` }, tx);
    }
  }

  /** The e-mails some events owe the payer, queued in the event's own transaction (one commit). */
  return async function notify(
    tx: Tx,
    event: ProviderEvent,
    userId: string,
    sub: ProviderSubscription | null,
    previous: StoredSubscription,
  ): Promise<void> {
    const user = await queries.userById(tx, userId);
    if (!user) return;
    if (sub) await notifyLifecycle(tx, event, user, sub, previous);
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
  };
}
