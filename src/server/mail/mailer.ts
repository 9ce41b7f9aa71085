// Mail goes through a transactional outbox: `send` only stores the message, and a worker delivers it
// later, so a slow or down SMTP server never fails or slows the request that caused the mail, and
// nothing is lost while it is down.
//
// Delivery is exactly once in the normal case: a row is claimed with a lease in one statement (FOR
// UPDATE SKIP LOCKED, so two workers or two instances never claim the same row), delivered with no
// transaction open, then marked sent. The one gap is a crash (or a lost database connection) after
// SMTP accepted the message but before "sent" was recorded: the lease then runs out and the row is
// delivered again. A rare duplicate is the price of never losing a mail.
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { isSendableEmail } from '#shared/schemas/email.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { Logger } from '../lib/logger.ts';
import type { MailTransport } from './transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  category?: 'transactional' | 'marketing';
  userId?: string | null;
  /**
   * One e-mail per event (e.g. `subscription-started:<subscription id>`): a second send with the same
   * key, from a replayed webhook or another instance, stores nothing (mail_outbox's unique index).
   */
  dedupeKey?: string;
  /**
   * Deletes the row once a real transport (SMTP) accepted the mail, instead of keeping it as sent: the
   * e-mail that confirms an account's deletion must not leave the address behind
   * (docs/product/rulings.md#deleting-an-account). With the outbox transport the row is the local
   * mailbox, so it stays there.
   */
  forgetWhenSent?: boolean;
}

/** Marks a forget-when-sent row in its dedupe key (the outbox has no column of its own for it). */
export const FORGET_WHEN_SENT_PREFIX = 'forget-when-sent:';

export interface Mailer {
  /** Durably enqueues (inserts into mail_outbox) and nudges the worker; resolves once stored. Accepts an optional Drizzle transaction/db as second arg so callers can enqueue inside their own transaction. `queued` is false when a mail with the same dedupe key was stored before. */
  send(message: MailMessage, tx?: Database): Promise<{ id: string; queued: boolean }>;
  /** Starts the background delivery loop (poll every `pollMs`, default 2000, plus immediate nudge after send). */
  start(): void;
  /** Stops the loop and waits for an in-flight delivery batch. */
  stop(): Promise<void>;
  /** Runs one delivery pass now (claims due rows, delivers, records); used by tests and the loop. Returns how many were sent. */
  deliverDue(): Promise<number>;
}

export interface MailerDeps {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  from: string;
  pollMs?: number;
  now?: () => Date;
}

export const BATCH_SIZE = 10;
// Longer than the SMTP timeouts of one delivery, so a lease never runs out while a worker still works.
export const LEASE_MS = 60_000;
// A down SMTP server loses nothing: a mail is retried (hourly once the backoff is capped) for a week
// from when it was written, which outlasts any outage someone would fix, and only then given up.
export const GIVE_UP_AFTER_MS = 7 * 24 * 3_600_000;
const BACKOFF_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000];
const MAX_BACKOFF_MS = 3_600_000;
const MAX_ERROR_LENGTH = 300;

/** The wait after the n-th failed attempt (1-based). */
export function backoffMs(attempts: number): number {
  return BACKOFF_MS[attempts - 1] ?? MAX_BACKOFF_MS;
}

// A line break in an address or header would let a value smuggle in headers of its own.
const LINE_BREAK = /[\r\n]/;

/**
 * A recipient the mailer will not send to: the forms' shared rule (src/shared/schemas/email.ts) refuses
 * such an address first, so this is a caller's mistake, answered as a 400 (app.ts), never a 500.
 */
export class RecipientRefusedError extends Error {
  override name = 'RecipientRefusedError';
}

function validate(message: MailMessage): void {
  // The same rule as the forms': one mailbox, no list, no brackets, no line break.
  if (!isSendableEmail(message.to)) throw new RecipientRefusedError('mail: invalid recipient address');
  if (LINE_BREAK.test(message.subject)) throw new Error('mail: subject contains a line break');
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (LINE_BREAK.test(name) || LINE_BREAK.test(value) || !name) {
      throw new Error('mail: invalid header');
    }
  }
}

function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH) || 'unknown error';
}

export function createMailer(deps: MailerDeps): Mailer {
  const { db, transport, from } = deps;
  const log = deps.logger.child({ component: 'mailer', transport: transport.kind });
  const now = deps.now ?? (() => new Date());
  const pollMs = deps.pollMs ?? 2_000;

  let running = false;
  // Set by stop(): a draining pass finishes its batch and does not claim another.
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  // When the booked pass is due (ms since the epoch, real time: the worker's clock, not `now`).
  let timerAt = 0;
  let inFlight: Promise<void> | null = null;
  let again = false;

  async function claim(at: Date) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, at),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(at.getTime() + LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function deliverOne(row: Claimed): Promise<boolean> {
    try {
      await transport.deliver({
        from,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
      });
    } catch (error) {
      await recordFailure(row, error);
      return false;
    }
    if (transport.kind === 'smtp' && row.dedupeKey?.startsWith(FORGET_WHEN_SENT_PREFIX)) {
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    } else {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    }
    log.info({ mailId: row.id, attempts: row.attempts + 1 }, 'mail sent');
    return true;
  }

  async function recordFailure(row: Claimed, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const lastError = shortError(error);
    const at = now().getTime();
    const failed = at - new Date(row.createdAt).getTime() >= GIVE_UP_AFTER_MS;
    const nextAttemptAt = new Date(at + backoffMs(attempts));
    await db
      .update(mailOutbox)
      .set({ attempts, lastError, nextAttemptAt, lockedUntil: null, ...(failed ? { status: 'failed' } : {}) })
      .where(eq(mailOutbox.id, row.id));
    if (failed) {
      log.error(
        { mailId: row.id, attempts, lastError, since: row.createdAt },
        'mail delivery failed for good',
      );
    } else
      log.warn({ mailId: row.id, attempts, lastError, nextAttemptAt }, 'mail delivery failed, will retry');
  }

  async function release(ids: string[]): Promise<void> {
    await db.update(mailOutbox).set({ lockedUntil: null }).where(inArray(mailOutbox.id, ids));
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    // A full batch means more may be waiting; a backlog should not drain at one batch per poll.
    for (;;) {
      const claimedAt = now();
      const rows = await claim(claimedAt);
      // One at a time, gentle on the SMTP server. A hanging server (10 s timeouts each) could make a
      // batch outlast its lease, and another worker would then deliver the same rows: so once half
      // the lease is used, the rest of the batch is handed back instead of started.
      for (const [i, row] of rows.entries()) {
        if (now().getTime() - claimedAt.getTime() > LEASE_MS / 2) {
          await release(rows.slice(i).map((r) => r.id));
          break;
        }
        if (await deliverOne(row)) sent++;
      }
      if (rows.length < BATCH_SIZE || stopping) return sent;
    }
  }

  // A pass booked earlier than `ms` stays booked: a pass that ends just after send() nudged the worker
  // (and whose claim ran before the new row was committed) would otherwise replace the nudge with the
  // next poll, and the mail would wait a whole poll interval.
  function schedule(ms: number): void {
    if (!running) return;
    const at = Date.now() + ms;
    if (timer) {
      if (timerAt <= at) return;
      clearTimeout(timer);
    }
    timerAt = at;
    timer = setTimeout(pass, ms);
    // The loop alone must not keep the process (or a test run) alive.
    timer.unref();
  }

  function pass(): void {
    timer = null;
    if (!running) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = deliverDue()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'mail delivery pass failed'),
      )
      .finally(() => {
        inFlight = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }

  return {
    async send(message, tx) {
      validate(message);
      const id = newId();
      const at = now();
      const stored = await (tx ?? db)
        .insert(mailOutbox)
        .values({
          id,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers ?? {},
          category: message.category ?? 'transactional',
          userId: message.userId ?? null,
          nextAttemptAt: at,
          createdAt: at,
          dedupeKey: message.forgetWhenSent
            ? `${FORGET_WHEN_SENT_PREFIX}${message.dedupeKey ?? id}`
            : (message.dedupeKey ?? null),
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning({ id: mailOutbox.id });
      if (stored.length === 0) return { id, queued: false };
      // Inside a caller's transaction the row is invisible until commit, so this nudge may find
      // nothing; the next poll picks it up.
      if (running) schedule(0);
      return { id, queued: true };
    },
    start() {
      if (running) return;
      running = true;
      stopping = false;
      schedule(0);
    },
    async stop() {
      running = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
    deliverDue,
  };
}
