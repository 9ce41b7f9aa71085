import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, users, verifications } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { hashResetIdentifier } from './reset-tokens.ts';
import { readError } from '../test/client.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  me,
  signIn,
  signUp,
  uniqueEmail,
} from '../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = readError;

describe('sign-up', () => {
  it('creates the account with its profile at once and signs the user in', async () => {
    const user = await signUp(t, { firstName: 'Sarah', lastName: 'Miller' });
    const { user: profile } = await me(t, user.cookie);
    expect(profile).toMatchObject({
      email: user.email,
      firstName: 'Sarah',
      lastName: 'Miller',
      role: 'free',
      familyId: null,
    });
    expect(profile?.emailConfirmed).toBe(false);
  });

  it('always sends a confirmation e-mail whose link lands on our page', async () => {
    const user = await signUp(t);
    const mail = await latestMail(t, user.email);
    expect(mail?.subject).toMatch(/Confirm/);
    expect(mail?.text).toContain('http://localhost:3000/confirm-email?token=');
  });

  it('validates names with the sign-up screen messages', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: uniqueEmail(), password: GOOD_PASSWORD, firstName: 'S', lastName: 'M' },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    });
  });

  it('ignores a role (or any server-owned field) sent by the client', async () => {
    const email = uniqueEmail();
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email,
        password: GOOD_PASSWORD,
        firstName: 'Eve',
        lastName: 'Stone',
        role: 'premium',
        familyId: 'fam-1',
        emailVerified: true,
      },
    });
    // Ignored means the sign-up goes ahead as if the fields were not there
    // (docs/product/rulings.md#role-is-never-client-writable).
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'free', familyId: null, emailVerified: false, firstName: 'Eve' });
    expect((await me(t, cookieFrom(res))).user).toMatchObject({ email, role: 'free', familyId: null });
  });

  it('refuses an e-mail already registered in another case', async () => {
    const user = await signUp(t);
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: user.email.toUpperCase(), password: GOOD_PASSWORD, firstName: 'Ann', lastName: 'Lee' },
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('user_already_exists');
  });

  it('refuses the most common passwords with reasons', async () => {
    // Ours, and from the bundled list of the most common passwords (with digits appended too).
    for (const password of ['password123', 'Jesus2024!', 'iloveyou', 'mercedes', 'Corvette88!']) {
      const res = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: uniqueEmail(), password, firstName: 'Ann', lastName: 'Lee' },
      });
      expect(res.status, password).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe('weak_password');
      expect(error.reasons?.[0]).toMatch(/commonly used/);
    }
  });

  it('refuses passwords outside 8 to 128 characters', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const res = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: uniqueEmail(), password, firstName: 'Ann', lastName: 'Lee' },
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('validation_failed');
    }
  });
});

describe('sign-in', () => {
  // docs/product/specification.md#authentication-toasts
  it('refuses a wrong password with the specified message', async () => {
    const user = await signUp(t);
    const res = await signIn(t, user.email, 'not-the-password');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid email or password. Please try again.',
    });
  });

  it('issues a new session at every sign-in', async () => {
    const user = await signUp(t);
    const a = cookieFrom(await signIn(t, user.email, user.password));
    const b = cookieFrom(await signIn(t, user.email, user.password));
    expect(a).not.toBe(b);
    expect((await me(t, a)).user?.email).toBe(user.email);
    expect((await me(t, b)).user?.email).toBe(user.email);
  });

  it('gives a browser-session cookie and a 24-hour server session without "Remember me"', async () => {
    const user = await signUp(t);
    const res = await signIn(t, user.email, user.password, false);
    expect(res.status).toBe(200);
    const sessionCookie = res.headers.getSetCookie().find((c) => c.startsWith('pc.session_token='))!;
    expect(sessionCookie).not.toMatch(/Max-Age/i);
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    const newest = rows.sort((x, y) => +new Date(y.createdAt) - +new Date(x.createdAt))[0]!;
    const hours = (new Date(newest.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('gives a 7-day cookie with "Remember me"', async () => {
    const user = await signUp(t);
    const res = await signIn(t, user.email, user.password, true);
    const sessionCookie = res.headers.getSetCookie().find((c) => c.startsWith('pc.session_token='))!;
    expect(sessionCookie).toMatch(/Max-Age=604800/);
  });
});

describe('sign-out', () => {
  it('ends every session of the user', async () => {
    const user = await signUp(t);
    const phone = cookieFrom(await signIn(t, user.email, user.password));
    const res = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: {},
    });
    expect(res.status).toBe(200);
    expect((await me(t, user.cookie)).user).toBeNull();
    expect((await me(t, phone)).user).toBeNull();
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    expect(await latestMail(t, email)).toBeNull();
  });

  it('resets once with the e-mailed token, ends every session, and tells the user', async () => {
    const user = await signUp(t);
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    const mail = await latestMail(t, user.email);
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
    const newPassword = 'evening-river-hymn-7';
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword, token: mail!.token },
    });
    expect(reset.status).toBe(200);
    expect((await me(t, user.cookie)).user).toBeNull();
    expect((await signIn(t, user.email, newPassword)).status).toBe(200);
    expect((await latestMail(t, user.email))?.subject).toMatch(/password was changed/i);

    const again = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'another-calm-psalm-9', token: mail!.token },
    });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('invalid_token');
  });

  it('refuses an expired token', async () => {
    const user = await signUp(t);
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    const mail = await latestMail(t, user.email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, await hashResetIdentifier(`reset-password:${mail!.token}`)));
    const res = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'evening-river-hymn-7', token: mail!.token },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_token');
  });

  it('sets the reset token to expire in one hour', async () => {
    const user = await signUp(t);
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    const mail = await latestMail(t, user.email);
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, await hashResetIdentifier(`reset-password:${mail!.token}`)));
    const minutes = (new Date(row!.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });
});

describe('better-auth endpoints we do not use', () => {
  it('update-user cannot change names past the profile schema: a 1- or 20,000-character name is refused', async () => {
    const user = await signUp(t, { firstName: 'Ruth', lastName: 'Moab' });
    const before = (await t.database.db.select().from(users).where(eq(users.id, user.userId)))[0]!;
    for (const name of ['R', 'x'.repeat(20_000)]) {
      const res = await t.request('/api/auth/update-user', {
        method: 'POST',
        headers: { cookie: user.cookie },
        json: { firstName: name, lastName: name, name, image: 'https://evil.example/x.png' },
      });
      expect(res.status, name.slice(0, 10)).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(after).toEqual(before);
  });

  it('change-email, delete-user and the other user-writing endpoints are not served', async () => {
    const user = await signUp(t);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/auth/change-email', { newEmail: uniqueEmail('moved') }],
      ['POST', '/api/auth/delete-user', { password: user.password }],
      ['POST', '/api/auth/set-password', { newPassword: 'another-quiet-psalm-8' }],
      ['POST', '/api/auth/update-session', {}],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['GET', '/api/auth/list-accounts', undefined],
      ['POST', '/api/auth/update-user/', { firstName: 'Zz' }],
    ];
    for (const [method, path, json] of calls) {
      const res = await t.request(path, { method, headers: { cookie: user.cookie }, json });
      expect(res.status, path).toBe(404);
    }
    const { user: profile } = await me(t, user.cookie);
    expect(profile).toMatchObject({ email: user.email, firstName: 'Grace' });
  });
});

describe('password change', () => {
  it('verifies the current password, then changes it and sends a notice', async () => {
    const user = await signUp(t);
    const wrong = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: {
        currentPassword: 'not-my-password',
        newPassword: 'gentle-answer-15-1',
        revokeOtherSessions: true,
      },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe('wrong_password');

    const ok = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { currentPassword: user.password, newPassword: 'gentle-answer-15-1', revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await signIn(t, user.email, 'gentle-answer-15-1')).status).toBe(200);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails.some((m) => /password was changed/i.test(m.subject))).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once one address tries to sign in too often', async () => {
    const user = await signUp(t);
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: from,
        json: { email: user.email, password: 'wrong-password-1', rememberMe: true },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await errorOf(res)).code).toBe('rate_limited');
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
  });
});
