import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingStatus } from '../../../shared/billing.ts';
import { subscriptionEvents, subscriptions, testProviderSubscriptions, users } from '../../db/schema.ts';
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
import { subscribeWithTestProvider } from '../../test/billing-helpers.ts';

let t: TestApp;
let clock = new Date('2026-11-20T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const statusOf = async (cookie: string) =>
  (await (await t.request('/api/billing/status', { headers: { cookie } })).json()) as BillingStatus;
const post = (path: string, cookie: string, json?: unknown) =>
  t.request(path, { method: 'POST', headers: { cookie }, ...(json === undefined ? {} : { json }) });

/** A partner who signs up with the owner's invitation code; returns the partner's cookie. */
async function joinFamilyOf(owner: SignedUpUser): Promise<string> {
  const email = uniqueEmail('partner');
  expect((await post('/api/family/invites', owner.cookie, { email })).status).toBe(201);
  const code = /signup\?invite=([\w-]+)/.exec((await latestMail(t, email))!.text)![1]!;
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: GOOD_PASSWORD, firstName: 'Ben', lastName: 'Partner', inviteCode: code },
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

describe('checkout with the built-in test provider', () => {
  it('charges the price of the page it starts from, on a page that says it is a test', async () => {
    const user = await signUp(t);
    for (const [source, price] of [
      ['pricing', '£49'],
      ['upgrade', '£50'],
    ] as const) {
      const res = await post('/api/billing/checkout', user.cookie, { source });
      const { url } = (await res.json()) as { url: string };
      const page = await t.request(new URL(url).pathname, { headers: { cookie: user.cookie } });
      const html = await page.text();
      expect(html).toContain('This is a test payment page.');
      expect(html).toContain(`${price} per month`);
      expect(html).toContain('7-day free trial');
    }
  });

  it('"Pay" activates premium through the event path, once, and the success page can confirm it', async () => {
    const user = await signUp(t);
    const { successUrl } = await subscribeWithTestProvider(t, user);
    expect(successUrl).toMatch(/\/subscription-success\?session_id=tcs_/);
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
    const events = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, user.userId));
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);

    const sessionId = new URL(successUrl).searchParams.get('session_id')!;
    const confirm = await post('/api/billing/confirm', user.cookie, { sessionId });
    expect(await confirm.json()).toEqual({ role: 'premium', status: 'complete' });
    const stranger = await signUp(t);
    expect((await post('/api/billing/confirm', stranger.cookie, { sessionId })).status).toBe(404);

    const status = await statusOf(user.cookie);
    expect(status).toMatchObject({ role: 'premium', payer: true, provider: 'test' });
    expect(status.subscription).toMatchObject({ status: 'trialing', amountPence: 4900, pastDue: false });
    const trialDays = (new Date(status.subscription!.trialEnd!).getTime() - clock.getTime()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(7);
  });

  it('refuses a second subscription, and a visitor', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    const again = await post('/api/billing/checkout', user.cookie, { source: 'pricing' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_subscribed');
    const visitor = await t.request('/api/billing/checkout', { method: 'POST', json: { source: 'pricing' } });
    expect(visitor.status).toBe(401);
    // Spec section 5: the words the pricing page turns into "Please log in and try again." and /login.
    expect(((await visitor.json()) as { error: { message: string } }).error.message).toBe(
      'Please log in again and try again.',
    );
    const confirm = await t.request('/api/billing/confirm', { method: 'POST', json: { sessionId: 'cs_1' } });
    expect(((await confirm.json()) as { error: { message: string } }).error.message).toBe(
      'User not authenticated',
    );
  });

  it('two open checkouts paid at once start one subscription; the other is refused', async () => {
    const user = await signUp(t);
    const start = async () => {
      const res = await post('/api/billing/checkout', user.cookie, { source: 'pricing' });
      return new URL(((await res.json()) as { url: string }).url).pathname;
    };
    const [tabA, tabB] = [await start(), await start()];
    const answers = await Promise.all([post(`${tabA}/pay`, user.cookie), post(`${tabB}/pay`, user.cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([303, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('already_subscribed');
    const subs = await t.database.db
      .select()
      .from(testProviderSubscriptions)
      .where(eq(testProviderSubscriptions.userId, user.userId));
    expect(subs).toHaveLength(1);
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
  });

  it('a second press of "Pay" on the same checkout changes nothing and lands on the same success page', async () => {
    const user = await signUp(t);
    const { checkoutPath, successUrl } = await subscribeWithTestProvider(t, user);
    const again = await post(`${checkoutPath}/pay`, user.cookie);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(successUrl);
    expect(
      await t.database.db
        .select()
        .from(testProviderSubscriptions)
        .where(eq(testProviderSubscriptions.userId, user.userId)),
    ).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, user.userId));
    expect(events).toHaveLength(1);
  });

  it('only the checkout’s own user can cancel it', async () => {
    const user = await signUp(t);
    const res = await post('/api/billing/checkout', user.cookie, { source: 'upgrade' });
    const path = new URL(((await res.json()) as { url: string }).url).pathname;
    const stranger = await signUp(t);
    expect((await post(`${path}/cancel`, stranger.cookie)).status).toBe(404);
    expect((await t.request(path, { headers: { cookie: user.cookie } })).status).toBe(200);

    const cancel = await post(`${path}/cancel`, user.cookie);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('http://localhost:3000/upgrade');
    expect((await t.request(path, { headers: { cookie: user.cookie } })).status).toBe(404);
  });

  it('cancelling in the portal returns the user to free; the trial is not offered twice', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    const portal = (await (await post('/api/billing/portal', user.cookie)).json()) as { url: string };
    const portalPath = new URL(portal.url).pathname;
    const page = await (await t.request(portalPath, { headers: { cookie: user.cookie } })).text();
    expect(page).toContain('This is a test billing portal.');
    const subId = /portal\/cancel\/([^"]+)"/.exec(page)![1]!;
    const cancel = await post(`/api/billing/test/portal/cancel/${subId}`, user.cookie);
    expect(cancel.status).toBe(303);
    expect((await me(t, user.cookie)).user?.role).toBe('free');
    expect(await (await post('/api/billing/refresh', user.cookie)).json()).toEqual({ role: 'free' });

    const res = await post('/api/billing/checkout', user.cookie, { source: 'pricing' });
    const html = await (
      await t.request(new URL(((await res.json()) as { url: string }).url).pathname, {
        headers: { cookie: user.cookie },
      })
    ).text();
    expect(html).not.toContain('free trial');
    expect(html).toContain('charged £49 today');
  });

  it('sends users without a subscription from the portal to /pricing', async () => {
    const user = await signUp(t);
    expect(await (await post('/api/billing/portal', user.cookie)).json()).toEqual({
      needsSubscription: true,
      redirectUrl: '/pricing',
    });
  });

  it('keeps access while a card is past due for the grace period, then returns to free', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    const status = await statusOf(user.cookie);
    expect(status.payer).toBe(true);
    const provider = t.services.testPayments!;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.role).toBe('premium');
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    await t.services.billing.handleEvent(await provider.setStatus(sub!.id, 'past_due'));
    expect((await statusOf(user.cookie)).subscription?.pastDue).toBe(true);
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    expect(await (await post('/api/billing/refresh', user.cookie)).json()).toEqual({ role: 'free' });
    clock = new Date('2026-11-20T10:00:00Z');
  });

  it('a card past due beyond the grace period ends access by itself, for the payer and their partner', async () => {
    const start = clock;
    const owner = await signUp(t, { firstName: 'Anna' });
    await subscribeWithTestProvider(t, owner);
    const partner = await joinFamilyOf(owner);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, owner.userId));
    await t.services.billing.handleEvent(await t.services.testPayments!.setStatus(sub!.id, 'past_due'));

    // Within the grace period the scheduled pass changes nothing.
    clock = new Date(start.getTime() + 6 * 86_400_000);
    await t.services.jobs.tick(clock);
    expect((await me(t, owner.cookie)).user?.role).toBe('premium');
    expect((await me(t, partner)).user?.role).toBe('premium');

    // After it, no event and no request from the user: the job alone returns both to free, once.
    clock = new Date(start.getTime() + 8 * 86_400_000);
    const first = await t.services.jobs.tick(clock);
    expect(first['past-due-grace']).toBeGreaterThanOrEqual(1);
    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(ownerRow!.role).toBe('free');
    expect((await me(t, partner)).user?.role).toBe('free');
    expect((await t.services.jobs.tick(clock))['past-due-grace']).toBe(0);
    clock = start;
  });

  it('a duplicated event has no second effect', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    const event = await t.services.testPayments!.setStatus(sub!.id, 'active');
    expect(await t.services.billing.handleEvent(event)).toBe('applied');
    expect(await t.services.billing.handleEvent(event)).toBe('duplicate');
  });

  it('deleting the account cancels the subscription first and keeps its events without the user', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    const res = await post('/api/account/delete', user.cookie, { password: user.password });
    expect(res.status).toBe(204);
    const events = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.type, 'checkout.session.completed'));
    expect(events.some((e) => e.userId === user.userId)).toBe(false);
    expect(events.some((e) => e.userId === null)).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(testProviderSubscriptions)
        .where(eq(testProviderSubscriptions.id, sub!.id)),
    ).toEqual([]);
  });
});
