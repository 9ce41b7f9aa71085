import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';
import { z } from 'zod';
import type { TestApp } from './app.ts';
import { api, readJson } from './client.ts';

export const GOOD_PASSWORD = 'quiet-morning-psalm-42';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back as a Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** The part of better-auth's sign-up answer the tests use (its routes are not in AppType). */
export const signUpAnswer = z.object({ user: z.object({ id: z.string() }) });

export interface SignedUpUser {
  email: string;
  password: string;
  cookie: string;
  userId: string;
}

export async function signUp(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<SignedUpUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      email,
      password,
      firstName: overrides.firstName ?? 'Grace',
      lastName: overrides.lastName ?? 'Hope',
    },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = await readJson(res, signUpAnswer);
  return { email: email.toLowerCase(), password, cookie: cookieFrom(res), userId: body.user.id };
}

export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  rememberMe = true,
): Promise<Response> {
  return t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password, rememberMe } });
}

export async function me(t: TestApp, cookie: string) {
  const res = await api(t, cookie).account.me.$get();
  return res.json();
}

/** The newest e-mail to an address from the outbox, and the token of the first link in it. */
export async function latestMail(t: TestApp, to: string) {
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!row) return null;
  const token = /[?&]token=([^&\s"<]+)/.exec(row.text)?.[1];
  return { ...row, token: token ? decodeURIComponent(token) : undefined };
}
