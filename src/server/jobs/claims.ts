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
