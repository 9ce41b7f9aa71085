// The console opens only for an address whose password was set or reset after its confirmation
// (issue 29, finding 3): a sign-up with an ADMIN_EMAILS address before its owner confirmed it must never
// become a way into /admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { cookieFrom, latestMail, signIn, signUp, uniqueEmail } from '#server/test/auth-helpers.ts';
import { readJson } from '#server/test/client.ts';
import { ADMIN_EMAIL, ADMIN_ENV, asUser, changePassword, confirmEmail } from './admin-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
});
afterAll(() => t.close());

describe('the console and the password', () => {
  it('stays closed to a password set before the confirmation, and opens once one is set after it', async () => {
    const email = uniqueEmail('operator');
    const local = await createTestApp({ ADMIN_EMAILS: email });
    try {
      const own = await signUp(local, { email });
      await confirmEmail(local, own);
      // Confirmed in the browser that signed up: the account is fine, but not the console's yet.
      expect((await asUser(local, own, '/funnel')).status).toBe(404);
      const changed = await changePassword(local, own);
      expect((await asUser(local, changed, '/funnel')).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('never opens to whoever signed up first with the address; the operator, once confirmed, chooses the password', async () => {
    const squatter = await signUp(t, { email: ADMIN_EMAIL });
    // The operator opens the confirmation e-mail in their own browser.
    const mail = await latestMail(t, ADMIN_EMAIL);
    const opened = await t.request(`/api/auth/verify-email?token=${encodeURIComponent(mail!.token!)}`);
    const { passwordToken } = await readJson(opened, z.object({ passwordToken: z.string() }));

    expect((await asUser(t, squatter, '/funnel')).status).toBe(401);
    const again = await signIn(t, squatter.email, squatter.password);
    expect(again.status).toBe(401);

    const operatorsPassword = 'operators-own-lantern-5';
    const chosen = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token: passwordToken, newPassword: operatorsPassword },
    });
    expect(chosen.status).toBe(200);
    const operator = cookieFrom(await signIn(t, ADMIN_EMAIL, operatorsPassword));
    expect((await asUser(t, { cookie: operator }, '/funnel')).status).toBe(200);
  });
});
