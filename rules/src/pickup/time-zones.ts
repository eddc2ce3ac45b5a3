// Wall-clock times in a named IANA zone <-> instants, with Intl only (no date library).

import { isCalendarDate } from '../dates/index.js';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True for a time zone name the runtime knows, e.g. America/Los_Angeles. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** A 24-hour time of day written HH:MM. */
export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

/** The wall-clock date and time of `instant` in `zone` (minutes precision). */
export function wallClockIn(instant: Date, zone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${parts['hour']}:${parts['minute']}`,
  };
}

function offsetMinutes(instant: number, zone: string): number {
  const { date, time } = wallClockIn(new Date(instant), zone);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which the clocks in `zone` show `date` `time`; null for a time that does not
 * exist there (skipped when the clocks go forward). A time shown twice (clocks going back) is
 * read as the first of the two.
 */
export function instantOf(date: string, time: string, zone: string): Date | null {
  if (!isCalendarDate(date) || !isTimeOfDay(time) || !isTimeZone(zone)) return null;
  const wall = Date.parse(`${date}T${time}:00Z`);
  const candidates = new Set<number>();
  // The zone's offset a day either side covers any change of the clocks around that time.
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) {
    candidates.add(wall - offsetMinutes(probe, zone) * 60_000);
  }
  const matches = [...candidates]
    .filter((instant) => {
      const shown = wallClockIn(new Date(instant), zone);
      return shown.date === date && shown.time === time;
    })
    .sort((a, b) => a - b);
  return matches.length > 0 ? new Date(matches[0] as number) : null;
}

/** The browser's (or server's) own zone, for a sensible default. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
