// The claim of a scheduled piece of work is a scheduled_sends row, unique by (job, recipient, period).
// Jobs select only what has no claim yet, then claim it in the transaction that does the work.
import { and, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledSends } from '../db/schema.ts';

/** True for a row whose (job, recipient, period) has not been claimed; for a query's WHERE clause. */
export function notClaimed(db: Database, job: string, period: string | SQL, recipient: SQL) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(scheduledSends)
      .where(
        and(
          eq(scheduledSends.job, job),
          eq(scheduledSends.period, period),
          eq(scheduledSends.recipient, recipient),
        ),
      ),
  );
}

export interface Claim {
  job: string;
  recipient: string;
  period: string;
}

/**
 * Claims (job, recipient, period) and does the work in one transaction; false, with nothing done, when
 * the claim already exists. Two instances racing for the same claim insert one row between them, and
 * work that fails rolls its claim back, so a later run tries again.
 */
export async function claim(
  db: Database,
  key: Claim,
  work: (tx: Database) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(scheduledSends)
      .values(key)
      .onConflictDoNothing()
      .returning({ job: scheduledSends.job });
    if (claimed.length === 0) return false;
    await work(tx);
    return true;
  });
}
