// Reading and writing the notifications rows: preferences, waitlists, and who a scheduled e-mail is
// due for. Each takes the database first; the rules (who may join, what is sent when) live in the
// services and jobs. The recipient queries check preferences and unsubscribes, and leave out whoever
// already has the period's claim, so a job only ever tries to claim what is still its to send.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { WaitlistFeature } from '#shared/notifications.ts';
import type { Database } from '#server/db/client.ts';
import {
  notificationPreferences,
  scheduledSends,
  subscribers,
  users,
  waitlistEntries,
} from '#server/db/schema.ts';
import { notClaimed } from '#server/jobs/claims.ts';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PreferencesValues = Omit<typeof notificationPreferences.$inferInsert, 'userId' | 'updatedAt'>;

export async function preferencesOf(db: Database, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

export async function savePreferences(
  db: Database,
  userId: string,
  values: PreferencesValues,
): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  return row;
}

/** Joining twice is harmless: the second time changes nothing. */
export async function joinWaitlist(db: Database, userId: string, feature: WaitlistFeature): Promise<void> {
  await db.insert(waitlistEntries).values({ userId, feature }).onConflictDoNothing();
}

export async function waitlistsOf(db: Database, userId: string): Promise<WaitlistFeature[]> {
  const rows = await db
    .select({ feature: waitlistEntries.feature })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(waitlistEntries.feature));
  return rows.map((row) => row.feature);
}

/**
 * Mailing-list subscribers on the 365 series who allow devotionals and have neither the week's series
 * e-mail nor the month's encouragement yet, with how many series e-mails each has had so far.
 */
export function seriesRecipients(
  db: Database,
  weekly: { job: string; period: string },
  monthly: { job: string; period: string },
  limit: number,
) {
  const seriesSent = sql<number>`(select count(*)::int from ${scheduledSends} where ${scheduledSends.job} = ${weekly.job} and ${scheduledSends.recipient} = ${subscribers.id})`;
  return db
    .select({ subscriber: subscribers, seriesSent })
    .from(subscribers)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, subscribers.userId))
    .where(
      and(
        isNull(subscribers.unsubscribedAt),
        sql`${subscribers.tags} @> '["365series"]'::jsonb`,
        sql`coalesce(${notificationPreferences.emailDevotionals}, true)`,
        notClaimed(db, weekly.job, weekly.period, sql`${subscribers.id}`),
        notClaimed(db, monthly.job, monthly.period, sql`${subscribers.id}`),
      ),
    )
    .limit(limit);
}

/** Premium users who allow product e-mail ("updates") and have not had the period's check-in. */
export function checkInRecipients(db: Database, job: string, period: string, limit: number) {
  return db
    .select({ user: users })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(users.role, 'premium'),
        sql`coalesce(${notificationPreferences.emailUpdates}, true)`,
        notClaimed(db, job, period, sql`${users.id}`),
      ),
    )
    .limit(limit);
}

/** Users who turned prayer reminders on (off by default) and have not had the period's one. */
export function prayerReminderRecipients(db: Database, job: string, period: string, limit: number) {
  return db
    .select({ user: users })
    .from(users)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(notificationPreferences.emailPrayerReminders, true),
        notClaimed(db, job, period, sql`${users.id}`),
      ),
    )
    .limit(limit);
}
