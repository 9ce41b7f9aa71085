// The weekly check-in question, picked by ISO week: the weekly e-mail and the dashboard ask the same
// thing because both read this one list.
export const CHECK_IN_QUESTIONS = [
  'What was one moment this week when you felt close to your partner?',
  'Which conversation this week would you like to have gone differently, and what would you change?',
  'Where did you notice God’s peace this week, even for a moment?',
  'What is one small kindness you could offer your partner in the coming days?',
  'What has been weighing on your heart this week that you have not said out loud yet?',
  'What pattern showed up between you this week, and what might be underneath it?',
] as const;

/** The ISO-8601 week number (1-53) of a date, in UTC like the server's schedule. */
export function isoWeekNumber(date: Date): number {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

export function checkInQuestion(date: Date = new Date()): string {
  return CHECK_IN_QUESTIONS[isoWeekNumber(date) % CHECK_IN_QUESTIONS.length]!;
}
