// The reset page asks whether its link still works before showing the form
// (docs/product/rulings.md#reset-password-page): the check never uses the token, answers every dead
// token alike, and is rate-limited per address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users, verifications } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { hashResetIdentifier } from './reset-tokens.ts';
import { latestMail, signUp } from '../test/auth-helpers.ts';
import { readError, readJson } from '../test/client.ts';
import { RESET_TOKEN_CHECK_RULE } from './auth-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = z.object({ usable: z.boolean() }).strict();

const check = (token: string, ip?: string) =>
  t.request('/api/auth/check-reset-token', {
    method: 'POST',
    json: { token },
    ...(ip ? { headers: { 'x-forwarded-for': ip } } : {}),
  });

async function resetToken(email: string): Promise<string> {
  await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  });
  return (await latestMail(t, email))!.token!;
}

describe('checking a reset link', () => {
  it('says a fresh token works, without using it up', async () => {
    const user = await signUp(t);
    const token = await resetToken(user.email);
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await readJson(res, answer)).toEqual({ usable: true });
    }
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'evening-river-hymn-7', token },
    });
    expect(reset.status).toBe(200);
  });

  it('answers used, expired, unknown and orphaned tokens alike, naming nobody', async () => {
    const used = await signUp(t);
    const usedToken = await resetToken(used.email);
    await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'evening-river-hymn-7', token: usedToken },
    });

    const expired = await signUp(t);
    const expiredToken = await resetToken(expired.email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, await hashResetIdentifier(`reset-password:${expiredToken}`)));

    const orphan = await signUp(t);
    const orphanToken = await resetToken(orphan.email);
    await t.database.db.delete(users).where(eq(users.id, orphan.userId));

    const texts = new Set<string>();
    for (const token of [usedToken, expiredToken, orphanToken, 'no-such-token-at-all']) {
      const res = await check(token);
      expect(res.status, token).toBe(200);
      texts.add(await res.text());
    }
    expect([...texts]).toEqual(['{"usable":false}']);
  });

  it('refuses a malformed body with a 400', async () => {
    const res = await t.request('/api/auth/check-reset-token', { method: 'POST', json: { token: '' } });
    expect(res.status).toBe(400);
    expect((await readError(res)).code).toBe('validation_failed');
  });

  it('is rate-limited per address, with Retry-After', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < RESET_TOKEN_CHECK_RULE.max; i++)
      expect((await check('guess-' + i, ip)).status).toBe(200);
    const over = await check('one-more-guess', ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check('another-address', '203.0.113.78')).status).toBe(200);
  });
});
