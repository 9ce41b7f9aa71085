// The scheduled pushes: the weekly check-in and the dashboard's daily alignment card, to users who turned
// that push on and have at least one device. Each is claimed (a scheduled_sends row) before it is sent,
// so across instances a user gets it once per period; the claim commits first and the push goes after,
// so no transaction waits on a push service (a push that fails is not retried: the next period's comes).
import type { Database } from '#server/db/client.ts';
import { claim } from '#server/jobs/claims.ts';
import type { Job } from '#server/jobs/job-runner.ts';
import type { VerifiedVerse } from '#server/ports/coach.ts';
import { dailyCardPushRecipients, checkInPushRecipients } from './push-jobs.queries.ts';
import { dailyDue, dayOf, isoWeek, type Schedule, weeklyDue } from './schedule.ts';
import { CHECK_IN_QUESTIONS, checkInChatUrl } from './scheduled-mails.ts';

/** What a lock screen may show: never anything from the user's chats or notes. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on our own site, opened when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other. */
  tag?: string;
}

/** The push feature's sender, as these jobs use it (composed in services.ts). */
export interface PushChannel {
  readonly enabled: boolean;
  /** Sends to each of the user's devices; never throws. */
  send(userId: string, payload: PushPayload): Promise<unknown>;
}

const BATCH = 200;
export const CHECK_IN_PUSH_JOB = 'weekly-check-in:push';
export const DAILY_CARD_PUSH_JOB = 'daily-card:push';

export interface PushJobDeps {
  db: Database;
  push: PushChannel;
  schedule: Schedule;
  /** The verse of the day on this person's dashboard card (their own, all UTC day). */
  dailyVerse: (day: Date, userId: string) => VerifiedVerse;
}

async function claimAndPush(
  deps: PushJobDeps,
  key: { job: string; recipient: string; period: string },
  payload: PushPayload,
): Promise<boolean> {
  if (!(await claim(deps.db, key, async () => undefined))) return false;
  await deps.push.send(key.recipient, payload);
  return true;
}

/** The week's check-in question (the e-mail's), opening the chat with it waiting in the composer. */
export function checkInPush(week: string): PushPayload {
  const question = CHECK_IN_QUESTIONS[Number(week.slice(-2)) % CHECK_IN_QUESTIONS.length]!;
  return {
    title: 'Your weekly check-in',
    body: question,
    url: checkInChatUrl('', question),
    tag: 'weekly-check-in',
  };
}

/**
 * The daily card's verse only: the card's reflection and prayer can name a partner or a concern from the
 * coach's notes, which a lock screen must not show. The card itself opens on the dashboard.
 */
export function dailyCardPush(verse: VerifiedVerse): PushPayload {
  const text = verse.text.length > 160 ? `${verse.text.slice(0, 157).trimEnd()}...` : verse.text;
  return {
    title: 'Your daily alignment card',
    body: `${text} (${verse.reference})`,
    url: '/dashboard',
    tag: 'daily-card',
  };
}

/** The weekly check-in by push, for premium users who turned it on (off by default). */
export function weeklyCheckInPushJob(deps: PushJobDeps): Job {
  return {
    name: CHECK_IN_PUSH_JOB,
    async run(now) {
      if (!deps.push.enabled || !weeklyDue(now, deps.schedule)) return 0;
      const week = isoWeek(now);
      const payload = checkInPush(week);
      let sent = 0;
      for (const { id } of await checkInPushRecipients(deps.db, CHECK_IN_PUSH_JOB, week, BATCH)) {
        if (await claimAndPush(deps, { job: CHECK_IN_PUSH_JOB, recipient: id, period: week }, payload))
          sent++;
      }
      return sent;
    },
  };
}

/** The daily alignment card by push, governed by push.prayerReminders (on by default). */
export function dailyCardPushJob(deps: PushJobDeps): Job {
  return {
    name: DAILY_CARD_PUSH_JOB,
    async run(now) {
      if (!deps.push.enabled || !dailyDue(now, deps.schedule)) return 0;
      const day = dayOf(now);
      let sent = 0;
      for (const { id } of await dailyCardPushRecipients(deps.db, DAILY_CARD_PUSH_JOB, day, BATCH)) {
        // The same verse as the card the push opens.
        const payload = dailyCardPush(deps.dailyVerse(now, id));
        if (await claimAndPush(deps, { job: DAILY_CARD_PUSH_JOB, recipient: id, period: day }, payload))
          sent++;
      }
      return sent;
    },
  };
}
