export { addDays, isCalendarDate, utcCalendarDate } from './calendar-date.js';
export { browserToday, latestTodayOnEarth } from './today.js';
