// Test helpers of the console's suites: an app with an admin, and accounts in known states.
import { expect } from 'vitest';
import type { TestApp } from '#server/test/app.ts';
import { cookieFrom, latestMail, type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';

export const ADMIN_EMAIL = 'ops@example.com';
export const ADMIN_ENV = { ADMIN_EMAILS: `someone-else@example.com, ${ADMIN_EMAIL.toUpperCase()}` };

/**
 * Opens the link of the newest confirmation e-mail to the user in the browser that signed up, as they
 * would: the password and the session stay (opened elsewhere, the password would be taken away).
 */
export async function confirmEmail(t: TestApp, user: { email: string; cookie: string }): Promise<void> {
  const mail = await latestMail(t, user.email);
  const res = await t.request(`/api/auth/verify-email?token=${encodeURIComponent(mail!.token!)}`, {
    headers: { cookie: user.cookie },
  });
  expect(res.status).toBeLessThan(400);
}

/**
 * Sets a new password from Settings, as an operator does once the address is confirmed (the console
 * opens only to a password set after the confirmation). The answer's session replaces the old one.
 */
export async function changePassword(t: TestApp, user: SignedUpUser): Promise<SignedUpUser> {
  const newPassword = `${user.password}-after`;
  const res = await t.request('/api/auth/change-password', {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { currentPassword: user.password, newPassword },
  });
  expect(res.status).toBe(200);
  return { ...user, password: newPassword, cookie: cookieFrom(res) };
}

/** The admin of ADMIN_ENV, signed up, confirmed, with a password chosen after the confirmation. */
export async function signUpAdmin(t: TestApp): Promise<SignedUpUser> {
  const admin = await signUp(t, { email: ADMIN_EMAIL, firstName: 'Olive', lastName: 'Ops' });
  await confirmEmail(t, admin);
  return changePassword(t, admin);
}

export const asUser = (t: TestApp, user: { cookie: string }, path: string, json?: unknown) =>
  t.request(`/api/admin${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { cookie: user.cookie },
    ...(json === undefined ? {} : { json }),
  });
