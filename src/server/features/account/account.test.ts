import { eq, sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SINGLE_LINE_MESSAGE } from '#shared/schemas/text.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { cookieFrom, GOOD_PASSWORD, me, signIn, signUp, uniqueEmail } from '#server/test/auth-helpers.ts';
import { subscribeWithTestProvider } from '#server/test/billing-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { api, readError, readJson } from '#server/test/client.ts';
import { readParts } from '#server/test/read-stream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (cookie?: string) => api(t, cookie ? { cookie } : {}).account;

/** The parts of the data export the tests read (the route types it as a record of exporters' parts). */
const exported = z.object({
  profile: z.object({ firstName: z.string(), email: z.string() }),
  sessions: z.array(z.unknown()),
  chats: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      messages: z.array(z.object({ role: z.string(), content: z.string() })),
    }),
  ),
  memory: z.array(z.object({ kind: z.string(), text: z.string() })),
});

describe('who am I', () => {
  it('answers null, not 401, when signed out', async () => {
    const res = await account().me.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });

  it('every other account endpoint needs a session', async () => {
    const calls: [string, string][] = [
      ['PATCH', '/api/account/profile'],
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/x'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/delete'],
    ];
    for (const [method, path] of calls) {
      const res = await t.request(path, {
        method,
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await readError(res)).message).toBe('No user is currently logged in');
    }
  });
});

describe('profile', () => {
  it('updates names with the settings messages and ignores role, family and e-mail', async () => {
    const user = await signUp(t);
    const bad = await account(user.cookie).profile.$patch({ json: { firstName: 'A', lastName: 'B' } });
    expect(bad.status).toBe(400);
    expect((await readError(bad)).fields).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
    });

    // Fields the profile does not take, sent anyway (as a crafted request would): not the typed client.
    const ok = await t.request('/api/account/profile', {
      method: 'PATCH',
      headers: { cookie: user.cookie },
      json: {
        firstName: '  Miriam ',
        lastName: 'Jones',
        role: 'premium',
        familyId: 'x',
        email: 'other@example.com',
      },
    });
    expect(ok.status).toBe(200);
    expect((await me(t, user.cookie)).user).toMatchObject({
      firstName: 'Miriam',
      lastName: 'Jones',
      role: 'free',
      familyId: null,
      email: user.email,
    });
  });
});

describe('names are one line', () => {
  // A name heads e-mails (greetings, the family invitation): a line break there failed the mail or
  // could start a header of its own.
  const broken = ['Miriam\r\nBcc: someone@example.com', 'Mir\niam', 'Mir\u2028iam', 'Mir\tiam'];

  it('at sign-up', async () => {
    for (const firstName of broken) {
      const res = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: uniqueEmail('lines'), password: GOOD_PASSWORD, firstName, lastName: 'Jones' },
      });
      expect(res.status, JSON.stringify(firstName)).toBe(400);
      expect((await readError(res)).fields, JSON.stringify(firstName)).toEqual({
        firstName: SINGLE_LINE_MESSAGE,
      });
    }
  });

  it('in the profile, which keeps the names it had', async () => {
    const user = await signUp(t, { firstName: 'Miriam', lastName: 'Jones' });
    for (const lastName of broken) {
      const res = await account(user.cookie).profile.$patch({ json: { firstName: 'Miriam', lastName } });
      expect(res.status, JSON.stringify(lastName)).toBe(400);
      expect((await readError(res)).fields, JSON.stringify(lastName)).toEqual({
        lastName: SINGLE_LINE_MESSAGE,
      });
    }
    // Spaces and a final line break around a name are trimmed, as before: only a break inside is refused.
    const ok = await account(user.cookie).profile.$patch({
      json: { firstName: ' Miriam\n', lastName: 'Jones' },
    });
    expect(ok.status).toBe(200);
    expect((await me(t, user.cookie)).user).toMatchObject({ firstName: 'Miriam', lastName: 'Jones' });
  });
});

describe('active sessions', () => {
  it('lists the devices and ends one; another user cannot end it', async () => {
    const user = await signUp(t);
    const phoneRes = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
      json: { email: user.email, password: user.password, rememberMe: true },
    });
    const phone = cookieFrom(phoneRes);
    const list = await (await account(user.cookie).sessions.$get()).json();
    expect(list.sessions).toHaveLength(2);
    const phoneSession = list.sessions.find((s) => s.device === 'Safari on iPhone')!;
    expect(phoneSession.current).toBe(false);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);

    const stranger = await signUp(t);
    const endSession = (cookie: string) =>
      account(cookie).sessions[':id'].$delete({ param: { id: phoneSession.id } });
    const denied = await endSession(stranger.cookie);
    expect(denied.status).toBe(404);
    expect((await me(t, phone)).user).not.toBeNull();

    const ended = await endSession(user.cookie);
    expect(ended.status).toBe(204);
    expect((await me(t, phone)).user).toBeNull();
    expect((await me(t, user.cookie)).user).not.toBeNull();
  });
});

describe('download my data', () => {
  it('returns the profile and sessions as a JSON attachment', async () => {
    const user = await signUp(t, { firstName: 'Hannah' });
    const res = await account(user.cookie).export.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const data = await readJson(res, exported);
    expect(data.profile).toMatchObject({ firstName: 'Hannah', email: user.email });
    expect(data.sessions.length).toBeGreaterThan(0);
  });

  it("holds the user's chats with their messages and the coach's notes, decrypted, and nothing of anyone else", async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    await readParts(await send(t, user, chat.id, 'We argue about the dishes every night'));
    await t.services.coach.memory.remember(user.userId, chat.id, [
      { kind: 'concern', text: 'Evening arguments about chores' },
    ]);
    const stranger = await signUp(t);
    const { chat: theirs } = await newChat(t, stranger);
    await readParts(await send(t, stranger, theirs.id, 'A stranger talks about the garden shed'));
    await t.services.coach.memory.remember(stranger.userId, theirs.id, [
      { kind: 'goal', text: 'A stranger wants calmer Sundays' },
    ]);

    const res = await account(user.cookie).export.$get();
    expect(res.status).toBe(200);
    const raw = await res.text();
    const data = exported.parse(JSON.parse(raw));
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0]!.id).toBe(chat.id);
    const messages = data.chats[0]!.messages;
    expect(messages.map((m) => m.role).slice(0, 3)).toEqual(['coach', 'user', 'coach']);
    expect(messages[1]!.content).toBe('We argue about the dishes every night');
    expect(messages[2]!.content).toMatch(/I hear you/);
    expect(data.memory).toEqual([
      expect.objectContaining({ kind: 'concern', text: 'Evening arguments about chores' }),
    ]);
    for (const foreign of [stranger.userId, stranger.email, theirs.id, 'garden shed', 'calmer Sundays']) {
      expect(raw).not.toContain(foreign);
    }
  });
});

describe('account deletion attempts', () => {
  it('are limited per account: after 5 wrong passwords even the right one waits, with Retry-After', async () => {
    const user = await signUp(t);
    const attempt = (password: string, cookie = user.cookie) =>
      // Each call comes from its own address: the limit follows the account, not the client.
      account(cookie).delete.$post({ json: { password } });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-guess-${i}`)).status).toBe(400);

    const limited = await attempt(user.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readError(limited)).code).toBe('rate_limited');
    expect((await me(t, user.cookie)).user).not.toBeNull();

    // Someone else's account is not affected.
    const other = await signUp(t);
    expect((await attempt(other.password, other.cookie)).status).toBe(204);
  });
});

/** Every row in every table that mentions the user, by id or e-mail. */
async function rowsMentioning(userId: string, email: string): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text ilike ${`%${userId}%`} or t::text ilike ${`%${email}%`}`,
    );
    const n = row?.n ?? 0;
    if (n > 0) counts[table_name] = n;
  }
  return counts;
}

describe('account deletion', () => {
  it('asks for the password, then leaves no row of the user in any table', async () => {
    const user = await signUp(t);
    await signIn(t, user.email, user.password);
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    // Leave a trace in every feature: a conversation, the mailing list, the contact form, a subscription,
    // a family invitation.
    const { chat } = await newChat(t, user);
    await readParts(await send(t, user, chat.id, 'My husband Tom and I argue about money'));
    await api(t).leads.subscribe.$post({
      json: { form: 'newsletter', firstName: 'Grace', email: user.email },
    });
    await api(t).contact.$post({
      json: { name: 'Grace', email: user.email, subject: 'Hello', message: 'A question' },
    });
    await subscribeWithTestProvider(t, user);
    // An invitation sent: its row, and the per-inviter count of invitation e-mails.
    const invited = await api(t, user.cookie).family.invites.$post({
      json: { email: uniqueEmail('partner') },
    });
    expect(invited.status).toBe(201);
    expect(Object.keys(await rowsMentioning(user.userId, user.email)).length).toBeGreaterThan(2);

    const wrong = await account(user.cookie).delete.$post({ json: { password: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    expect((await readError(wrong)).code).toBe('wrong_password');

    const res = await account(user.cookie).delete.$post({ json: { password: user.password } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('pc.session_token=;'))).toBe(true);
    // Payment events are accounting records: kept, with the user reference removed. The one row left is
    // the e-mail that confirms the deletion, waiting in the outbox (gone once SMTP accepts it).
    expect(await rowsMentioning(user.userId, user.email)).toEqual({ mail_outbox: 1 });
    expect(await rowsMentioning(user.userId, 'no-such-address')).toEqual({});
    expect((await signIn(t, user.email, user.password)).status).toBe(401);
  });

  it('e-mails the address what was deleted, with no way to sign in', async () => {
    const user = await signUp(t, { firstName: 'Grace' });
    await subscribeWithTestProvider(t, user);
    const res = await account(user.cookie).delete.$post({ json: { password: user.password } });
    expect(res.status).toBe(204);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    // Every earlier e-mail to the address went with the account; only the confirmation is there.
    expect(mails.map((m) => m.subject)).toEqual(['Your Peace Coach account has been deleted']);
    const [mail] = mails;
    expect(mail!.userId).toBeNull();
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Hi Grace,');
      expect(body).toContain('we have deleted your Peace Coach account');
      expect(body).toContain('your conversations with the coach');
      expect(body).toContain('it was cancelled first, and you will not be charged again');
      expect(body).toContain('your Peace Coach account was deleted at your request');
      expect(body).not.toMatch(/\/login|sign in to/i);
    }
    expect(mail!.text).not.toContain('http');
  });
});
