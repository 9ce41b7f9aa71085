// The weekly check-in e-mail leads into the chat with its question, not to the dashboard
// (docs/product/specification.md#weekly-check-in).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_QUESTIONS } from '#shared/check-in.ts';
import { mailOutbox, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A Tuesday at 09:00 UTC: after the default schedule (Monday 08:00).
const TUESDAY = new Date('2026-11-24T09:00:00Z');

describe('the weekly check-in e-mail', () => {
  it('links to /chat?checkin=<its question>, in the HTML and the text', async () => {
    const premium = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, premium.userId));
    await t.services.jobs.tick(TUESDAY);
    const [mail] = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, premium.email))
    ).filter((m) => m.subject === 'Your weekly check-in with your coach');
    expect(mail).toBeDefined();
    const index = CHECK_IN_QUESTIONS.findIndex((q) => mail!.text.includes(q));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(mail!.text).toContain(`/chat?checkin=${index}`);
    expect(mail!.html).toContain(`/chat?checkin=${index}`);
    expect(mail!.text).not.toContain('/dashboard');
  });
});
