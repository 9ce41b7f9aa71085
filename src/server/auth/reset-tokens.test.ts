// Reset links as a thief of the database, or of an old e-mail, would try them: the stored row must not
// be a working link, and once a password has been set from one link every other link of that account
// is dead (issue 29, findings 12 and 17).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { readError } from '../test/client.ts';
import { latestMail, signIn, signUp } from '../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestReset(email: string): Promise<string> {
  const res = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email } });
  expect(res.status).toBe(200);
  return (await latestMail(t, email))!.token!;
}

const reset = (token: string, newPassword: string) =>
  t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

describe('reset tokens at rest', () => {
  it('are stored only as a hash: no row holds the e-mailed token', async () => {
    const user = await signUp(t);
    const token = await requestReset(user.email);
    const rows = await t.database.db.select().from(verifications).where(eq(verifications.value, user.userId));
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(row.identifier).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain(token);
    }
    // The hash still opens the door for the e-mailed link itself.
    expect((await reset(token, 'evening-river-hymn-7')).status).toBe(200);
  });
});

describe('older reset links', () => {
  it('stop working once a newer one has set the password', async () => {
    const user = await signUp(t);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'evening-river-hymn-7')).status).toBe(200);

    const stale = await reset(older, 'someone-elses-hymn-3');
    expect(stale.status).toBe(400);
    expect((await readError(stale)).code).toBe('invalid_token');
    expect((await signIn(t, user.email, 'evening-river-hymn-7')).status).toBe(200);
    expect((await signIn(t, user.email, 'someone-elses-hymn-3')).status).toBe(401);
  });

  it('stop working once the password is changed in Settings', async () => {
    const user = await signUp(t);
    const pending = await requestReset(user.email);
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { currentPassword: user.password, newPassword: 'gentle-answer-15-1' },
    });
    expect(changed.status).toBe(200);
    expect((await reset(pending, 'someone-elses-hymn-3')).status).toBe(400);
  });
});
