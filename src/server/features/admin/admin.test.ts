import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  complimentaryGrants,
  mailOutbox,
  messages,
  opsCounters,
  sessions,
  subscriberConsents,
  subscribers,
  subscriptionEvents,
  subscriptions,
  users,
} from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { me, type SignedUpUser, signUp, uniqueEmail } from '#server/test/auth-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';
import { api, readError } from '#server/test/client.ts';
import { ADMIN_ENV, asUser, changePassword, confirmEmail, signUpAdmin } from './admin-test-helpers.ts';
import { csvCell, toCsv } from './csv.ts';
import { isoWeekLabel, lastWeeks, weekStart } from './funnel.ts';
import { increment } from './ops-counters.ts';

let t: TestApp;
let admin: SignedUpUser;
// A Wednesday: the funnel's current week began on Monday 2026-11-23.
const clock = new Date('2026-11-25T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV, { now: () => clock });
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const auditRows = (action: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
const roleOf = async (userId: string) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]!.role;

describe('who may open the console', () => {
  it('answers 401 signed out, 404 to a member and to an unconfirmed admin address, 200 to a confirmed admin', async () => {
    const signedOut = await t.request('/api/admin/funnel');
    expect(signedOut.status).toBe(401);
    expect((await readError(signedOut)).code).toBe('unauthorized');

    const member = await signUp(t);
    await confirmEmail(t, member);
    const refused = await asUser(t, member, '/funnel');
    expect(refused.status).toBe(404);
    // The same answer as an address that does not exist.
    const nowhere = await t.request('/api/no-such-place', { headers: { cookie: member.cookie } });
    expect(await refused.json()).toEqual(await nowhere.json());

    const other = await createTestApp({ ADMIN_EMAILS: 'late@example.com' });
    try {
      const unconfirmed = await signUp(other, { email: 'Late@Example.com' });
      expect((await asUser(other, unconfirmed, '/funnel')).status).toBe(404);
      await confirmEmail(other, unconfirmed);
      // The confirmation records when, for the funnel.
      const [row] = await other.database.db.select().from(users).where(eq(users.id, unconfirmed.userId));
      expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
      // Its password dates from before the confirmation: the console waits for one chosen after it.
      expect((await asUser(other, unconfirmed, '/funnel')).status).toBe(404);
      const chosen = await changePassword(other, unconfirmed);
      expect((await asUser(other, chosen, '/funnel')).status).toBe(200);
    } finally {
      await other.close();
    }

    const allowed = await asUser(t, admin, '/funnel');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('private, no-store');
  });

  it('checks every request: an admin whose session ends is refused at once', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: admin.email, password: admin.password, rememberMe: true },
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((p) => !p.endsWith('='))
      .join('; ');
    expect((await asUser(t, { cookie }, '/health')).status).toBe(200);
    await t.database.db
      .delete(sessions)
      .where(eq(sessions.token, /pc\.session_token=([^.;]+)/.exec(cookie)![1]!));
    expect((await asUser(t, { cookie }, '/health')).status).toBe(401);
    expect((await asUser(t, admin, '/health')).status).toBe(200);
  });
});

describe('actions on an account', () => {
  it('grants complimentary Premium and ends it, each in the audit log; the role follows', async () => {
    const user = await signUp(t);
    expect((await asUser(t, admin, '/users/grant-premium', { userId: user.userId })).status).toBe(204);
    expect(await roleOf(user.userId)).toBe('premium');
    expect((await me(t, user.cookie)).user?.role).toBe('premium');
    const again = await asUser(t, admin, '/users/grant-premium', { userId: user.userId });
    expect(again.status).toBe(409);

    const [granted] = await auditRows('user.grant_premium');
    const [grant] = await t.database.db
      .select()
      .from(complimentaryGrants)
      .where(eq(complimentaryGrants.userId, user.userId));
    expect(granted).toMatchObject({
      adminUserId: admin.userId,
      adminEmail: admin.email,
      targetUserId: user.userId,
      detail: { grantId: grant!.id },
    });
    expect(grant!.grantedBy).toBe(admin.email);

    // Shown apart from revenue.
    const revenue = await (await api(t, admin.cookie).admin.revenue.$get()).json();
    expect(revenue.complimentary).toBe(1);
    expect(revenue.mrrPence).toBe(0);

    expect((await asUser(t, admin, '/users/end-premium', { userId: user.userId })).status).toBe(204);
    expect(await roleOf(user.userId)).toBe('free');
    expect(await auditRows('user.end_premium')).toMatchObject([
      { targetUserId: user.userId, detail: { grantIds: [grant!.id] } },
    ]);
    expect((await asUser(t, admin, '/users/end-premium', { userId: user.userId })).status).toBe(409);
  });

  it('ends every session of an account: its next request is refused', async () => {
    const user = await signUp(t);
    expect((await me(t, user.cookie)).user).not.toBeNull();
    const res = await asUser(t, admin, '/users/end-sessions', { userId: user.userId });
    expect(await res.json()).toEqual({ ended: 1 });
    expect((await me(t, user.cookie)).user).toBeNull();
    expect((await api(t, user.cookie).chats.$get({ query: { limit: '10' } })).status).toBe(401);
    expect(await auditRows('user.end_sessions')).toMatchObject([
      { targetUserId: user.userId, detail: { sessionsEnded: 1 } },
    ]);
  });

  it('resends the confirmation e-mail through the app’s own path, once confirmed never', async () => {
    const user = await signUp(t);
    const before = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect((await asUser(t, admin, '/users/resend-confirmation', { userId: user.userId })).status).toBe(204);
    const after = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(after.length).toBe(before.length + 1);
    expect(await auditRows('user.resend_confirmation')).toMatchObject([{ targetUserId: user.userId }]);

    await confirmEmail(t, user);
    const refused = await asUser(t, admin, '/users/resend-confirmation', { userId: user.userId });
    expect(refused.status).toBe(409);
  });

  it('answers 404 for an account that does not exist and writes nothing', async () => {
    const before = (await t.database.db.select().from(adminAuditLog)).length;
    for (const path of ['/users/grant-premium', '/users/end-premium', '/users/end-sessions']) {
      expect((await asUser(t, admin, path, { userId: 'no-such-user' })).status).toBe(404);
    }
    expect((await t.database.db.select().from(adminAuditLog)).length).toBe(before);
  });

  it('finds accounts by part of an address or name, with % and _ taken literally; the search is logged', async () => {
    const ruth = await signUp(t, {
      email: uniqueEmail('ruth_finder'),
      firstName: 'Ruth',
      lastName: 'Finder',
    });
    const { chat } = await newChat(t, ruth);
    await readParts(await send(t, ruth, chat.id, 'Hello there'));
    const found = await (await api(t, admin.cookie).admin.users.$get({ query: { q: 'RUTH_FIND' } })).json();
    expect(found.users).toEqual([
      expect.objectContaining({
        id: ruth.userId,
        email: ruth.email,
        name: 'Ruth Finder',
        role: 'free',
        family: 'none',
        emailVerified: false,
        messageCount: 1,
        complimentary: false,
      }),
    ]);
    expect((await (await api(t, admin.cookie).admin.users.$get({ query: { q: '%' } })).json()).users).toEqual(
      [],
    );
    expect(
      (await (await api(t, admin.cookie).admin.users.$get({ query: { q: 'ruth_' } })).json()).users,
    ).toHaveLength(1);
    expect(
      (await (await api(t, admin.cookie).admin.users.$get({ query: { q: 'ruthXfinder' } })).json()).users,
    ).toHaveLength(0);
    const logged = await auditRows('users.search');
    expect(logged.at(-1)?.detail).toEqual({ found: [] });
    expect(JSON.stringify(logged)).not.toContain('ruth');
  });
});

describe('the mailing list export', () => {
  it('lists each subscribed address with its consents, leaves out the unsubscribed, and neutralises formulas', async () => {
    const subscribe = (form: string, firstName: string, email: string) =>
      t.request('/api/leads/subscribe', { method: 'POST', json: { form, firstName, email } });
    const kept = uniqueEmail('kept');
    expect((await subscribe('newsletter', '=HYPERLINK("http://evil")', kept)).status).toBe(200);
    expect((await subscribe('exit-intent', '=HYPERLINK("http://evil")', kept)).status).toBe(200);
    const plus = `+1${uniqueEmail('plus')}`;
    expect((await subscribe('newsletter', '@SUM(1)', plus)).status).toBe(200);
    const gone = uniqueEmail('gone');
    expect((await subscribe('newsletter', 'Gone', gone)).status).toBe(200);
    await t.database.db.update(subscribers).set({ unsubscribedAt: clock }).where(eq(subscribers.email, gone));

    const res = await asUser(t, admin, '/leads/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    const csv = await res.text();
    expect(csv).not.toContain(gone);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","first_name","subscribed_at","form","consent_wording","consented_at"');
    const keptLines = lines.filter((l) => l.startsWith(`"${kept}"`));
    expect(keptLines).toHaveLength(2);
    expect(keptLines[0]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const [consent] = await t.database.db
      .select({ wording: subscriberConsents.wording })
      .from(subscriberConsents)
      .innerJoin(subscribers, eq(subscribers.id, subscriberConsents.subscriberId))
      .where(and(eq(subscribers.email, kept), eq(subscriberConsents.form, 'newsletter')));
    expect(keptLines.join('\n')).toContain(csvCell(consent!.wording));
    expect(lines.find((l) => l.includes('SUM'))).toMatch(new RegExp(`^"'\\+1.*","'@SUM\\(1\\)"`));
    expect(await auditRows('leads.export')).toHaveLength(1);
  });

  it('quotes every cell and doubles quotes; formulas get an apostrophe', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,"y"', '-1'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('"a","b"\r\n"x,""y""","\'-1"\r\n"line\nbreak",""\r\n');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
  });
});

describe('the funnel', () => {
  it('names ISO weeks', () => {
    expect(isoWeekLabel(weekStart(new Date('2026-11-25T12:00:00Z')))).toBe('2026-W48');
    expect(isoWeekLabel(weekStart(new Date('2027-01-01T00:00:00Z')))).toBe('2026-W53');
    expect(isoWeekLabel(weekStart(new Date('2025-12-29T00:00:00Z')))).toBe('2026-W01');
    const weeks = lastWeeks(new Date('2026-11-25T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weeks[0]!.toISOString()).toBe('2026-09-07T00:00:00.000Z');
  });

  it('counts each step per week for a seeded set of users', async () => {
    const db = t.database.db;
    const lastWeek = new Date('2026-11-17T09:00:00Z'); // W47
    const thisWeek = new Date('2026-11-24T09:00:00Z'); // W48
    const longAgo = new Date('2026-06-01T09:00:00Z'); // before the 12 weeks
    // Everyone made so far (the admin, earlier tests) moves out of the window.
    await db.update(users).set({ createdAt: longAgo, emailVerifiedAt: null });
    // The admin stays one: confirmed long ago, with a password chosen after that.
    await db
      .update(users)
      .set({ emailVerifiedAt: longAgo, passwordSetAt: new Date(longAgo.getTime() + 1000) })
      .where(eq(users.id, admin.userId));
    await db.update(messages).set({ createdAt: longAgo });
    await db.update(subscriberConsents).set({ createdAt: longAgo });

    const seeded: SignedUpUser[] = [];
    for (let i = 0; i < 4; i++) seeded.push(await signUp(t));
    const [a, b, c, d] = seeded as [SignedUpUser, SignedUpUser, SignedUpUser, SignedUpUser];
    await db.update(users).set({ createdAt: lastWeek }).where(eq(users.id, a.userId));
    await db.update(users).set({ createdAt: lastWeek }).where(eq(users.id, b.userId));
    await db.update(users).set({ createdAt: thisWeek }).where(eq(users.id, c.userId));
    await db.update(users).set({ createdAt: thisWeek }).where(eq(users.id, d.userId));
    // a and c confirm through the link (the hook records when); b's is set to last week.
    await confirmEmail(t, a);
    await confirmEmail(t, c);
    await db.update(users).set({ emailVerifiedAt: lastWeek }).where(eq(users.id, a.userId));
    await db.update(users).set({ emailVerifiedAt: thisWeek }).where(eq(users.id, c.userId));
    // a writes twice (counted once, in the week of the first), c once.
    for (const [user, at] of [
      [a, lastWeek],
      [c, thisWeek],
    ] as const) {
      const { chat } = await newChat(t, user);
      await readParts(await send(t, user, chat.id, 'First words'));
      await readParts(await send(t, user, chat.id, 'Second words'));
      await db.update(messages).set({ createdAt: at }).where(eq(messages.userId, user.userId));
    }
    // a started a trial last week that is still running; c paid without one this week, d cancelled.
    const start = (userId: string, id: string, at: Date) =>
      db
        .insert(subscriptionEvents)
        .values({ id, provider: 'test', type: 'checkout.session.completed', userId, receivedAt: at });
    await start(a.userId, 'evt-a', lastWeek);
    await db.insert(subscriptions).values({
      id: 'sub-a',
      userId: a.userId,
      provider: 'test',
      status: 'trialing',
      role: 'premium',
      amountPence: 4900,
      trialEnd: new Date('2026-11-30T09:00:00Z'),
    });
    await start(c.userId, 'evt-c', thisWeek);
    await db.insert(subscriptions).values({
      id: 'sub-c',
      userId: c.userId,
      provider: 'test',
      status: 'active',
      role: 'premium',
      amountPence: 5000,
    });
    await start(d.userId, 'evt-d', lastWeek);
    await db.insert(subscriptions).values({
      id: 'sub-d',
      userId: d.userId,
      provider: 'test',
      status: 'canceled',
      role: 'premium',
      amountPence: 4900,
    });
    await db.insert(subscriptionEvents).values({
      id: 'evt-d-end',
      provider: 'test',
      type: 'customer.subscription.deleted',
      userId: d.userId,
      receivedAt: thisWeek,
    });
    // Two leads this week on two forms.
    for (const form of ['newsletter', 'exit-intent']) {
      await t.request('/api/leads/subscribe', {
        method: 'POST',
        json: { form, firstName: 'Lead', email: uniqueEmail('funnel') },
      });
    }
    await db
      .update(subscriberConsents)
      .set({ createdAt: thisWeek })
      .where(gt(subscriberConsents.createdAt, longAgo));

    const funnel = await (await api(t, admin.cookie).admin.funnel.$get()).json();
    const week = (label: string) => funnel.weeks.find((w) => w.label === label)!;
    expect(funnel.weeks).toHaveLength(12);
    expect(week('2026-W47')).toMatchObject({
      accounts: 2,
      confirmed: 1,
      firstMessage: 1,
      trials: 1,
      paid: 1,
      cancelled: 0,
    });
    expect(week('2026-W48')).toMatchObject({
      accounts: 2,
      confirmed: 1,
      firstMessage: 1,
      trials: 0,
      paid: 1,
      cancelled: 1,
    });
    expect(week('2026-W48').leadsByForm).toEqual({ newsletter: 1, 'exit-intent': 1 });
    expect(funnel.totals).toMatchObject({ accounts: 4, confirmed: 2, firstMessage: 2, trials: 1, paid: 2 });
    expect(funnel.rates).toEqual({ confirmed: 50, firstMessage: 50, trials: 25, paid: 50 });

    const revenue = await (await api(t, admin.cookie).admin.revenue.$get()).json();
    // Only the active subscription is revenue; the trial is shown, not summed.
    expect(revenue.mrrPence).toBe(5000);
    expect(revenue.plans).toEqual(
      expect.arrayContaining([
        { role: 'premium', status: 'active', subscribers: 1 },
        { role: 'premium', status: 'trialing', subscribers: 1 },
      ]),
    );
  });
});

describe('health', () => {
  it('shows the outbox, the job claims, AI failures and fallbacks per day, and safety events by kind', async () => {
    await increment(t.database.db, 'ai_provider_failure', clock);
    await increment(t.database.db, 'ai_provider_failure', clock);
    await increment(t.database.db, 'ai_offline_fallback', clock);
    const [counted] = await t.database.db
      .select()
      .from(opsCounters)
      .where(eq(opsCounters.name, 'ai_provider_failure'));
    expect(counted).toEqual({ day: '2026-11-25', name: 'ai_provider_failure', count: 2 });

    const health = await (await api(t, admin.cookie).admin.health.$get()).json();
    expect(health.ai.at(-1)).toEqual({ day: '2026-11-25', ai_provider_failure: 2, ai_offline_fallback: 1 });
    expect(health.ai).toHaveLength(30);
    expect(health.outbox.queued).toBeGreaterThan(0);
    expect(health.outbox.oldestWaiting).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
