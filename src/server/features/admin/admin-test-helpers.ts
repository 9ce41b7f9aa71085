// Test helpers of the console's suites: an app with an admin, and accounts in known states.
import { expect } from 'vitest';
import type { TestApp } from '#server/test/app.ts';
import { latestMail, type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';

export const ADMIN_EMAIL = 'ops@example.com';
export const ADMIN_ENV = { ADMIN_EMAILS: `someone-else@example.com, ${ADMIN_EMAIL.toUpperCase()}` };

/** Opens the link of the newest confirmation e-mail to the user, as they would. */
export async function confirmEmail(t: TestApp, user: { email: string }): Promise<void> {
  const mail = await latestMail(t, user.email);
  const res = await t.request(`/api/auth/verify-email?token=${encodeURIComponent(mail!.token!)}`);
  expect(res.status).toBeLessThan(400);
}

/** The admin of ADMIN_ENV, signed up and confirmed. */
export async function signUpAdmin(t: TestApp): Promise<SignedUpUser> {
  const admin = await signUp(t, { email: ADMIN_EMAIL, firstName: 'Olive', lastName: 'Ops' });
  await confirmEmail(t, admin);
  return admin;
}

export const asUser = (t: TestApp, user: { cookie: string }, path: string, json?: unknown) =>
  t.request(`/api/admin${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { cookie: user.cookie },
    ...(json === undefined ? {} : { json }),
  });
