import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, type WaitlistFeature } from '#shared/notifications.ts';
import { mailOutbox, subscribers, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { cookieFrom, signIn, signUp, uniqueEmail } from '#server/test/auth-helpers.ts';
import { api, readError } from '#server/test/client.ts';
import { isoWeek } from './schedule.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A Tuesday at 09:00 UTC: after the default schedule (Monday 08:00).
const TUESDAY = new Date('2026-11-24T09:00:00Z');
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('notification preferences', () => {
  // docs/product/specification.md#notification-defaults
  it('start with the specified defaults and round-trip through the server', async () => {
    const user = await signUp(t);
    const preferences = api(t, user.cookie).notifications.preferences;
    const get = () => preferences.$get();
    expect(await (await get()).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const changed = {
      email: { updates: false, devotionals: true, prayerReminders: true, marketing: false },
      push: { prayerReminders: false, weeklyCheckIn: true, chatResponses: true, communityMessages: true },
    };
    const put = await preferences.$put({ json: changed });
    expect(put.status).toBe(200);
    expect(await (await get()).json()).toEqual(changed);
    // Not the preferences' shape: sent as a crafted request would be, past the typed client.
    const bad = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      headers: { cookie: user.cookie },
      json: { email: {} },
    });
    expect(bad.status).toBe(400);
    expect((await api(t).notifications.preferences.$get()).status).toBe(401);
  });
});

describe('waitlists', () => {
  const waitlist = (cookie?: string, feature?: WaitlistFeature) => {
    const lists = api(t, cookie ? { cookie } : {}).notifications.waitlist;
    return feature ? lists.$post({ json: { feature } }) : lists.$get();
  };

  it('say which lists a member joined, to every device they sign in on', async () => {
    const member = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, member.userId));
    expect(await (await waitlist(member.cookie)).json()).toEqual({ joined: [] });

    expect((await waitlist(member.cookie, 'couples-companion')).status).toBe(200);
    // Joining twice changes nothing.
    expect((await waitlist(member.cookie, 'couples-companion')).status).toBe(200);
    expect(await (await waitlist(member.cookie)).json()).toEqual({ joined: ['couples-companion'] });

    // Another device: a session of its own sees the same.
    const other = await signIn(t, member.email, member.password);
    const otherCookie = cookieFrom(other);
    expect(otherCookie).not.toBe(member.cookie);
    expect((await waitlist(otherCookie, 'audio-devotionals')).status).toBe(200);
    expect(await (await waitlist(member.cookie)).json()).toEqual({
      joined: ['audio-devotionals', 'couples-companion'],
    });

    // Nobody else's entries show.
    const stranger = await signUp(t);
    expect(await (await waitlist(stranger.cookie)).json()).toEqual({ joined: [] });
  });

  it('are open to premium members only, and need a session', async () => {
    const free = await signUp(t);
    const join = await waitlist(free.cookie, 'audio-devotionals');
    expect(join.status).toBe(403);
    expect((await readError(join)).code).toBe('premium_required');
    expect(await (await waitlist(free.cookie)).json()).toEqual({ joined: [] });
    expect((await waitlist()).status).toBe(401);
    expect((await waitlist(undefined, 'audio-devotionals')).status).toBe(401);
  });
});

describe('scheduled e-mail', () => {
  it('sends series guidance once per week, skipping the unsubscribed', async () => {
    const keep = uniqueEmail('series');
    const gone = uniqueEmail('gone');
    for (const email of [keep, gone]) {
      await api(t).leads.subscribe.$post({
        json: { form: 'exit-intent', firstName: 'Ann', email, tags: ['365series'] },
      });
    }
    await t.database.db
      .update(subscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(subscribers.email, gone));
    await t.services.jobs.tick(TUESDAY);
    await t.services.jobs.tick(TUESDAY);
    const got = (await mailsTo(keep)).filter((m) => m.subject.startsWith('Week'));
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe('Week 1 of 365 Days of Peace: Pause');
    expect(got[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The verse card shows whole sentences, so James 1:19 is shown with the verse that ends it.
    expect(got[0]!.text).toMatch(/“.+” \(James 1:19(?:-20)?, WEB\)/);
    expect((await mailsTo(gone)).filter((m) => m.subject.startsWith('Week'))).toHaveLength(0);

    const nextWeek = new Date(TUESDAY.getTime() + 7 * 86_400_000);
    expect(isoWeek(nextWeek)).not.toBe(isoWeek(TUESDAY));
    await t.services.jobs.tick(nextWeek);
    const subjects = (await mailsTo(keep)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Week'))).toHaveLength(2);
  });

  it('words the footer by recipient: the mailing list for subscribers, the account for account holders', async () => {
    const listOnly = uniqueEmail('list-only');
    await api(t).leads.subscribe.$post({
      json: { form: 'exit-intent', firstName: 'Ann', email: listOnly, tags: ['365series'] },
    });
    const holder = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, holder.userId));
    await t.services.jobs.tick(new Date('2026-12-08T09:00:00Z'));

    const series = (await mailsTo(listOnly)).find((m) => m.subject.startsWith('Week'))!;
    expect(series.text).toContain('because you joined the Peace Coach mailing list.');
    expect(series.html).toContain('because you joined the Peace Coach mailing list.');
    expect(series.text + series.html).not.toContain('your Peace Coach account');

    const checkIn = (await mailsTo(holder.email)).find(
      (m) => m.subject === 'Your weekly check-in with your coach',
    )!;
    expect(checkIn.text).toContain('because of your Peace Coach account.');
    expect(checkIn.html).toContain('because of your Peace Coach account.');
  });

  it('sends nothing before the scheduled hour', async () => {
    const email = uniqueEmail('early');
    await api(t).leads.subscribe.$post({
      json: { form: 'exit-intent', firstName: 'Ann', email, tags: ['365series'] },
    });
    await t.services.jobs.tick(new Date('2026-11-23T07:59:00Z'));
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Week'))).toHaveLength(0);
  });

  it('sends the weekly check-in to premium users who allow it, and prayer reminders to those who turned them on', async () => {
    const premium = await signUp(t);
    const optedOut = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, premium.userId));
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, optedOut.userId));
    await api(t, optedOut.cookie).notifications.preferences.$put({
      json: {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, updates: false, prayerReminders: true },
      },
    });
    await t.services.jobs.tick(TUESDAY);
    expect((await mailsTo(premium.email)).map((m) => m.subject)).toContain(
      'Your weekly check-in with your coach',
    );
    expect((await mailsTo(optedOut.email)).map((m) => m.subject)).not.toContain(
      'Your weekly check-in with your coach',
    );
    expect((await mailsTo(optedOut.email)).map((m) => m.subject)).toContain('Your prayer for today');
    expect((await mailsTo(premium.email)).map((m) => m.subject)).not.toContain('Your prayer for today');

    // Its one-click link turns the preference off without signing in.
    const mail = (await mailsTo(premium.email)).find(
      (m) => m.subject === 'Your weekly check-in with your coach',
    )!;
    const url = new URL(/<([^>]+)>/.exec(mail.headers['List-Unsubscribe']!)![1]!);
    const res = await t.app.request(url.pathname + url.search, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const prefs = await (await api(t, premium.cookie).notifications.preferences.$get()).json();
    expect(prefs.email.updates).toBe(false);
    const forged = await t.app.request(url.pathname + url.search.replace(/s=[^&]+/, 's=forged'), {
      method: 'POST',
    });
    expect(forged.status).toBe(400);
  });

  it('a failure in the middle of a batch neither loses nor repeats an e-mail', async () => {
    const emails = [uniqueEmail('b1'), uniqueEmail('b2'), uniqueEmail('b3')];
    for (const email of emails) {
      await api(t).leads.subscribe.$post({
        json: { form: 'exit-intent', firstName: 'Ann', email, tags: ['365series'] },
      });
    }
    const original = t.services.mailer.send.bind(t.services.mailer);
    let calls = 0;
    // The outbox refuses the second e-mail of the batch, as if the process died right there.
    t.services.mailer.send = async (message, tx) => {
      if (message.subject.startsWith('Week') && emails.includes(message.to) && ++calls === 2)
        throw new Error('crash');
      return original(message, tx);
    };
    await t.services.jobs.tick(new Date('2026-12-01T09:00:00Z'));
    t.services.mailer.send = original;
    await t.services.jobs.tick(new Date('2026-12-01T09:05:00Z'));
    for (const email of emails)
      expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Week'))).toHaveLength(1);
  });
});
