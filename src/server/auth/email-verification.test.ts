import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';
import { readError, readJson } from '../test/client.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  me,
  signIn,
  signUp,
  uniqueEmail,
} from '../test/auth-helpers.ts';

describe('e-mail confirmation when it is not required (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets an unconfirmed user in, and the link confirms the address', async () => {
    const user = await signUp(t);
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
    const mail = await latestMail(t, user.email);
    const res = await t.request(`/api/auth/verify-email?token=${encodeURIComponent(mail!.token!)}`, {
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(200);
    expect((await me(t, user.cookie)).user?.emailConfirmed).toBe(true);
  });

  it('refuses a forged confirmation token', async () => {
    const res = await t.request('/api/auth/verify-email?token=not-a-token');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await readError(res)).code).toBe('invalid_token');
  });
});

describe('e-mail confirmation when REQUIRE_EMAIL_VERIFICATION=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => t.close());

  it('does not sign in at sign-up, refuses sign-in until confirmed, and the link asks for a password chosen after it', async () => {
    const email = uniqueEmail();
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: GOOD_PASSWORD, firstName: 'Ruth', lastName: 'Naomi' },
    });
    expect(res.status).toBe(200);
    expect((await readJson(res, z.object({ signedIn: z.boolean() }))).signedIn).toBe(false);
    expect(cookieFrom(res)).toBe('');

    const refused = await signIn(t, email, GOOD_PASSWORD);
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe('email_not_confirmed');

    // Nobody can be signed in before confirming here, so the link always ends with a password chosen
    // by the mailbox's owner (docs/product/rulings.md#email-confirmation-required); it signs nobody in.
    const mail = await latestMail(t, email);
    const confirmed = await t.request(`/api/auth/verify-email?token=${encodeURIComponent(mail!.token!)}`);
    expect(confirmed.status).toBe(200);
    expect(cookieFrom(confirmed)).toBe('');
    const { passwordToken } = await readJson(confirmed, z.object({ passwordToken: z.string() }));
    expect((await signIn(t, email, GOOD_PASSWORD)).status).toBe(401);
    const chosen = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token: passwordToken, newPassword: 'owners-own-lantern-5' },
    });
    expect(chosen.status).toBe(200);
    const signedIn = await signIn(t, email, 'owners-own-lantern-5');
    expect(signedIn.status).toBe(200);
    expect((await me(t, cookieFrom(signedIn))).user).toMatchObject({ email, emailConfirmed: true });
  });

  it('does not reveal whether an address is registered at sign-up', async () => {
    const user = { email: uniqueEmail() };
    const first = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: user.email, password: GOOD_PASSWORD, firstName: 'Ruth', lastName: 'Naomi' },
    });
    const second = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: user.email, password: GOOD_PASSWORD, firstName: 'Ruth', lastName: 'Naomi' },
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
  });

  it('resends the confirmation e-mail on request', async () => {
    const email = uniqueEmail();
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: GOOD_PASSWORD, firstName: 'Ruth', lastName: 'Naomi' },
    });
    const before = await latestMail(t, email);
    const res = await t.request('/api/auth/send-verification-email', {
      method: 'POST',
      json: { email, callbackURL: '/confirm-email' },
    });
    expect(res.status).toBe(200);
    const after = await latestMail(t, email);
    expect(after?.id).not.toBe(before?.id);
  });
});
