const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** A date the way the plan tab shows it ("3 March 2026"); null for a missing or broken value. */
export function formatPlanDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
