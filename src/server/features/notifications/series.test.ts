import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, subscribers } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { uniqueEmail } from '#server/test/auth-helpers.ts';
import { api } from '#server/test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MONTHLY = 'A word of encouragement for this month';

/** A series subscriber who signed up at `at` (the clock of the scheduler is the test's, not the wall's). */
async function subscribe(at: Date): Promise<string> {
  const email = uniqueEmail('series');
  await api(t).leads.subscribe.$post({
    json: { form: 'exit-intent', firstName: 'Ann', email, tags: ['365series'] },
  });
  await t.database.db.update(subscribers).set({ createdAt: at }).where(eq(subscribers.email, email));
  return email;
}

/** The scheduled e-mails one address got (the lead form's own welcome e-mail left out), in order. */
async function scheduledSubjects(email: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email));
  return rows
    .filter((r) => r.subject.startsWith('Week') || r.subject === MONTHLY)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((r) => r.subject);
}

const at = (iso: string) => new Date(iso);

describe('the series e-mails', () => {
  it('send the 4 weekly e-mails in order, then the monthly encouragement once a month', async () => {
    // Monday 4 January 2027, before the 08:00 UTC schedule.
    const email = await subscribe(at('2027-01-04T07:00:00Z'));
    const mondays = ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25'];
    for (const day of mondays) {
      await t.services.jobs.tick(at(`${day}T09:00:00Z`));
      // A second pass the same week, later on: nothing more.
      await t.services.jobs.tick(at(`${day}T17:30:00Z`));
    }
    expect(await scheduledSubjects(email)).toEqual([
      'Week 1 of 365 Days of Peace: Pause',
      'Week 2 of 365 Days of Peace: Recognize',
      'Week 3 of 365 Days of Peace: Realign',
      'Week 4 of 365 Days of Peace: Speak with Clarity',
    ]);

    // The fifth week: the series is over, so the monthly encouragement comes instead.
    await t.services.jobs.tick(at('2027-02-01T09:00:00Z'));
    // The rest of February's weeks: it was February's, so nothing.
    for (const day of ['2027-02-08', '2027-02-15', '2027-02-22'])
      await t.services.jobs.tick(at(`${day}T09:00:00Z`));
    // March: the next one.
    await t.services.jobs.tick(at('2027-03-01T09:00:00Z'));

    const subjects = await scheduledSubjects(email);
    expect(subjects.slice(4)).toEqual([MONTHLY, MONTHLY]);
    expect(subjects.filter((s) => s.startsWith('Week'))).toHaveLength(4);
    const [monthly] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'A word%')));
    expect(monthly!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(monthly!.text).toMatch(/“.+” \(Galatians 6:9, WEB\)/);
    expect(monthly!.text).toContain('because you joined the Peace Coach mailing list.');
  });

  it('go one step per week sent: joining late in a week never brings week 1 twice', async () => {
    // Saturday 9 January 2027: week 1 goes out the same day (the weekly window runs to Sunday).
    const email = await subscribe(at('2027-01-09T10:00:00Z'));
    await t.services.jobs.tick(at('2027-01-09T10:05:00Z'));
    // Monday: a new ISO week, two days after joining.
    await t.services.jobs.tick(at('2027-01-11T09:00:00Z'));
    expect(await scheduledSubjects(email)).toEqual([
      'Week 1 of 365 Days of Peace: Pause',
      'Week 2 of 365 Days of Peace: Recognize',
    ]);
  });

  it('start at week 1 even when the scheduler’s clock is behind the sign-up time (no week 0)', async () => {
    // An instance's clock a little behind the database's (which stamped the sign-up): week 1, no crash.
    const email = await subscribe(at('2027-06-09T12:00:00Z'));
    const counts = await t.services.jobs.tick(at('2027-06-09T11:00:00Z'));
    expect(counts['series-guidance']).toBeGreaterThan(0);
    expect(await scheduledSubjects(email)).toEqual(['Week 1 of 365 Days of Peace: Pause']);
  });
});
