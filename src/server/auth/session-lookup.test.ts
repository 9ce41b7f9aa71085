import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signUp } from '../test/auth-helpers.ts';
import { api } from '../test/client.ts';
import { sessionCookieName } from './session-lookup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chats = (cookie: string) => api(t, cookie).chats.$get({ query: { limit: '50' } });

describe('the per-request session check', () => {
  it('uses the cookie name better-auth issues', async () => {
    const context = await t.services.auth.$context;
    expect(sessionCookieName(false)).toBe(context.authCookies.sessionToken.name);
    expect(sessionCookieName(true)).toBe(`__Secure-${context.authCookies.sessionToken.name}`);
  });

  it('finds the signed-in user with every field the routes read', async () => {
    const user = await signUp(t, { firstName: 'Naomi', lastName: 'Bethlehem' });
    const found = await t.services.auth.lookupSession(user.cookie);
    expect(found?.user).toMatchObject({
      id: user.userId,
      email: user.email,
      firstName: 'Naomi',
      role: 'free',
    });
    expect(found?.session.userId).toBe(user.userId);
    // Only the columns a request needs are read: the token stays in the cookie.
    expect(found?.session).not.toHaveProperty('token');
    expect((await chats(user.cookie)).status).toBe(200);
  });

  it('refuses a cookie whose signature does not match, without asking the database', async () => {
    const user = await signUp(t);
    const [name, value] = user.cookie
      .split('; ')
      .find((c) => c.startsWith('pc.session_token='))!
      .split('=');
    const [token] = decodeURIComponent(value!).split('.');
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`;
    expect(await t.services.auth.lookupSession(forged)).toBeNull();
    expect(await t.services.auth.lookupSession(`${name}=${token}`)).toBeNull();
    expect(await t.services.auth.lookupSession(`${name}=%E0%A4%A`)).toBeNull();
    expect((await chats(forged)).status).toBe(401);
  });

  it('refuses an expired session and a revoked one at once', async () => {
    const user = await signUp(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId));
    expect((await chats(user.cookie)).status).toBe(401);

    const other = await signUp(t);
    await t.database.db.delete(sessions).where(eq(sessions.userId, other.userId));
    expect((await chats(other.cookie)).status).toBe(401);
  });
});
