/** Today in the parent's own time zone, as a date input's value (YYYY-MM-DD). */
export function todayInputValue(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
