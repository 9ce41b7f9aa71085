import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, mailOutbox, subscriptionEvents, subscriptions, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  me,
  type SignedUpUser,
  signUp,
  uniqueEmail,
} from '#server/test/auth-helpers.ts';
import { api, readError } from '#server/test/client.ts';
import { type FakeStripe, startFakeStripe } from '#server/test/fake-stripe.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_local');
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(
    {},
    {
      payments: createStripeProvider({
        secretKey: 'sk_test_local',
        webhookSecret: WEBHOOK_SECRET,
        host: '127.0.0.1',
        port: fake.port,
        protocol: 'http',
      }),
    },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function webhook(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return t.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body: payload,
  });
}

let eventCounter = 0;
const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_${Date.now()}_${eventCounter++}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

const billing = (cookie: string) => api(t, cookie).billing;

async function checkout(user: SignedUpUser) {
  const res = await billing(user.cookie).checkout.$post({ json: { source: 'upgrade' } });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  const sessionId = url.split('/').at(-1)!;
  return { url, sessionId };
}

describe('the Stripe provider', () => {
  it('creates a subscription-mode checkout in GBP with the trial, the page price and our success URL', async () => {
    const user = await signUp(t);
    const { url } = await checkout(user);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const call = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(call.body.get('mode')).toBe('subscription');
    expect(call.body.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(call.body.get('subscription_data[trial_period_days]')).toBe('7');
    expect(call.body.get('success_url')).toBe(
      'http://localhost:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('activates on a signed checkout.session.completed, once, and the success page confirms it', async () => {
    const user = await signUp(t);
    const { sessionId } = await checkout(user);
    const sub = fake.complete(sessionId);
    const completed = event('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      customer: sub.customer,
      subscription: sub.id,
    });
    const res = await webhook(completed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await me(t, user.cookie)).user?.role).toBe('premium');

    const again = await webhook(completed);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    const rows = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.id, completed.id));
    expect(rows).toHaveLength(1);

    const confirm = await billing(user.cookie).confirm.$post({ json: { sessionId } });
    expect(await confirm.json()).toEqual({ role: 'premium', status: 'complete' });
  });

  it('refuses a correctly signed body that is not an event with 400, not 500', async () => {
    for (const body of [{ id: 'evt_1', type: 'invoice.paid' }, { id: 'evt_2', type: 'x', data: null }, []]) {
      const res = await webhook(body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await readError(res)).code).toBe('invalid_event');
    }
  });

  it('refuses a bad signature and a replayed old event with 400', async () => {
    const body = event('customer.subscription.updated', {
      id: 'sub_x',
      object: 'subscription',
      customer: 'cus_x',
    });
    expect((await webhook(body, { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await webhook(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const unsigned = await t.app.request('/api/billing/webhook', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(400);
  });

  it('cannot be regressed by events arriving out of order: the subscription is re-fetched', async () => {
    const user = await signUp(t);
    const { sessionId } = await checkout(user);
    const sub = fake.complete(sessionId);
    const created = event('customer.subscription.created', { ...sub });
    fake.setStatus(String(sub.id), 'canceled');
    const deleted = event('customer.subscription.deleted', { ...sub, status: 'canceled' });
    await webhook(deleted);
    expect((await me(t, user.cookie)).user?.role).toBe('free');
    // The older "created" event arrives late; Stripe now says canceled, so nothing changes.
    await webhook(created);
    expect((await me(t, user.cookie)).user?.role).toBe('free');
  });

  it('e-mails the payer when a payment fails and before the trial ends', async () => {
    const user = await signUp(t);
    const { sessionId } = await checkout(user);
    const sub = fake.complete(sessionId);
    await webhook(event('customer.subscription.created', { ...sub }));
    await webhook(event('customer.subscription.trial_will_end', { ...sub }));
    expect((await latestMail(t, user.email))?.subject).toBe('Your Peace Coach free trial ends soon');
    fake.setStatus(String(sub.id), 'past_due');
    await webhook(
      event('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        customer: sub.customer,
        subscription: sub.id,
      }),
    );
    expect((await latestMail(t, user.email))?.subject).toBe('We could not take your Peace Coach payment');
    // Access continues during the grace period.
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
  });

  it('a basic subscriber upgrades the subscription they have, never a second one', async () => {
    const user = await signUp(t);
    await checkout(user); // creates the Stripe customer
    const [customer] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.userId));
    const basic = fake.addSubscription(customer!.customerId, 1900, 'basic');
    await webhook(event('customer.subscription.created', { ...basic }));
    expect((await me(t, user.cookie)).user?.role).toBe('basic');

    const sessionsBefore = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
    ).length;
    const res = await billing(user.cookie).checkout.$post({ json: { source: 'pricing' } });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/\/subscription-success\?session_id=upgrade_/);
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions'),
    ).toHaveLength(sessionsBefore);
    const update = fake.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${String(basic.id)}`,
    )!;
    expect(update.body.get('items[0][price_data][unit_amount]')).toBe('4900');
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
    const subs = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    expect(subs.filter((s) => s.status === 'active' || s.status === 'trialing')).toHaveLength(1);
  });

  it('opens the Stripe billing portal for a customer', async () => {
    const user = await signUp(t);
    const { sessionId } = await checkout(user);
    const sub = fake.complete(sessionId);
    await webhook(event('customer.subscription.created', { ...sub }));
    const res = await billing(user.cookie).portal.$post();
    expect(await res.json()).toEqual({ url: 'https://billing.stripe.test/p/session' });
  });

  it('a Stripe subscription.deleted event returns the owner and their partner to free together', async () => {
    const owner = await signUp(t, { firstName: 'Anna' });
    const { sessionId } = await checkout(owner);
    const sub = fake.complete(sessionId);
    await webhook(event('customer.subscription.created', { ...sub }));
    const partnerEmail = uniqueEmail('stripe-partner');
    const invited = await api(t, owner.cookie).family.invites.$post({ json: { email: partnerEmail } });
    expect(invited.status).toBe(201);
    const code = /signup\?invite=([\w-]+)/.exec((await latestMail(t, partnerEmail))!.text)![1]!;
    const signedUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: partnerEmail,
        password: GOOD_PASSWORD,
        firstName: 'Ben',
        lastName: 'Partner',
        inviteCode: code,
      },
    });
    const partnerCookie = cookieFrom(signedUp);
    expect((await me(t, partnerCookie)).user?.role).toBe('premium');

    fake.setStatus(String(sub.id), 'canceled');
    await webhook(event('customer.subscription.deleted', { ...sub, status: 'canceled' }));
    expect((await me(t, owner.cookie)).user?.role).toBe('free');
    expect((await me(t, partnerCookie)).user?.role).toBe('free');
  });

  it('a new checkout expires the customer’s open one, so two tabs cannot both be paid', async () => {
    const user = await signUp(t);
    const first = await checkout(user);
    const second = await checkout(user);
    const list = fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/checkout/sessions');
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(fake.sessions.get(first.sessionId)?.status).toBe('expired');
    expect(fake.sessions.get(second.sessionId)?.status).toBe('open');
    expect(fake.requests.some((r) => r.path === `/v1/checkout/sessions/${first.sessionId}/expire`)).toBe(
      true,
    );
    expect(() => fake.complete(first.sessionId)).toThrow(/expired/);
    fake.complete(second.sessionId);
  });

  it('an incomplete first payment does not block a new checkout; the stale subscription is cancelled', async () => {
    const user = await signUp(t);
    await checkout(user); // creates the Stripe customer
    const [customer] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.userId));
    const stuck = fake.addSubscription(customer!.customerId, 4900, 'premium');
    fake.setStatus(String(stuck.id), 'incomplete');
    await webhook(event('customer.subscription.created', { ...stuck, status: 'incomplete' }));
    expect((await me(t, user.cookie)).user?.role).toBe('free');
    const status = await billing(user.cookie).status.$get();
    expect(await status.json()).toMatchObject({ role: 'free', payer: false, subscription: null });

    const res = await billing(user.cookie).checkout.$post({ json: { source: 'pricing' } });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(
      fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${String(stuck.id)}`),
    ).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, String(stuck.id)));
    expect(row?.status).toBe('canceled');
  });

  it('a subscription that became active meanwhile still refuses a second checkout', async () => {
    const user = await signUp(t);
    await checkout(user);
    const [customer] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.userId));
    const sub = fake.addSubscription(customer!.customerId, 4900, 'premium');
    fake.setStatus(String(sub.id), 'incomplete');
    await webhook(event('customer.subscription.created', { ...sub, status: 'incomplete' }));
    // The 3-D Secure check succeeded at Stripe; its webhook has not arrived yet.
    fake.setStatus(String(sub.id), 'active');
    const res = await billing(user.cookie).checkout.$post({ json: { source: 'pricing' } });
    expect(res.status).toBe(409);
    expect(fake.subscriptions.get(String(sub.id))?.status).toBe('active');
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
  });

  it('records a payment-failed event and queues its e-mail in one commit', async () => {
    const user = await signUp(t);
    const { sessionId } = await checkout(user);
    const sub = fake.complete(sessionId);
    await webhook(event('customer.subscription.created', { ...sub }));
    fake.setStatus(String(sub.id), 'past_due');
    const failed = event('invoice.payment_failed', {
      id: 'in_2',
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
    });
    const recorded = async () => ({
      events: await t.database.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.id, failed.id)),
      mails: await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'We could not take your Peace Coach payment')),
    });
    const mailsBefore = (await recorded()).mails.length;

    // The mail cannot be queued (an address the outbox refuses): the event is not recorded either, so
    // Stripe's retry still owes the payer their e-mail.
    await t.database.db.update(users).set({ email: 'not an address' }).where(eq(users.id, user.userId));
    expect((await webhook(failed)).status).toBe(500);
    expect((await recorded()).events).toHaveLength(0);
    expect((await recorded()).mails).toHaveLength(mailsBefore);

    await t.database.db.update(users).set({ email: user.email }).where(eq(users.id, user.userId));
    expect(await (await webhook(failed)).json()).toEqual({ received: true, outcome: 'applied' });
    const after = await recorded();
    expect(after.events).toHaveLength(1);
    expect(after.mails.filter((m) => m.toAddress === user.email)).toHaveLength(1);
  });
});

describe('the subscription lifecycle with Stripe (docs/product/rulings.md#lifecycle-e-mails)', () => {
  const mailsTo = async (email: string, subject: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
      (m) => m.subject === subject,
    );

  it('confirms the trial once, though both starting events arrive and one is replayed', async () => {
    const user = await signUp(t);
    const { sessionId } = await checkout(user);
    const sub = fake.complete(sessionId);
    const completed = event('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      customer: sub.customer,
      subscription: sub.id,
    });
    await webhook(completed);
    await webhook(event('customer.subscription.created', { ...sub }));
    // The same event delivered again as a new delivery (another instance that missed the first record).
    await t.database.db.delete(subscriptionEvents).where(eq(subscriptionEvents.id, completed.id));
    expect(await (await webhook(completed)).json()).toEqual({ received: true, outcome: 'applied' });
    const started = await mailsTo(user.email, 'Your Peace Coach free trial has started');
    expect(started).toHaveLength(1);
    expect(started[0]!.text).toContain('£50 is taken, then £50 every month');
  });

  it('cancel_at_period_end keeps Premium until Stripe ends it, with one e-mail', async () => {
    const user = await signUp(t, { firstName: 'Mia' });
    const { sessionId } = await checkout(user);
    const sub = fake.complete(sessionId);
    await webhook(event('customer.subscription.created', { ...sub }));

    // Cancelled in Stripe's portal: Stripe sets cancel_at_period_end and says so.
    fake.subscriptions.get(String(sub.id))!.cancel_at_period_end = true;
    const updated = event('customer.subscription.updated', { ...sub, cancel_at_period_end: true });
    await webhook(updated);
    await webhook(updated);
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
    const status = await (await billing(user.cookie).status.$get()).json();
    expect(status.subscription?.cancelAtPeriodEnd).toBe(true);
    const cancelled = await mailsTo(user.email, 'Your Peace Coach subscription is cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('Hi Mia,');
    expect(cancelled[0]!.text).toContain('Premium stays yours until');

    // At the period's end Stripe ends it: access ends, and no second e-mail (they were told).
    fake.setStatus(String(sub.id), 'canceled');
    await webhook(event('customer.subscription.deleted', { ...sub, status: 'canceled' }));
    expect((await me(t, user.cookie)).user?.role).toBe('free');
    expect(await mailsTo(user.email, 'Your Peace Coach Premium subscription has ended')).toHaveLength(0);
  });

  it('"Resume subscription" asks Stripe to take the cancellation back', async () => {
    const user = await signUp(t);
    const { sessionId } = await checkout(user);
    const sub = fake.complete(sessionId);
    fake.subscriptions.get(String(sub.id))!.cancel_at_period_end = true;
    await webhook(event('customer.subscription.created', { ...sub, cancel_at_period_end: true }));
    const resumed = await billing(user.cookie).resume.$post();
    expect(resumed.status).toBe(200);
    const call = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${String(sub.id)}`,
    )!;
    expect(call.body.get('cancel_at_period_end')).toBe('false');
  });
});
