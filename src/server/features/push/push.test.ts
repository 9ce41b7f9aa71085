// Web Push through the real app and database, with a push service on loopback that receives what
// web-push sends: the VAPID header, the aes128gcm body (decrypted here as the browser would) and the
// answers that make us forget a device.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_QUESTIONS } from '#shared/check-in.ts';
import { PUSH_DEVICES_PER_ACCOUNT } from '#shared/plans.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '#shared/notifications.ts';
import { pushSubscriptions, users } from '#server/db/schema.ts';
import { createSecondInstance, createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, type SignedUpUser } from '#server/test/auth-helpers.ts';
import { api, readError } from '#server/test/client.ts';
import { browserKeys, startTestPushService, type TestPushService } from './test-push-service.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
// A Tuesday at 09:00 UTC: after the default schedule (Monday 08:00), so both the week's and the day's are due.
const TUESDAY = new Date('2026-11-24T09:00:00Z');

let push: TestPushService;
let t: TestApp;
beforeAll(async () => {
  push = await startTestPushService();
  t = await createTestApp({}, { pushTimeoutMs: 300 });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

let devices = 0;
/** Subscribes a new device of `user` at the local push service; its keys decrypt what it receives. */
async function subscribe(user: SignedUpUser, userAgent = CHROME_ANDROID) {
  const browser = browserKeys();
  const path = `/device-${++devices}-${randomBytes(4).toString('hex')}`;
  const endpoint = `${push.url}${path}`;
  const res = await t.request('/api/push/subscriptions', {
    method: 'POST',
    headers: { cookie: user.cookie, 'user-agent': userAgent },
    json: { endpoint, expirationTime: null, keys: browser.keys },
  });
  expect(res.status).toBe(201);
  return { ...browser, endpoint, path, received: () => push.received.filter((r) => r.path === path) };
}

const subscriptionRows = (endpoint: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('push routes', () => {
  it('keep at most PUSH_DEVICES_PER_ACCOUNT devices per account: a new one replaces the oldest', async () => {
    const user = await signUp(t);
    const subscribed = [];
    for (let i = 0; i < PUSH_DEVICES_PER_ACCOUNT + 3; i++) subscribed.push(await subscribe(user));
    const { devices: listed } = await (await api(t, user.cookie).push.subscriptions.$get()).json();
    expect(listed).toHaveLength(PUSH_DEVICES_PER_ACCOUNT);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.userId));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      subscribed
        .slice(3)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it('give the VAPID public key to a signed-in user only', async () => {
    expect((await t.request('/api/push/key')).status).toBe(401);
    const user = await signUp(t);
    const key = await (await api(t, user.cookie).push.key.$get()).json();
    expect(key).toEqual({ enabled: true, publicKey: t.config.push!.publicKey });
  });

  it('store a device, list it by its browser, move it to whoever subscribes it next, and delete it', async () => {
    const ann = await signUp(t);
    const ben = await signUp(t);
    const device = await subscribe(ann);
    const list = (u: SignedUpUser) =>
      api(t, u.cookie)
        .push.subscriptions.$get()
        .then((r) => r.json());
    const [listed] = (await list(ann)).devices;
    expect(listed).toMatchObject({ label: 'Chrome on Android' });
    expect(listed!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Object.keys(listed!).sort()).toEqual(['createdAt', 'id', 'label']);

    // Ben signs in on the same browser: the endpoint is his now, and Ann's list no longer has it.
    const again = await t.request('/api/push/subscriptions', {
      method: 'POST',
      headers: { cookie: ben.cookie },
      json: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(again.status).toBe(201);
    expect((await list(ann)).devices).toEqual([]);
    expect((await list(ben)).devices).toHaveLength(1);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(1);

    // Ann cannot delete Ben's device; Ben can.
    const del = (u: SignedUpUser) =>
      t.request('/api/push/subscriptions', {
        method: 'DELETE',
        headers: { cookie: u.cookie },
        json: { endpoint: device.endpoint },
      });
    expect((await del(ann)).status).toBe(200);
    expect((await list(ben)).devices).toHaveLength(1);
    expect((await del(ben)).status).toBe(200);
    expect((await list(ben)).devices).toEqual([]);
  });

  it('refuse what is not a push subscription, and anyone signed out', async () => {
    const user = await signUp(t);
    const post = (json: unknown, cookie = user.cookie) =>
      t.request('/api/push/subscriptions', { method: 'POST', headers: { cookie }, json });
    const keys = browserKeys().keys;
    expect((await post({ endpoint: 'http://push.example/x', keys })).status).toBe(400);
    expect((await post({ endpoint: 'javascript:alert(1)', keys })).status).toBe(400);
    expect(
      (await post({ endpoint: 'https://push.example/x', keys: { p256dh: 'x', auth: 'y' } })).status,
    ).toBe(400);
    expect((await post({ endpoint: 'https://push.example/x', keys }, '')).status).toBe(401);
    const crossSite = await t.request('/api/push/subscriptions', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      json: { endpoint: 'https://push.example/x', keys },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('sending a push', () => {
  it('sends an encrypted, VAPID-signed message to each device and records the delivery', async () => {
    const user = await signUp(t);
    const phone = await subscribe(user);
    const laptop = await subscribe(user, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/132.0');
    const payload = { title: 'Hello', body: 'A quiet word', url: '/dashboard' };
    expect(await t.services.push.send(user.userId, payload)).toBe(2);
    for (const device of [phone, laptop]) {
      const [got] = device.received();
      expect(got).toBeDefined();
      expect(got!.headers['content-encoding']).toBe('aes128gcm');
      expect(got!.headers.ttl).toBe('86400');
      expect(got!.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.config.push!.publicKey}$`),
      );
      expect(got!.body.includes('A quiet word')).toBe(false);
      expect(JSON.parse(device.decrypt(got!.body))).toEqual(payload);
      const [row] = await subscriptionRows(device.endpoint);
      expect(row!.lastSuccessAt).toBeInstanceOf(Date);
    }
  });

  it('forgets a device its push service says is gone (410, 404), and keeps one that failed for now', async () => {
    const user = await signUp(t);
    const gone = await subscribe(user);
    const missing = await subscribe(user);
    const failing = await subscribe(user);
    push.answer.set(gone.path, 410);
    push.answer.set(missing.path, 404);
    push.answer.set(failing.path, 500);
    expect(await t.services.push.send(user.userId, { title: 'a', body: 'b', url: '/' })).toBe(0);
    expect(await subscriptionRows(gone.endpoint)).toEqual([]);
    expect(await subscriptionRows(missing.endpoint)).toEqual([]);
    expect(await subscriptionRows(failing.endpoint)).toHaveLength(1);
  });

  it('gives up on a push service that does not answer, without throwing', async () => {
    const user = await signUp(t);
    const slow = await subscribe(user);
    const fine = await subscribe(user);
    push.answer.set(slow.path, 'hang');
    expect(await t.services.push.send(user.userId, { title: 'a', body: 'b', url: '/' })).toBe(1);
    expect(fine.received()).toHaveLength(1);
    expect(await subscriptionRows(slow.endpoint)).toHaveLength(1);
  });
});

describe('scheduled pushes', () => {
  const prefs = (cookie: string, push: Partial<typeof DEFAULT_NOTIFICATION_PREFERENCES.push>) =>
    api(t, cookie).notifications.preferences.$put({
      json: {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, ...push },
      },
    });

  it('send the daily card and the weekly check-in once each, to those who chose them, with nothing private', async () => {
    const premium = await signUp(t);
    const basic = await signUp(t);
    const quiet = await signUp(t);
    const noDevice = await signUp(t);
    for (const u of [premium, noDevice])
      await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, u.userId));
    expect((await prefs(premium.cookie, { weeklyCheckIn: true })).status).toBe(200);
    await prefs(basic.cookie, { weeklyCheckIn: true });
    await prefs(quiet.cookie, { prayerReminders: false });
    await prefs(noDevice.cookie, { weeklyCheckIn: true });
    const premiumPhone = await subscribe(premium);
    const basicPhone = await subscribe(basic);
    const quietPhone = await subscribe(quiet);

    await t.services.jobs.tick(TUESDAY);
    await t.services.jobs.tick(new Date(TUESDAY.getTime() + 60_000));

    const messages = (d: typeof premiumPhone) =>
      d.received().map((r) => JSON.parse(d.decrypt(r.body)) as { title: string; body: string; url: string });
    const toPremium = messages(premiumPhone);
    expect(toPremium.map((m) => m.title).sort()).toEqual([
      'Your daily alignment card',
      'Your weekly check-in',
    ]);
    const checkIn = toPremium.find((m) => m.title === 'Your weekly check-in')!;
    // The week's question (2026-W48), opening the chat with it waiting, as the e-mail's link does.
    const question = CHECK_IN_QUESTIONS[48 % CHECK_IN_QUESTIONS.length]!;
    expect(checkIn).toEqual({
      title: 'Your weekly check-in',
      body: question,
      url: `/chat?checkin=${CHECK_IN_QUESTIONS.indexOf(question)}`,
      tag: 'weekly-check-in',
    });
    const card = toPremium.find((m) => m.title === 'Your daily alignment card')!;
    // The verse of the premium member's own card that day, as the dashboard shows it.
    const verse = t.services.coach.scripture.dailyVerse(TUESDAY, premium.userId);
    expect(card.url).toBe('/dashboard');
    expect(card.body).toContain(verse.reference);
    const basicCard = messages(basicPhone).find((m) => m.title === 'Your daily alignment card')!;
    expect(basicCard.body).toContain(t.services.coach.scripture.dailyVerse(TUESDAY, basic.userId).reference);
    // The check-in is premium's, as by e-mail; the daily card is everyone's who has it on.
    expect(messages(basicPhone).map((m) => m.title)).toEqual(['Your daily alignment card']);
    expect(quietPhone.received()).toEqual([]);
  });

  it('are sent once per user across two instances on one database', async (ctx) => {
    const second = await createSecondInstance(t, { pushTimeoutMs: 300 });
    if (!second) {
      ctx.skip(); // PGlite is one process's database: this runs in CI's PostgreSQL pass.
      return;
    }
    try {
      const people = await Promise.all(Array.from({ length: 6 }, () => signUp(t)));
      const phones = [];
      for (const u of people) {
        await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, u.userId));
        await prefs(u.cookie, { weeklyCheckIn: true });
        phones.push(await subscribe(u));
      }
      const when = new Date('2026-12-01T09:00:00Z');
      await Promise.all([
        t.services.jobs.tick(when),
        second.services.jobs.tick(when),
        t.services.jobs.tick(when),
      ]);
      for (const phone of phones) {
        const titles = phone
          .received()
          .map((r) => (JSON.parse(phone.decrypt(r.body)) as { title: string }).title);
        expect(titles.sort()).toEqual(['Your daily alignment card', 'Your weekly check-in']);
      }
    } finally {
      await second.close();
    }
  });
});

describe('push in production', () => {
  const PRODUCTION_ENV = {
    NODE_ENV: 'production',
    APP_URL: 'https://peacecoach.example',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: 'smtp://127.0.0.1:1',
    PAYMENTS_PROVIDER: 'test',
    AI_PROVIDER: 'builtin',
    COMPANY_NAME: 'Peace Coach Ltd',
    COMPANY_ADDRESS: '1 Quiet Lane, York',
    PRIVACY_CONTACT_EMAIL: 'privacy@peace.example',
  };
  const fromSite = (p: TestApp, path: string, init: RequestInit & { json?: unknown } = {}) =>
    p.request(path, { ...init, headers: { origin: PRODUCTION_ENV.APP_URL, ...init.headers } });

  it('is off without VAPID keys', async () => {
    const prod = await createTestApp(PRODUCTION_ENV);
    try {
      const user = await signUp({ ...prod, request: (path, init = {}) => fromSite(prod, path, init) });
      const key = await fromSite(prod, '/api/push/key', { headers: { cookie: user.cookie } });
      expect(await key.json()).toEqual({ enabled: false });
      const post = await fromSite(prod, '/api/push/subscriptions', {
        method: 'POST',
        headers: { cookie: user.cookie },
        json: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: browserKeys().keys },
      });
      expect(post.status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('accepts only the browsers’ push services, never a loopback or other host', async () => {
    const prod = await createTestApp({
      ...PRODUCTION_ENV,
      VAPID_PUBLIC_KEY: t.config.push!.publicKey,
      VAPID_PRIVATE_KEY: t.config.push!.privateKey,
    });
    try {
      const user = await signUp({ ...prod, request: (path, init = {}) => fromSite(prod, path, init) });
      const post = (endpoint: string) =>
        fromSite(prod, '/api/push/subscriptions', {
          method: 'POST',
          headers: { cookie: user.cookie },
          json: { endpoint, keys: browserKeys().keys },
        });
      const loopback = await post(`${push.url}/prod-device`);
      expect(loopback.status).toBe(400);
      expect((await readError(loopback)).message).toBe('This push service is not supported.');
      expect((await post('https://internal.example/hook')).status).toBe(400);
      expect((await post('https://127.0.0.1/x')).status).toBe(400);
      expect((await post('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(201);
      expect((await post('https://updates.push.services.mozilla.com/wpush/v2/abc')).status).toBe(201);
      expect((await post('https://web.push.apple.com/abc')).status).toBe(201);
    } finally {
      await prod.close();
    }
  });
});
