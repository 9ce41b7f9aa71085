import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import {
  RecipientRefusedError,
  backoffMs,
  createMailer,
  GIVE_UP_AFTER_MS,
  LEASE_MS,
  type MailerDeps,
  type MailMessage,
} from './mailer.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/test-smtp-server.ts';
import { createOutboxTransport, createSmtpTransport, createTransport } from './transport.ts';

const FROM = 'Peace Coach <hello@peacecoach.test>';
let database: TestDatabase;
let smtp: TestSmtpServer;
let clock: Date;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.failing = false;
  clock = new Date('2030-03-01T09:00:00Z');
});

function mailer(overrides: Partial<MailerDeps> = {}) {
  return createMailer({
    db: database.db,
    transport: createSmtpTransport(smtp.url),
    logger: createLogger('silent'),
    from: FROM,
    now: () => clock,
    ...overrides,
  });
}

const message = (n = 1): MailMessage => ({
  to: `friend${n}@example.test`,
  subject: `Hello number ${n}`,
  text: `Plain words ${n}`,
  html: `<p>Kind words ${n}</p>`,
});

// Waits without moving fake timers (vi.waitFor advances them on each check, which would fire the very
// pass a test holds back).
async function until(check: () => boolean): Promise<void> {
  const giveUpAt = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > giveUpAt) throw new Error('gave up waiting');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

async function row(id: string) {
  const [r] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return r!;
}

describe('the mailer', () => {
  it('stores a mail, then delivers it over SMTP with subject, text and HTML', async () => {
    const m = mailer();
    const { id } = await m.send({ ...message(), headers: { 'X-Peace-Test': 'yes' } });
    expect((await row(id)).status).toBe('pending');
    expect(smtp.received).toHaveLength(0);

    expect(await m.deliverDue()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['friend1@example.test']);
    expect(mail.raw).toContain('Subject: Hello number 1');
    expect(mail.raw).toMatch(/From: Peace Coach <hello@peacecoach\.test>/);
    expect(mail.raw).toContain('X-Peace-Test: yes');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('Plain words 1');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw).toContain('<p>Kind words 1</p>');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 0, lockedUntil: null, sentAt: clock });
    expect(await m.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a mail while SMTP refuses it, retries after the backoff, and delivers it once', async () => {
    const m = mailer();
    smtp.failing = true;
    const { id } = await m.send(message());

    expect(await m.deliverDue()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(failed.lastError).toMatch(/451/);
    expect(failed.nextAttemptAt.getTime()).toBe(clock.getTime() + backoffMs(1));

    smtp.failing = false;
    expect(await m.deliverDue()).toBe(0); // not due yet
    advance(backoffMs(1));
    expect(await m.deliverDue()).toBe(1);
    expect(await m.deliverDue()).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('delivers exactly once when the SMTP server is down at first, then comes up on the same port', async () => {
    // Find a port, then leave it closed: nothing listens there yet.
    const probe = await startTestSmtpServer();
    const { port } = probe;
    await probe.close();
    const m = mailer({ transport: createSmtpTransport(`smtp://127.0.0.1:${port}`) });
    const { id } = await m.send(message());

    expect(await m.deliverDue()).toBe(0);
    const refused = await row(id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(refused.lastError).toMatch(/ECONNREFUSED/);
    expect(refused.nextAttemptAt.getTime()).toBe(clock.getTime() + backoffMs(1));

    const late = await startTestSmtpServer({ port });
    try {
      expect(await m.deliverDue()).toBe(0); // not due yet
      expect(late.received).toHaveLength(0);
      advance(backoffMs(1));
      expect(await m.deliverDue()).toBe(1);
      // Later passes (even after any lease could have run out) find nothing more to send.
      advance(2 * LEASE_MS);
      expect(await m.deliverDue()).toBe(0);
      advance(24 * 3_600_000);
      expect(await m.deliverDue()).toBe(0);

      expect(late.received).toHaveLength(1);
      expect(late.received[0]!.to).toEqual(['friend1@example.test']);
      expect(late.received[0]!.raw).toContain('Subject: Hello number 1');
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    } finally {
      await late.close();
    }
  });

  it('backs off 5 s, 30 s, 2 min, 10 min, 30 min, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 11].map(backoffMs)).toEqual([
      5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3_600_000,
    ]);
  });

  it('keeps retrying hourly for 7 days while SMTP refuses, then gives up once and logs an error without the body', async () => {
    const lines: { level: number; msg: string }[] = [];
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        raw.push(chunk.toString());
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    // A week of hourly attempts: refused in process (the SMTP refusal itself is tested above), so the
    // ~170 passes stay quick; the real server then shows that nothing goes out after giving up.
    let refusing = true;
    const smtpTransport = createSmtpTransport(smtp.url);
    const transport = {
      kind: 'smtp' as const,
      deliver: (mail: Parameters<typeof smtpTransport.deliver>[0]) =>
        refusing ? Promise.reject(new Error('451 Try again later')) : smtpTransport.deliver(mail),
    };
    const m = mailer({ logger: pino({ level: 'info' }, sink), transport });
    const written = clock.getTime();
    const { id } = await m.send(message());
    let attempts = 0;
    // Each pass waits exactly as long as the backoff asks, as the worker would.
    while (clock.getTime() - written < GIVE_UP_AFTER_MS) {
      expect(await m.deliverDue()).toBe(0);
      attempts++;
      const r = await row(id);
      expect(r, `attempt ${attempts}`).toMatchObject({ status: 'pending', attempts });
      clock = r.nextAttemptAt;
    }
    // Hours of refusals (the old limit of 12 attempts was about 8 hours) were no reason to stop.
    expect(attempts).toBeGreaterThan(7 * 24 - 5);
    expect(backoffMs(attempts)).toBe(3_600_000);

    expect(await m.deliverDue()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: attempts + 1 });
    refusing = false;
    advance(24 * 3_600_000);
    expect(await m.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    const errors = lines.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toBe('mail delivery failed for good');
    expect(lines.filter((l) => l.level === 40)).toHaveLength(attempts);
    expect(raw.join('')).not.toContain('Plain words');
    expect(raw.join('')).not.toContain('Kind words');
  });

  it('two mailers on one database deliver each of 10 mails exactly once', async () => {
    const a = mailer();
    const b = mailer();
    for (let n = 1; n <= 10; n++) await (n % 2 ? a : b).send(message(n));

    const [sentA, sentB] = await Promise.all([a.deliverDue(), b.deliverDue()]);

    expect(sentA + sentB).toBe(10);
    const subjects = smtp.received.map((r) => /Subject: (.*)\r?\n/.exec(r.raw)?.[1]).sort();
    expect(subjects).toEqual(Array.from({ length: 10 }, (_, i) => `Hello number ${i + 1}`).sort());
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('drains a backlog larger than one batch in one pass', async () => {
    const m = mailer({ transport: createOutboxTransport() });
    for (let n = 1; n <= 23; n++) await m.send(message(n));
    expect(await m.deliverDue()).toBe(23);
  });

  it('does not pick up a row another worker holds a lease on', async () => {
    const m = mailer();
    const { id } = await m.send(message());
    const lease = new Date(clock.getTime() + 30_000);
    await database.db.update(mailOutbox).set({ lockedUntil: lease }).where(eq(mailOutbox.id, id));
    expect(await m.deliverDue()).toBe(0);
    advance(31_000);
    expect(await m.deliverDue()).toBe(1);
  });

  it('hands the rest of a batch back once half the lease is used, so no other worker doubles it', async () => {
    const slow = { kind: 'smtp' as const, deliver: () => Promise.resolve(void advance(LEASE_MS / 2 + 1)) };
    const m = mailer({ transport: slow });
    for (let n = 1; n <= 3; n++) await m.send(message(n));
    expect(await m.deliverDue()).toBe(1);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.filter((r) => r.status === 'pending' && r.lockedUntil === null)).toHaveLength(2);
    expect(await m.deliverDue()).toBe(1);
  });

  it('enqueues inside a caller transaction, and nothing when it rolls back', async () => {
    const m = mailer();
    await expect(
      database.db.transaction(async (tx) => {
        await m.send(message(1), tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await database.db.transaction(async (tx) => {
      await m.send(message(2), tx);
    });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.toAddress)).toEqual(['friend2@example.test']);
  });

  it('stores one mail per dedupe key, whichever instance sends it or however often', async () => {
    const [a, b] = [mailer(), mailer()];
    const key = 'subscription-started:sub_1';
    const sends = await Promise.all([
      a.send({ ...message(1), dedupeKey: key }),
      b.send({ ...message(1), dedupeKey: key }),
      a.send({ ...message(1), dedupeKey: key }),
    ]);
    expect(sends.map((s) => s.queued).sort()).toEqual([false, false, true]);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
    expect((await a.send({ ...message(2), dedupeKey: 'other' })).queued).toBe(true);
    expect(await a.deliverDue()).toBe(2);
  });

  it('forgets a forget-when-sent mail once SMTP accepted it, and keeps it while it fails', async () => {
    const m = mailer();
    const { id } = await m.send({ ...message(), forgetWhenSent: true });
    smtp.failing = true;
    await m.deliverDue();
    expect((await row(id)).toAddress).toBe('friend1@example.test');
    smtp.failing = false;
    advance(backoffMs(1));
    expect(await m.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))).toEqual([]);
  });

  it('refuses a recipient or header that could inject headers', async () => {
    const m = mailer();
    await expect(m.send({ ...message(), to: 'a@b.test\r\nBcc: x@y.test' })).rejects.toThrow(/recipient/);
    await expect(m.send({ ...message(), headers: { 'X-A': 'one\r\nBcc: x@y.test' } })).rejects.toThrow(
      /header/,
    );
  });

  it('refuses what the forms refuse (a list, a second "@"), as its own error the app answers with 400', async () => {
    const m = mailer();
    for (const to of ['a@@b.test', 'a@b.test,c@d.test', 'a@b.test;c@d.test', '<a@b.test>']) {
      await expect(m.send({ ...message(), to })).rejects.toBeInstanceOf(RecipientRefusedError);
    }
  });

  it('delivers in the background once started, nudged by send', async () => {
    const m = mailer({ pollMs: 60_000, now: () => new Date() });
    m.start();
    try {
      await m.send(message());
      await smtp.waitFor(1);
    } finally {
      await m.stop();
    }
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the nudge of a send that lands while a pass is finishing, instead of waiting for the next poll', async () => {
    // The lost nudge seen on PostgreSQL: a pass whose claim ran before the new row was committed ended
    // after send() had booked its pass, and replaced that pass with the next poll. Only the worker's
    // timers are held here, so the order is certain; the database is real, and so is SMTP for mail 2.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const smtpTransport = createSmtpTransport(smtp.url);
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted = false;
    const transport = {
      kind: 'smtp' as const,
      deliver: (mail: Parameters<typeof smtpTransport.deliver>[0]) => {
        // Mail 1 is held and then taken in process: SMTP's own timers would be fake while it is out.
        if (mail.to === message(1).to) {
          firstStarted = true;
          return firstHeld;
        }
        return smtpTransport.deliver(mail);
      },
    };
    const m = mailer({
      pollMs: 60_000,
      now: () => new Date(),
      transport,
      logger: pino({ level: 'info' }, sink),
    });
    try {
      await m.send(message(1));
      m.start();
      vi.advanceTimersByTime(0); // the first pass claims mail 1 and waits on its delivery
      await until(() => firstStarted);
      await m.send(message(2)); // its pass is booked while the first pass is still at work
      releaseFirst();
      await until(() => lines.some((l) => l.includes('mail sent')));
      await new Promise((resolve) => setImmediate(resolve)); // the first pass has now ended
      vi.advanceTimersByTime(0); // the pass send() booked, if it is still booked
      vi.useRealTimers(); // the SMTP exchange runs on real timers
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
      expect(smtp.received[0]!.to).toEqual([message(2).to]);
    } finally {
      await m.stop();
      vi.useRealTimers();
    }
  });
});

describe('choosing a transport', () => {
  it('uses SMTP when SMTP_URL is set, else the outbox', () => {
    expect(createTransport({ smtpUrl: 'smtp://127.0.0.1:2525' }).kind).toBe('smtp');
    expect(createTransport({ smtpUrl: undefined }).kind).toBe('outbox');
  });

  it('marks mail sent through the outbox transport, which is the local mailbox', async () => {
    const m = mailer({ transport: createOutboxTransport() });
    const { id } = await m.send(message());
    expect(await m.deliverDue()).toBe(1);
    expect((await row(id)).status).toBe('sent');
  });
});
