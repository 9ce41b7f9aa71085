// The weeks the console's funnel shows: the last 12 ISO weeks (Monday to Sunday, UTC), this one last.
export const FUNNEL_WEEKS = 12;

const DAY_MS = 86_400_000;

/** The Monday 00:00 UTC that starts the ISO week of `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The ISO week's name, e.g. "2026-W48" (the year is the one its Thursday falls in). */
export function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = weekStart(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY_MS;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Mondays of the last `count` weeks, oldest first. */
export function lastWeeks(now: Date, count = FUNNEL_WEEKS): Date[] {
  const current = weekStart(now).getTime();
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * 7 * DAY_MS));
}

/** A share as a whole percentage, or null when there is nothing to divide by. */
export const rate = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
