import {
  addDays,
  browserToday,
  isCalendarDate,
  latestTodayOnEarth,
  utcCalendarDate,
} from './index.js';

describe('calendar dates', () => {
  it('knows real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate(' 2026-01-01')).toBe(false);
    expect(isCalendarDate('2026-01-01T00:00:00Z')).toBe(false);
  });

  it('moves dates by whole days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-06-01', 0)).toBe('2026-06-01');
  });

  it('reads the UTC date of an instant', () => {
    expect(utcCalendarDate(new Date('2026-06-01T23:59:59.999Z'))).toBe('2026-06-01');
    expect(utcCalendarDate(new Date('2026-06-01T23:30:00-05:00'))).toBe('2026-06-02');
  });
});

describe('today', () => {
  it("is the device's own date in the browser", () => {
    // Built from local fields, so it reads back the same in any time zone.
    expect(browserToday(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(browserToday(new Date(2026, 11, 1, 0, 0))).toBe('2026-12-01');
  });

  it('is the latest today on Earth (UTC+14) for the server', () => {
    expect(latestTodayOnEarth(new Date('2026-06-01T09:59:59Z'))).toBe('2026-06-01');
    expect(latestTodayOnEarth(new Date('2026-06-01T10:00:00Z'))).toBe('2026-06-02');
  });
});
