/** Calendar dates as 'YYYY-MM-DD' text, compared in UTC. */

const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_FORMAT.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The UTC calendar date of an instant. */
export function toCalendarDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Adds whole days to a calendar date. */
export function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T00:00:00.000Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return toCalendarDate(instant);
}
