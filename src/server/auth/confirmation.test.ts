// The confirmation link proves the mailbox, not the password (issue 29, findings 2 and 5). Pre-account
// hijacking: someone signs up first with another person's address and a password of their own; when
// the owner opens the confirmation e-mail, the account must become the owner's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';
import { readJson } from '../test/client.ts';
import { cookieFrom, latestMail, me, signIn, signUp } from '../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = z.object({ status: z.boolean(), passwordToken: z.string().optional() });

/** The token of the newest e-mail to `email`, which must be its confirmation. */
async function confirmationToken(email: string): Promise<string> {
  const mail = await latestMail(t, email);
  expect(mail?.subject).toMatch(/Confirm/);
  return mail!.token!;
}

/** Opens a confirmation link from a browser holding `cookie` (none: signed out). */
const openLink = (token: string, cookie = '') =>
  t.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    headers: cookie ? { cookie } : {},
  });

/** Opens the newest confirmation link to `email`. */
const openConfirmation = async (email: string, cookie = '') =>
  openLink(await confirmationToken(email), cookie);

const sessionCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => c.startsWith('pc.session_token=') && !/pc\.session_token=;/.test(c));

describe("an account made with someone else's address", () => {
  it('keeps neither the first password nor its sessions once the owner confirms, and the owner chooses one', async () => {
    const squatter = await signUp(t);
    const squattersPhone = cookieFrom(await signIn(t, squatter.email, squatter.password));

    // The owner opens the e-mail in their own browser, signed in to nothing.
    const opened = await openConfirmation(squatter.email);
    expect(opened.status).toBe(200);
    expect(sessionCookieOf(opened)).toEqual([]);
    const { passwordToken } = await readJson(opened, answer);
    expect(passwordToken).toEqual(expect.any(String));
    // The answer is a way to set the password: no browser or proxy may keep a copy.
    expect(opened.headers.get('cache-control')).toBe('no-store');

    expect((await me(t, squatter.cookie)).user).toBeNull();
    expect((await me(t, squattersPhone)).user).toBeNull();
    expect((await signIn(t, squatter.email, squatter.password)).status).toBe(401);

    // The owner's own password, set with the token the page was given.
    const ownersPassword = 'owners-own-lantern-5';
    const chosen = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token: passwordToken, newPassword: ownersPassword },
    });
    expect(chosen.status).toBe(200);
    const owner = await signIn(t, squatter.email, ownersPassword);
    expect(owner.status).toBe(200);
    expect((await me(t, cookieFrom(owner))).user).toMatchObject({ emailConfirmed: true });
    expect((await signIn(t, squatter.email, squatter.password)).status).toBe(401);
  });
});

describe('the confirmation link signs nobody in', () => {
  it("opened signed out, an attacker's own link gives that browser no session (login CSRF)", async () => {
    const attacker = await signUp(t);
    const victimsBrowser = await openConfirmation(attacker.email);
    expect(victimsBrowser.status).toBe(200);
    expect(sessionCookieOf(victimsBrowser)).toEqual([]);
    expect((await me(t, cookieFrom(victimsBrowser))).user).toBeNull();
  });

  it('nor after a password change', async () => {
    const user = await signUp(t);
    const link = await confirmationToken(user.email);
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { currentPassword: user.password, newPassword: 'gentle-answer-15-1' },
    });
    expect(changed.status).toBe(200);
    const elsewhere = await openLink(link);
    expect(sessionCookieOf(elsewhere)).toEqual([]);
    expect((await me(t, cookieFrom(elsewhere))).user).toBeNull();
  });

  it('opened again once used, confirms nothing new and gives no way to a password', async () => {
    const user = await signUp(t);
    await (await openConfirmation(user.email, user.cookie)).arrayBuffer();
    const again = await openConfirmation(user.email);
    expect(again.status).toBe(200);
    expect(sessionCookieOf(again)).toEqual([]);
    expect((await readJson(again, answer)).passwordToken).toBeUndefined();
  });
});

describe('confirming in the browser that signed up', () => {
  it('confirms the address and keeps the password and the session: this browser chose it', async () => {
    const user = await signUp(t);
    const res = await openConfirmation(user.email, user.cookie);
    expect(res.status).toBe(200);
    expect((await readJson(res, answer)).passwordToken).toBeUndefined();
    expect((await me(t, user.cookie)).user).toMatchObject({ email: user.email, emailConfirmed: true });
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
  });

  it("a browser signed in to another account is no proof: that account's password is not kept", async () => {
    const other = await signUp(t);
    const user = await signUp(t);
    const res = await openConfirmation(user.email, other.cookie);
    expect((await readJson(res, answer)).passwordToken).toEqual(expect.any(String));
    expect((await signIn(t, user.email, user.password)).status).toBe(401);
    expect((await me(t, other.cookie)).user?.email).toBe(other.email);
  });
});
