// Calendar dates as 'YYYY-MM-DD' text, compared as text and moved in UTC.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The calendar date of `instant` in UTC. */
export function utcCalendarDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) moved by whole `days` (negative for earlier). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00.000Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return utcCalendarDate(moved);
}
