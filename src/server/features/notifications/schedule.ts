// When scheduled e-mail is due, in UTC. Periods name the week, month or day an e-mail belongs to.

export interface Schedule {
  /** Hour of the day (UTC) from which the day's or week's e-mails go out. */
  hourUtc: number;
  /** Day of the week (0 Sunday ... 6 Saturday) from which weekly e-mails go out. */
  weekday: number;
}

export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export const monthOf = (date: Date) => date.toISOString().slice(0, 7);
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function dailyDue(now: Date, schedule: Schedule): boolean {
  return now.getUTCHours() >= schedule.hourUtc;
}

/** Weekly e-mail is due from the schedule's weekday and hour until the ISO week ends (Sunday). */
export function weeklyDue(now: Date, schedule: Schedule): boolean {
  const isoDay = now.getUTCDay() || 7;
  const startDay = schedule.weekday || 7;
  return isoDay > startDay || (isoDay === startDay && dailyDue(now, schedule));
}
