import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cookieFrom, me, signIn, signUp } from '../../test/auth-helpers.ts';
import { subscribeWithTestProvider } from '../../test/billing-helpers.ts';
import { newChat, send } from '../../test/chat-helpers.ts';
import { readParts } from '../../test/read-stream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;

describe('who am I', () => {
  it('answers null, not 401, when signed out', async () => {
    const res = await t.request('/api/account/me');
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
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'No user is currently logged in',
      );
    }
  });
});

describe('profile', () => {
  it('updates names with the settings messages and ignores role, family and e-mail', async () => {
    const user = await signUp(t);
    const bad = await t.request('/api/account/profile', {
      method: 'PATCH',
      headers: { cookie: user.cookie },
      json: { firstName: 'A', lastName: 'B' },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(bad)).error.fields).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
    });

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
    const list = await json<{ sessions: { id: string; device: string; current: boolean }[] }>(
      await t.request('/api/account/sessions', { headers: { cookie: user.cookie } }),
    );
    expect(list.sessions).toHaveLength(2);
    const phoneSession = list.sessions.find((s) => s.device === 'Safari on iPhone')!;
    expect(phoneSession.current).toBe(false);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);

    const stranger = await signUp(t);
    const denied = await t.request(`/api/account/sessions/${phoneSession.id}`, {
      method: 'DELETE',
      headers: { cookie: stranger.cookie },
    });
    expect(denied.status).toBe(404);
    expect((await me(t, phone)).user).not.toBeNull();

    const ended = await t.request(`/api/account/sessions/${phoneSession.id}`, {
      method: 'DELETE',
      headers: { cookie: user.cookie },
    });
    expect(ended.status).toBe(204);
    expect((await me(t, phone)).user).toBeNull();
    expect((await me(t, user.cookie)).user).not.toBeNull();
  });
});

describe('download my data', () => {
  it('returns the profile and sessions as a JSON attachment', async () => {
    const user = await signUp(t, { firstName: 'Hannah' });
    const res = await t.request('/api/account/export', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const data = await json<{ profile: { firstName: string; email: string }; sessions: unknown[] }>(res);
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

    const res = await t.request('/api/account/export', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    const raw = await res.text();
    const data = JSON.parse(raw) as {
      chats: { id: string; title: string; messages: { role: string; content: string }[] }[];
      memory: { kind: string; text: string }[];
    };
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
      t.request('/api/account/delete', { method: 'POST', headers: { cookie }, json: { password } });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-guess-${i}`)).status).toBe(400);

    const limited = await attempt(user.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<{ error: { code: string } }>(limited)).error.code).toBe('rate_limited');
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
    // Leave a trace in every feature: a conversation, the mailing list, the contact form, a subscription.
    const { chat } = await newChat(t, user);
    await readParts(await send(t, user, chat.id, 'My husband Tom and I argue about money'));
    await t.request('/api/leads/subscribe', {
      method: 'POST',
      json: { form: 'newsletter', firstName: 'Grace', email: user.email },
    });
    await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'Grace', email: user.email, subject: 'Hello', message: 'A question' },
    });
    await subscribeWithTestProvider(t, user);
    expect(Object.keys(await rowsMentioning(user.userId, user.email)).length).toBeGreaterThan(2);

    const wrong = await t.request('/api/account/delete', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { password: 'not-my-password' },
    });
    expect(wrong.status).toBe(400);
    expect((await json<{ error: { code: string } }>(wrong)).error.code).toBe('wrong_password');

    const res = await t.request('/api/account/delete', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { password: user.password },
    });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('pc.session_token=;'))).toBe(true);
    // Payment events are accounting records: kept, with the user reference removed.
    expect(await rowsMentioning(user.userId, user.email)).toEqual({});
    expect((await signIn(t, user.email, user.password)).status).toBe(401);
  });
});
