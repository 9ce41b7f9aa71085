// The scheduled e-mails. Each recipient's e-mail is claimed (a scheduled_sends row) and put in the
// outbox in one transaction: two instances racing for the same recipient insert one row, and the
// loser sends nothing. Preferences and unsubscribes are checked in the candidate query.
import type { Database } from '#server/db/client.ts';
import { type Claim, claim } from '#server/jobs/claims.ts';
import type { Job } from '#server/jobs/job-runner.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { RenderedMail } from '#server/mail/templates.ts';
import type { VerifiedVerse } from '#server/ports/coach.ts';
import { unsubscribeHeaders } from './mail-headers.ts';
import { checkInRecipients, prayerReminderRecipients, seriesRecipients } from './notifications.queries.ts';
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
const SERIES_JOB = 'series-guidance';
const MONTHLY_JOB = 'series-monthly';
const CHECK_IN_JOB = 'weekly-check-in';
const PRAYER_JOB = 'prayer-reminder';

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
  key: Claim,
  mail: { to: string; userId: string | null; unsubscribeUrl: string; rendered: RenderedMail },
): Promise<boolean> {
  return claim(deps.db, key, async (tx) => {
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
  });
}

/** Weekly guidance for the weeks of the series, then a monthly encouragement. */
export function seriesGuidanceJob(deps: JobDeps): Job {
  return {
    name: SERIES_JOB,
    async run(now) {
      if (!weeklyDue(now, deps.schedule)) return 0;
      const week = isoWeek(now);
      const month = monthOf(now);
      // The series moves one step per e-mail sent, not per week since signing up: someone who joins
      // late in a week gets week 1 then and week 2 the next week (never week 1 twice), and no clock
      // skew between an instance and the database can make a week number of 0 or less.
      const rows = await seriesRecipients(
        deps.db,
        { job: SERIES_JOB, period: week },
        { job: MONTHLY_JOB, period: month },
        BATCH,
      );
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
        const key = inSeries
          ? { job: SERIES_JOB, recipient: subscriber.id, period: week }
          : { job: MONTHLY_JOB, recipient: subscriber.id, period: month };
        if (
          await claimAndSend(deps, key, {
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
    name: CHECK_IN_JOB,
    async run(now) {
      if (!weeklyDue(now, deps.schedule)) return 0;
      const week = isoWeek(now);
      const rows = await checkInRecipients(deps.db, CHECK_IN_JOB, week, BATCH);
      const question = CHECK_IN_QUESTIONS[Number(week.slice(-2)) % CHECK_IN_QUESTIONS.length]!;
      let sent = 0;
      for (const { user } of rows) {
        const unsubscribeUrl = deps.links.url(user.id, 'updates');
        const rendered = weeklyCheckInMail(question, user.firstName, deps.lookupVerse(CHECK_IN_VERSE), {
          appUrl: deps.appUrl,
          unsubscribeUrl,
          preferencesUrl: `${deps.appUrl}/settings?tab=notifications`,
        });
        const key = { job: CHECK_IN_JOB, recipient: user.id, period: week };
        if (await claimAndSend(deps, key, { to: user.email, userId: user.id, unsubscribeUrl, rendered }))
          sent++;
      }
      return sent;
    },
  };
}

/** A daily prayer reminder for those who turned it on (off by default). */
export function prayerReminderJob(deps: JobDeps): Job {
  return {
    name: PRAYER_JOB,
    async run(now) {
      if (!dailyDue(now, deps.schedule)) return 0;
      const day = dayOf(now);
      const rows = await prayerReminderRecipients(deps.db, PRAYER_JOB, day, BATCH);
      const today = PRAYER_REMINDERS[Math.floor(now.getTime() / 86_400_000) % PRAYER_REMINDERS.length]!;
      let sent = 0;
      for (const { user } of rows) {
        const unsubscribeUrl = deps.links.url(user.id, 'prayerReminders');
        const rendered = prayerReminderMail(today.prayer, user.firstName, deps.lookupVerse(today.verse), {
          appUrl: deps.appUrl,
          unsubscribeUrl,
          preferencesUrl: `${deps.appUrl}/settings?tab=notifications`,
        });
        const key = { job: PRAYER_JOB, recipient: user.id, period: day };
        if (await claimAndSend(deps, key, { to: user.email, userId: user.id, unsubscribeUrl, rendered }))
          sent++;
      }
      return sent;
    },
  };
}
