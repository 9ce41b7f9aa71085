// Who a scheduled push is due for: the preference on, at least one device, and no claim for the period.
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notificationPreferences, pushSubscriptions, users } from '#server/db/schema.ts';
import { notClaimed } from '#server/jobs/claims.ts';

const hasDevice = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, users.id)),
  );

/** Premium users (the check-in is theirs, as by e-mail) who turned the check-in push on (off by default). */
export function checkInPushRecipients(db: Database, job: string, period: string, limit: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(users.role, 'premium'),
        eq(notificationPreferences.pushWeeklyCheckIn, true),
        hasDevice(db),
        notClaimed(db, job, period, sql`${users.id}`),
      ),
    )
    .limit(limit);
}

/** Everyone with a device whose push.prayerReminders is on (the default when never saved). */
export function dailyCardPushRecipients(db: Database, job: string, period: string, limit: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        sql`coalesce(${notificationPreferences.pushPrayerReminders}, true)`,
        hasDevice(db),
        notClaimed(db, job, period, sql`${users.id}`),
      ),
    )
    .limit(limit);
}
