import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { MAILBOX_PATH } from './mailbox.routes.ts';

// The local mailbox shows sign-in and reset links: it exists only where mail is not really sent
// (docs/product/rulings.md#local-mailbox), never with real SMTP and never in production.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the local mailbox', () => {
  it('does not exist once SMTP is configured', async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    for (const path of [MAILBOX_PATH, `${MAILBOX_PATH}/api/latest?to=ann@example.test`]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/mailbox/i);
    }
  });

  it('does not exist in production', async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      APP_URL: 'https://peace.example',
      AUTH_SECRET: 'a'.repeat(48),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENTS_PROVIDER: 'test',
      AI_PROVIDER: 'builtin',
      COMPANY_NAME: 'Peace Coach Ltd',
      COMPANY_ADDRESS: '1 Quiet Lane, York',
      PRIVACY_CONTACT_EMAIL: 'privacy@peace.example',
    });
    expect((await t.app.request(MAILBOX_PATH)).status).toBe(404);
  });
});
