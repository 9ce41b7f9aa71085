import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema.ts';
import { createSmtpTransport } from '#server/mail/transport.ts';
import { createSecondInstance, createTestApp, type TestApp } from '#server/test/app.ts';
import { uniqueEmail } from '#server/test/auth-helpers.ts';
import { api } from '#server/test/client.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/test/test-smtp-server.ts';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({}, { mailTransport: createSmtpTransport(smtp.url) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('two instances running the scheduler at once (PostgreSQL)', () => {
  it('send each due e-mail once, counted at a real SMTP server', async (ctx) => {
    const second = await createSecondInstance(t, { mailTransport: createSmtpTransport(smtp.url) });
    if (!second) {
      ctx.skip(); // PGlite is one process's database: this runs in CI's PostgreSQL pass.
      return;
    }
    try {
      const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`fleet${i}`));
      for (const email of emails) {
        await api(t).leads.subscribe.$post({
          json: { form: 'exit-intent', firstName: 'Ann', email, tags: ['365series'] },
        });
      }
      // Only the scheduled e-mail is counted below: the sign-up e-mails go out first.
      await t.services.mailer.deliverDue();
      smtp.received.length = 0;

      const when = new Date('2026-11-24T09:00:00Z');
      await Promise.all([
        t.services.jobs.tick(when),
        second.services.jobs.tick(when),
        t.services.jobs.tick(when),
      ]);
      await Promise.all([t.services.mailer.deliverDue(), second.services.mailer.deliverDue()]);
      const weekly = smtp.received.filter((m) => m.raw.includes('Subject: Week 1 of 365 Days of Peace'));
      expect(weekly.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
      const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, emails[0]!));
      expect(row).toBeDefined();
    } finally {
      await second.close();
    }
  });
});
