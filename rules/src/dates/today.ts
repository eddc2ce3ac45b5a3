// "Today" depends on where it is asked: the page knows the parent's time zone, the server does not.

import { utcCalendarDate } from './calendar-date.js';

/** The parent's own today (YYYY-MM-DD) in the time zone of the device running the page. */
export function browserToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The latest date that is "today" somewhere on Earth at `now` (UTC+14), for rules the gateway
 * applies too: the server cannot know the parent's zone, and a parent's own today is never
 * refused as "in the future" by a server in another time zone.
 */
export function latestTodayOnEarth(now: Date): string {
  return utcCalendarDate(new Date(now.getTime() + 14 * 60 * 60 * 1000));
}
