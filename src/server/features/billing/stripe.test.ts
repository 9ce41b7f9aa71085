import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, mailOutbox, subscriptionEvents, subscriptions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  me,
  type SignedUpUser,
  signUp,
  uniqueEmail,
} from '../../test/auth-helpers.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
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

async function checkout(user: SignedUpUser) {
  const res = await t.request('/api/billing/checkout', {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { source: 'upgrade' },
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
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

    const confirm = await t.request('/api/billing/confirm', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { sessionId },
    });
    expect(await confirm.json()).toEqual({ role: 'premium', status: 'complete' });
  });

  it('refuses a correctly signed body that is not an event with 400, not 500', async () => {
    for (const body of [{ id: 'evt_1', type: 'invoice.paid' }, { id: 'evt_2', type: 'x', data: null }, []]) {
      const res = await webhook(body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_event');
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
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { source: 'pricing' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(
      /\/subscription-success\?session_id=upgrade_/,
    );
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
    const res = await t.request('/api/billing/portal', { method: 'POST', headers: { cookie: user.cookie } });
    expect(await res.json()).toEqual({ url: 'https://billing.stripe.test/p/session' });
  });

  it('a Stripe subscription.deleted event returns the owner and their partner to free together', async () => {
    const owner = await signUp(t, { firstName: 'Anna' });
    const { sessionId } = await checkout(owner);
    const sub = fake.complete(sessionId);
    await webhook(event('customer.subscription.created', { ...sub }));
    const partnerEmail = uniqueEmail('stripe-partner');
    const invited = await t.request('/api/family/invites', {
      method: 'POST',
      headers: { cookie: owner.cookie },
      json: { email: partnerEmail },
    });
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
    const status = await t.request('/api/billing/status', { headers: { cookie: user.cookie } });
    expect(await status.json()).toMatchObject({ role: 'free', payer: false, subscription: null });

    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { source: 'pricing' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
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
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { source: 'pricing' },
    });
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
