// A scheduler instance that dies in the middle of a batch, and another that takes over: every due
// recipient gets exactly one e-mail, counted at a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createMailer, LEASE_MS } from '#server/mail/mailer.ts';
import { createSmtpTransport, type MailTransport } from '#server/mail/transport.ts';
import type { VerifiedVerse } from '#server/ports/coach.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { uniqueEmail } from '#server/test/auth-helpers.ts';
import { api } from '#server/test/client.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/test/test-smtp-server.ts';
import { prayerReminderJob, seriesGuidanceJob, weeklyCheckInJob } from './jobs.ts';

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

const silent = createLogger('silent');

/**
 * One server instance's scheduler as services.ts builds it (the jobs and the outbox's delivery worker),
 * on the shared database, with its own clock and its own way out to SMTP.
 */
function schedulerInstance(options: {
  db: TestApp['database']['db'];
  now: () => Date;
  transport: MailTransport;
  lookupVerse?: (reference: string) => VerifiedVerse | null;
}) {
  const mailer = createMailer({
    db: options.db,
    transport: options.transport,
    logger: silent,
    from: t.config.mailFrom,
    now: options.now,
  });
  const deps = {
    db: options.db,
    mailer,
    appUrl: t.config.appUrl,
    schedule: { hourUtc: t.config.scheduleHourUtc, weekday: t.config.scheduleWeekday },
    lookupVerse: options.lookupVerse ?? ((reference: string) => t.services.coach.scripture.lookup(reference)),
    links: t.services.unsubscribeLinks,
  };
  const jobs = createJobRunner([seriesGuidanceJob(deps), weeklyCheckInJob(deps), prayerReminderJob(deps)], {
    intervalMs: 60_000,
    logger: silent,
    now: options.now,
  });
  return { mailer, jobs };
}

describe('a scheduler instance dying in the middle of a batch', () => {
  it('leaves nothing lost and nothing sent twice once another instance takes over after the lease', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`restart${i}`));
    for (const email of emails) {
      await api(t).leads.subscribe.$post({
        json: { form: 'exit-intent', firstName: 'Ann', email, tags: ['365series'] },
      });
    }
    // Only the scheduled e-mail is counted below: the lead forms' own e-mails go out first.
    await t.services.mailer.deliverDue();
    smtp.received.length = 0;
    const weekly = () =>
      smtp.received.filter((m) => m.raw.includes('Subject: Week 1 of 365 Days of Peace')).map((m) => m.to[0]);

    const start = new Date('2026-11-24T09:00:00Z'); // a Tuesday, after the Monday 08:00 schedule
    let clockB = start;

    // Instance A: its job pass dies while preparing the 8th e-mail, and its delivery worker dies while
    // handing the 4th e-mail of its batch to SMTP (the hand-off never completes). Nothing of A runs
    // afterwards: no rollback of its own, no lease given back.
    let rendered = 0;
    let handedOff = 0;
    const smtpTransport = createSmtpTransport(smtp.url);
    const a = schedulerInstance({
      db: t.database.db,
      now: () => start,
      lookupVerse: (reference) => {
        if (++rendered === 8) throw new Error('process killed');
        return t.services.coach.scripture.lookup(reference);
      },
      transport: {
        kind: 'smtp',
        deliver: (mail) => (++handedOff <= 3 ? smtpTransport.deliver(mail) : new Promise<void>(() => {})),
      },
    });
    const counts = await a.jobs.tick(start);
    expect(counts['series-guidance']).toBeUndefined(); // the pass died
    void a.mailer.deliverDue(); // never settles: the process is gone
    await smtp.waitFor(3);
    await expect.poll(() => handedOff).toBe(4);
    expect(weekly()).toHaveLength(3);

    // Instance B, on its own connection where the database allows one (PostgreSQL), starts 30 s later:
    // it claims the recipients A never reached, but leaves A's leased e-mails alone.
    const second = t.database.url ? openPostgres(t.database.url, 5) : null;
    try {
      const b = schedulerInstance({
        db: second?.db ?? t.database.db,
        now: () => clockB,
        transport: smtpTransport,
      });
      clockB = new Date(start.getTime() + 30_000);
      expect((await b.jobs.tick(clockB))['series-guidance']).toBe(emails.length - 7);
      await b.mailer.deliverDue();
      expect(weekly()).toHaveLength(3 + (emails.length - 7));

      // Once A's lease has run out, B delivers what A held.
      clockB = new Date(start.getTime() + LEASE_MS + 1_000);
      expect((await b.jobs.tick(clockB))['series-guidance']).toBe(0);
      await b.mailer.deliverDue();
      expect(weekly().sort()).toEqual([...emails].sort());

      // Later passes the same week find nothing more to send.
      clockB = new Date(start.getTime() + 3_600_000);
      expect((await b.jobs.tick(clockB))['series-guidance']).toBe(0);
      expect(await b.mailer.deliverDue()).toBe(0);
      expect(weekly()).toHaveLength(emails.length);
      expect(new Set(weekly()).size).toBe(emails.length);
    } finally {
      await second?.close();
    }
  });
});
