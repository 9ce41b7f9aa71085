// Counts of operational events per UTC day (ops_counters): what the operator's console charts as the
// service's health. A name and a day, never who or what was said.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { opsCounters } from '#server/db/schema.ts';

/** The names the console charts; anything else counted is stored but not shown. */
export const OPS_COUNTER_NAMES = ['ai_provider_failure', 'ai_offline_fallback'] as const;
export type OpsCounterName = (typeof OPS_COUNTER_NAMES)[number];

/** The UTC day of a moment, as ops_counters keys it ('YYYY-MM-DD'). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Adds one to today's count of `name`: one statement, so concurrent requests and instances never lose
 * a count. Callers on a reply's path should not let a failure here fail the reply (catch and log).
 */
export async function increment(db: Database, name: OpsCounterName, at: Date = new Date()): Promise<void> {
  await db
    .insert(opsCounters)
    .values({ day: utcDay(at), name, count: 1 })
    .onConflictDoUpdate({
      target: [opsCounters.day, opsCounters.name],
      set: { count: sql`${opsCounters.count} + 1` },
    });
}
