// The scheduled e-mails. Each recipient's e-mail is claimed (a scheduled_sends row) and put in the
// outbox in one transaction: two instances racing for the same recipient insert one row, and the
// loser sends nothing. Preferences and unsubscribes are checked in the candidate query.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, scheduledSends, subscribers, users } from '../../db/schema.ts';
import { notClaimed } from '../../jobs/claims.ts';
import type { Job } from '../../jobs/job-runner.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RenderedMail } from '../../mail/templates.ts';
import type { VerifiedVerse } from '../../ports/coach.ts';
import { unsubscribeHeaders } from './mail-headers.ts';
import { dailyDue, dayOf, isoWeek, monthOf, type Schedule, weeklyDue } from './schedule.ts';
import {
  CHECK_IN_QUESTIONS,
  CHECK_IN_VERSE,
  MONTHLY_VERSE,
  monthlyEncouragementMail,
  PRAYER_REMINDERS,
  prayerReminderMail,
  SERIES_WEEKS,
  seriesWeekMail,
  weeklyCheckInMail,
} from './scheduled-mails.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

const BATCH = 200;

export interface JobDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  schedule: Schedule;
  lookupVerse: (reference: string) => VerifiedVerse | null;
  links: UnsubscribeLinks;
}

/** Claims (job, recipient, period) and enqueues the e-mail together; false when already claimed. */
async function claimAndSend(
  deps: JobDeps,
  claim: { job: string; recipient: string; period: string },
  mail: { to: string; userId: string | null; unsubscribeUrl: string; rendered: RenderedMail },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(scheduledSends)
      .values(claim)
      .onConflictDoNothing()
      .returning({ job: scheduledSends.job });
    if (claimed.length === 0) return false;
    await deps.mailer.send(
      {
        to: mail.to,
        userId: mail.userId,
        category: 'marketing',
        headers: unsubscribeHeaders(mail.unsubscribeUrl),
        ...mail.rendered,
      },
      tx,
    );
    return true;
  });
}

/** Weekly guidance for the weeks of the series, then a monthly encouragement. */
export function seriesGuidanceJob(deps: JobDeps): Job {
  return {
    name: 'series-guidance',
    async run(now) {
      if (!weeklyDue(now, deps.schedule)) return 0;
      const week = isoWeek(now);
      const month = monthOf(now);
      // The series moves one step per e-mail sent, not per week since signing up: someone who joins
      // late in a week gets week 1 then and week 2 the next week (never week 1 twice), and no clock
      // skew between an instance and the database can make a week number of 0 or less.
      const seriesSent = sql<number>`(select count(*)::int from ${scheduledSends} where ${scheduledSends.job} = 'series-guidance' and ${scheduledSends.recipient} = ${subscribers.id})`;
      const rows = await deps.db
        .select({ subscriber: subscribers, seriesSent })
        .from(subscribers)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, subscribers.userId))
        .where(
          and(
            isNull(subscribers.unsubscribedAt),
            sql`${subscribers.tags} @> '["365series"]'::jsonb`,
            sql`coalesce(${notificationPreferences.emailDevotionals}, true)`,
            notClaimed(deps.db, 'series-guidance', week, sql`${subscribers.id}`),
            notClaimed(deps.db, 'series-monthly', month, sql`${subscribers.id}`),
          ),
        )
        .limit(BATCH);
      let sent = 0;
      for (const { subscriber, seriesSent: before } of rows) {
        const weekNumber = Number(before) + 1;
        const unsubscribeUrl = `${deps.appUrl}/api/leads/unsubscribe?token=${subscriber.unsubscribeToken}`;
        const links = { appUrl: deps.appUrl, unsubscribeUrl };
        const inSeries = weekNumber <= SERIES_WEEKS.length;
        const rendered = inSeries
          ? seriesWeekMail(
              weekNumber,
              subscriber.firstName,
              deps.lookupVerse(SERIES_WEEKS[weekNumber - 1]!.verse),
              links,
            )
          : monthlyEncouragementMail(subscriber.firstName, deps.lookupVerse(MONTHLY_VERSE), links);
        const claim = inSeries
          ? { job: 'series-guidance', recipient: subscriber.id, period: week }
          : { job: 'series-monthly', recipient: subscriber.id, period: month };
        if (
          await claimAndSend(deps, claim, {
            to: subscriber.email,
            userId: subscriber.userId,
            unsubscribeUrl,
            rendered,
          })
        )
          sent++;
      }
      return sent;
    },
  };
}

/** The weekly check-in for premium users who allow product e-mail ("updates"). */
export function weeklyCheckInJob(deps: JobDeps): Job {
  return {
    name: 'weekly-check-in',
    async run(now) {
      if (!weeklyDue(now, deps.schedule)) return 0;
      const week = isoWeek(now);
      const rows = await deps.db
        .select({ user: users })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(
          and(
            eq(users.role, 'premium'),
            sql`coalesce(${notificationPreferences.emailUpdates}, true)`,
            notClaimed(deps.db, 'weekly-check-in', week, sql`${users.id}`),
          ),
        )
        .limit(BATCH);
      const question = CHECK_IN_QUESTIONS[Number(week.slice(-2)) % CHECK_IN_QUESTIONS.length]!;
      let sent = 0;
      for (const { user } of rows) {
        const unsubscribeUrl = deps.links.url(user.id, 'updates');
        const rendered = weeklyCheckInMail(question, user.firstName, deps.lookupVerse(CHECK_IN_VERSE), {
          appUrl: deps.appUrl,
          unsubscribeUrl,
          preferencesUrl: `${deps.appUrl}/settings?tab=notifications`,
        });
        const claim = { job: 'weekly-check-in', recipient: user.id, period: week };
        if (await claimAndSend(deps, claim, { to: user.email, userId: user.id, unsubscribeUrl, rendered }))
          sent++;
      }
      return sent;
    },
  };
}

/** A daily prayer reminder for those who turned it on (off by default). */
export function prayerReminderJob(deps: JobDeps): Job {
  return {
    name: 'prayer-reminder',
    async run(now) {
      if (!dailyDue(now, deps.schedule)) return 0;
      const day = dayOf(now);
      const rows = await deps.db
        .select({ user: users })
        .from(users)
        .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(
          and(
            eq(notificationPreferences.emailPrayerReminders, true),
            notClaimed(deps.db, 'prayer-reminder', day, sql`${users.id}`),
          ),
        )
        .limit(BATCH);
      const today = PRAYER_REMINDERS[Math.floor(now.getTime() / 86_400_000) % PRAYER_REMINDERS.length]!;
      let sent = 0;
      for (const { user } of rows) {
        const unsubscribeUrl = deps.links.url(user.id, 'prayerReminders');
        const rendered = prayerReminderMail(today.prayer, user.firstName, deps.lookupVerse(today.verse), {
          appUrl: deps.appUrl,
          unsubscribeUrl,
          preferencesUrl: `${deps.appUrl}/settings?tab=notifications`,
        });
        const claim = { job: 'prayer-reminder', recipient: user.id, period: day };
        if (await claimAndSend(deps, claim, { to: user.email, userId: user.id, unsubscribeUrl, rendered }))
          sent++;
      }
      return sent;
    },
  };
}
