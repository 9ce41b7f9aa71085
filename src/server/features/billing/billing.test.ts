import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complimentaryGrants,
  mailOutbox,
  subscriptionEvents,
  subscriptions,
  testProviderSubscriptions,
  users,
} from '#server/db/schema.ts';
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
import { openPortal, subscribeWithTestProvider } from '#server/test/billing-helpers.ts';
import { api, readError } from '#server/test/client.ts';

let t: TestApp;
let clock = new Date('2026-11-20T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const billing = (cookie?: string) => api(t, cookie ? { cookie } : {}).billing;
const statusOf = async (cookie: string) => (await billing(cookie).status.$get()).json();
/** The path of a new checkout page of the test provider. */
const startCheckout = async (cookie: string, source: 'pricing' | 'upgrade' = 'pricing') => {
  const res = await billing(cookie).checkout.$post({ json: { source } });
  expect(res.status).toBe(200);
  return new URL((await res.json()).url).pathname;
};
/** A press of a button on one of the test provider's pages (not in AppType: they are HTML forms). */
const press = (path: string, cookie: string) => t.request(path, { method: 'POST', headers: { cookie } });

/** A partner who signs up with the owner's invitation code; returns the partner's cookie. */
async function joinFamilyOf(owner: SignedUpUser): Promise<string> {
  const email = uniqueEmail('partner');
  expect((await api(t, owner.cookie).family.invites.$post({ json: { email } })).status).toBe(201);
  const code = /signup\?invite=([\w-]+)/.exec((await latestMail(t, email))!.text)![1]!;
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: GOOD_PASSWORD, firstName: 'Ben', lastName: 'Partner', inviteCode: code },
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

/** Every e-mail queued for an address, oldest first. */
const mailsTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).sort(
    (a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
  );
const subjectsTo = async (email: string) => (await mailsTo(email)).map((m) => m.subject);
/** The subscription of a user as the test provider holds it. */
const testSubscriptionOf = async (userId: string) =>
  (
    await t.database.db
      .select()
      .from(testProviderSubscriptions)
      .where(eq(testProviderSubscriptions.userId, userId))
  )[0]!;
/** Presses "Cancel subscription" in the portal, then confirms it; returns the confirmation page. */
async function cancelInPortal(user: SignedUpUser): Promise<string> {
  const portal = await (
    await t.request(await openPortal(t, user), { headers: { cookie: user.cookie } })
  ).text();
  const action = /action="(\/api\/billing\/test\/portal\/cancel\/[^"]+)"/.exec(portal)![1]!;
  const confirmPage = await t.request(action, { method: 'POST', headers: { cookie: user.cookie } });
  expect(confirmPage.status).toBe(200);
  const html = await confirmPage.text();
  const confirmed = await t.request(action, {
    method: 'POST',
    headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'confirm=yes',
  });
  expect(confirmed.status).toBe(303);
  return html;
}

describe('checkout with the built-in test provider', () => {
  it('charges the price of the page it starts from, on a page that says it is a test', async () => {
    const user = await signUp(t);
    for (const [source, price] of [
      ['pricing', '£49'],
      ['upgrade', '£50'],
    ] as const) {
      const page = await t.request(await startCheckout(user.cookie, source), {
        headers: { cookie: user.cookie },
      });
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
    const confirm = await billing(user.cookie).confirm.$post({ json: { sessionId } });
    expect(await confirm.json()).toEqual({ role: 'premium', status: 'complete' });
    const stranger = await signUp(t);
    expect((await billing(stranger.cookie).confirm.$post({ json: { sessionId } })).status).toBe(404);

    const status = await statusOf(user.cookie);
    expect(status).toMatchObject({ role: 'premium', payer: true, provider: 'test' });
    expect(status.subscription).toMatchObject({ status: 'trialing', amountPence: 4900, pastDue: false });
    const trialDays = (new Date(status.subscription!.trialEnd!).getTime() - clock.getTime()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(7);
  });

  it('refuses a second subscription, and a visitor', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    const again = await billing(user.cookie).checkout.$post({ json: { source: 'pricing' } });
    expect(again.status).toBe(409);
    expect((await readError(again)).code).toBe('already_subscribed');
    const visitor = await billing().checkout.$post({ json: { source: 'pricing' } });
    expect(visitor.status).toBe(401);
    // docs/product/specification.md#checkout-start: the words the pricing page turns into "Please log in and
    // try again." and /login.
    expect((await readError(visitor)).message).toBe('Please log in again and try again.');
    const confirm = await billing().confirm.$post({ json: { sessionId: 'cs_1' } });
    expect((await readError(confirm)).message).toBe('User not authenticated');
  });

  it('two open checkouts paid at once start one subscription; the other is refused', async () => {
    const user = await signUp(t);
    const [tabA, tabB] = [await startCheckout(user.cookie), await startCheckout(user.cookie)];
    const answers = await Promise.all([press(`${tabA}/pay`, user.cookie), press(`${tabB}/pay`, user.cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([303, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await readError(refused)).code).toBe('already_subscribed');
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
    const again = await press(`${checkoutPath}/pay`, user.cookie);
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
    const path = await startCheckout(user.cookie, 'upgrade');
    const stranger = await signUp(t);
    expect((await press(`${path}/cancel`, stranger.cookie)).status).toBe(404);
    expect((await t.request(path, { headers: { cookie: user.cookie } })).status).toBe(200);

    const cancel = await press(`${path}/cancel`, user.cookie);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('http://localhost:3000/upgrade');
    expect((await t.request(path, { headers: { cookie: user.cookie } })).status).toBe(404);
  });

  it('cancelling in the portal ends Premium at the period’s end; the trial is not offered twice', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    const portalPath = await openPortal(t, user);
    const page = await (await t.request(portalPath, { headers: { cookie: user.cookie } })).text();
    expect(page).toContain('This is a test billing portal.');
    await cancelInPortal(user);
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
    await t.services.billing.endCancelledPeriods(new Date(clock.getTime() + 8 * 86_400_000));
    expect((await me(t, user.cookie)).user?.role).toBe('free');
    expect(await (await billing(user.cookie).refresh.$post()).json()).toEqual({ role: 'free' });

    const checkoutPage = await startCheckout(user.cookie);
    const html = await (await t.request(checkoutPage, { headers: { cookie: user.cookie } })).text();
    expect(html).not.toContain('free trial');
    expect(html).toContain('charged £49 today');
  });

  it('sends users without a subscription from the portal to /pricing', async () => {
    const user = await signUp(t);
    expect(await (await billing(user.cookie).portal.$post()).json()).toEqual({
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
    expect(await (await billing(user.cookie).refresh.$post()).json()).toEqual({ role: 'free' });
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
    const res = await api(t, user.cookie).account.delete.$post({ json: { password: user.password } });
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

describe('complimentary Premium', () => {
  const grant = (userId: string, values: { endsAt?: Date; endedAt?: Date } = {}) =>
    t.database.db
      .insert(complimentaryGrants)
      .values({
        id: `grant-${userId}-${Object.keys(values).join('')}`,
        userId,
        grantedBy: 'ops@example.com',
        ...values,
      })
      .returning({ id: complimentaryGrants.id });
  const roleOf = async (userId: string) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]!.role;

  it('an active grant makes the role Premium; once it ends the role is what the subscriptions say', async () => {
    const free = await signUp(t);
    const [row] = await grant(free.userId);
    await t.services.billing.applyFamilyRoles([free.userId]);
    expect(await roleOf(free.userId)).toBe('premium');
    expect((await statusOf(free.cookie)).payer).toBe(false);

    await t.database.db
      .update(complimentaryGrants)
      .set({ endedAt: clock })
      .where(eq(complimentaryGrants.id, row!.id));
    await t.services.billing.applyFamilyRoles([free.userId]);
    expect(await roleOf(free.userId)).toBe('free');

    // A payer keeps the Premium they pay for when a grant ends.
    const payer = await signUp(t);
    await subscribeWithTestProvider(t, payer);
    await grant(payer.userId, { endedAt: clock });
    await t.services.billing.applyFamilyRoles([payer.userId]);
    expect(await roleOf(payer.userId)).toBe('premium');
  });

  it('a grant whose end date has passed gives nothing', async () => {
    const user = await signUp(t);
    await grant(user.userId, { endsAt: new Date(clock.getTime() - 1000) });
    await t.services.billing.applyFamilyRoles([user.userId]);
    expect(await roleOf(user.userId)).toBe('free');
  });
});

describe('the subscription lifecycle (docs/product/rulings.md#lifecycle-e-mails)', () => {
  it('confirms a trial by e-mail once: the terms, the trial end, the price after it and how to cancel', async () => {
    const user = await signUp(t, { firstName: 'Ruth' });
    await subscribeWithTestProvider(t, user);
    const started = (await mailsTo(user.email)).filter((m) =>
      m.dedupeKey?.startsWith('subscription-started:'),
    );
    expect(started).toHaveLength(1);
    const mail = started[0]!;
    expect(mail.subject).toBe('Your Peace Coach free trial has started');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Ruth,');
      // The clock is 20 November 2026: the 7-day trial ends on the 27th.
      expect(body).toContain('It ends on 27 November 2026.');
      expect(body).toContain('your first payment of £49 is taken, then £49 every month');
    }
    expect(mail.text).toContain('Settings -> Plan -> Manage Subscription');
    expect(mail.html).toContain('Settings -&gt; Plan -&gt; Manage Subscription');
    expect(mail.text).toContain('http://localhost:3000/settings?tab=plan');

    // The same event handled again (a replay, a second instance) queues nothing.
    const [event] = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, user.userId));
    await t.database.db.delete(subscriptionEvents).where(eq(subscriptionEvents.id, event!.id));
    const sub = await testSubscriptionOf(user.userId);
    expect(
      await t.services.billing.handleEvent({
        id: event!.id,
        type: 'checkout.session.completed',
        customerId: sub.customerId,
        subscriptionId: sub.id,
      }),
    ).toBe('applied');
    expect(
      (await mailsTo(user.email)).filter((m) => m.subject === 'Your Peace Coach free trial has started'),
    ).toHaveLength(1);
  });

  it('says when Premium ended at once, and confirms a paid subscription (no second trial) with its next payment', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    const sub = await testSubscriptionOf(user.userId);
    // Ended by the provider at once (e.g. from Stripe's dashboard), not at a period's end.
    await t.services.billing.handleEvent(await t.services.testPayments!.setStatus(sub.id, 'canceled'));
    const ended = (await mailsTo(user.email)).filter(
      (m) => m.subject === 'Your Peace Coach Premium subscription has ended',
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('Your account is now on the Free plan.');
    expect(ended[0]!.text).toContain('http://localhost:3000/pricing');

    await subscribeWithTestProvider(t, user);
    const mail = (await mailsTo(user.email)).find(
      (m) => m.subject === 'Your Peace Coach Premium subscription is confirmed',
    )!;
    expect(mail.text).toContain('Your Peace Coach Premium subscription is confirmed: £49 a month.');
    // No trial: the period runs 30 days from 20 November 2026.
    expect(mail.text).toContain('The next one is on 20 December 2026');
    expect(mail.text).toContain('Settings -> Plan -> Manage Subscription');
  });

  it('cancelling asks first, keeps Premium for the owner and partner to the period’s end, then ends it', async () => {
    const start = clock;
    const owner = await signUp(t, { firstName: 'Anna' });
    await subscribeWithTestProvider(t, owner);
    const partner = await joinFamilyOf(owner);

    const confirmation = await cancelInPortal(owner);
    expect(confirmation).toContain('Cancel your subscription?');
    expect(confirmation).toContain('Premium stays yours until <strong>27 November 2026</strong>');

    // Still Premium for both, and Settings -> Plan knows the date.
    expect((await me(t, owner.cookie)).user?.role).toBe('premium');
    expect((await me(t, partner)).user?.role).toBe('premium');
    const status = await statusOf(owner.cookie);
    expect(status.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing' });
    expect(status.subscription?.currentPeriodEnd).toBe('2026-11-27T10:00:00.000Z');
    const portal = await (
      await t.request(await openPortal(t, owner), { headers: { cookie: owner.cookie } })
    ).text();
    expect(portal).toContain('Cancelled: Premium until 27 November 2026.');

    const cancelled = (await mailsTo(owner.email)).filter(
      (m) => m.subject === 'Your Peace Coach subscription is cancelled',
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('Premium stays yours until 27 November 2026.');
    expect(cancelled[0]!.text).toContain('Resume subscription');
    expect(cancelled[0]!.html).toContain('Premium stays yours until 27 November 2026.');

    // The day before the end nothing changes; at the end the scheduled job ends Premium for both.
    clock = new Date(start.getTime() + 6 * 86_400_000);
    await t.services.jobs.tick(clock);
    expect((await me(t, partner)).user?.role).toBe('premium');
    clock = new Date(start.getTime() + 7 * 86_400_000 + 60_000);
    const ticked = await t.services.jobs.tick(clock);
    expect(ticked['subscription-period-end']).toBeGreaterThanOrEqual(1);
    expect((await me(t, owner.cookie)).user?.role).toBe('free');
    expect((await me(t, partner)).user?.role).toBe('free');
    expect((await testSubscriptionOf(owner.userId)).status).toBe('canceled');
    // Told once already: the period's end sends no second e-mail.
    expect(
      (await subjectsTo(owner.email)).filter((s) => s.includes('ended') || s.includes('cancelled')),
    ).toHaveLength(1);
    clock = start;
  });

  it('"Resume subscription" takes the cancellation back; there is nothing to resume twice', async () => {
    const user = await signUp(t);
    await subscribeWithTestProvider(t, user);
    await cancelInPortal(user);
    const resumed = await billing(user.cookie).resume.$post();
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toEqual({ resumed: true, role: 'premium' });
    expect((await statusOf(user.cookie)).subscription?.cancelAtPeriodEnd).toBe(false);
    expect((await testSubscriptionOf(user.userId)).cancelAtPeriodEnd).toBe(false);
    const again = await billing(user.cookie).resume.$post();
    expect(again.status).toBe(409);
    expect((await readError(again)).code).toBe('nothing_to_resume');
    // Resumed, the period's end renews nothing away: the job leaves it be.
    await t.services.jobs.tick(new Date(clock.getTime() + 8 * 86_400_000));
    expect((await testSubscriptionOf(user.userId)).status).toBe('trialing');
  });

  it('offers the trial only to someone who has not had it', async () => {
    const user = await signUp(t);
    expect(await (await billing(user.cookie).trial.$get()).json()).toEqual({ eligible: true, trialDays: 7 });
    await subscribeWithTestProvider(t, user);
    expect(await (await billing(user.cookie).trial.$get()).json()).toEqual({ eligible: false, trialDays: 0 });
    expect((await billing().trial.$get()).status).toBe(401);
  });

  it('does not offer the trial again to an address that had it, after its account was deleted', async () => {
    const first = await signUp(t);
    await subscribeWithTestProvider(t, first);
    const deleted = await t.request('/api/account/delete', {
      method: 'POST',
      headers: { cookie: first.cookie },
      json: { password: first.password },
    });
    expect(deleted.status).toBeLessThan(300);

    // The same address in another case: one mailbox, one trial.
    const again = await signUp(t, { email: first.email.toUpperCase() });
    expect(await (await billing(again.cookie).trial.$get()).json()).toEqual({
      eligible: false,
      trialDays: 0,
    });
    await subscribeWithTestProvider(t, again);
    expect((await statusOf(again.cookie)).subscription?.status).toBe('active');
  });
});

describe('pages a browser reaches answer a page, never JSON', () => {
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  async function expectPage(path: string, cookie: string | undefined, method = 'GET') {
    const res = await t.request(path, { method, headers: { ...html, ...(cookie ? { cookie } : {}) } });
    const body = await res.text();
    expect(res.headers.get('content-type'), `${method} ${path}: ${body.slice(0, 80)}`).toMatch(/^text\/html/);
    expect(body).toMatch(/^<!doctype html>/);
    expect(body).not.toContain('"error"');
    return { status: res.status, body };
  }

  it('every test checkout and portal address, in every state, signed in or out', async () => {
    const user = await signUp(t);
    const open = await startCheckout(user.cookie);
    expect((await expectPage(open, user.cookie)).body).toContain('This is a test payment page.');
    const cancelled = await startCheckout(user.cookie);
    await press(`${cancelled}/cancel`, user.cookie);
    const { checkoutPath: paid } = await subscribeWithTestProvider(t, user);
    const portal = await openPortal(t, user);

    // Back after paying: the checkout page says it is done.
    const back = await expectPage(paid, user.cookie);
    expect(back.status).toBe(200);
    expect(back.body).toContain('This checkout is complete');
    expect(back.body).toContain('href="/dashboard"');

    expect((await expectPage(cancelled, user.cookie)).body).toContain('This checkout has ended.');
    expect((await expectPage('/api/billing/test/checkout/tcs_unknown', user.cookie)).status).toBe(404);
    // A used "Pay" or "Cancel" pressed again (or its address opened), and a stranger's or unknown portal.
    expect((await expectPage(`${cancelled}/pay`, user.cookie, 'POST')).body).toContain('This page has ended');
    expect((await expectPage(`${paid}/pay`, user.cookie)).status).toBe(404);
    expect((await expectPage(`${paid}/cancel`, user.cookie)).status).toBe(404);
    expect((await expectPage(portal, user.cookie)).body).toContain('This is a test billing portal.');
    expect((await expectPage('/api/billing/test/portal/tcus_unknown', user.cookie)).status).toBe(404);
    expect((await expectPage('/api/billing/test/portal/cancel/tsub_unknown', user.cookie)).status).toBe(404);
    expect(
      (await expectPage('/api/billing/test/portal/cancel/tsub_unknown', user.cookie, 'POST')).status,
    ).toBe(404);
    // Signed out (another browser, an ended session): a page with the way to log in.
    for (const path of [open, paid, portal]) {
      const signedOut = await expectPage(path, undefined);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toContain('href="/login"');
    }
    // An API client still gets the JSON error.
    const json = await t.request('/api/billing/test/checkout/tcs_unknown', {
      headers: { cookie: user.cookie },
    });
    expect((await readError(json)).code).toBe('not_found');
  });
});
