import type { Page } from '@playwright/test';

type ShiftWindow = { __shifts: number[] };

/**
 * From the next navigation on, records every layout shift Chromium reports without recent input
 * (what Lighthouse's CLS adds up).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftWindow).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, added up. */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as ShiftWindow).__shifts.reduce((sum, value) => sum + value, 0),
  );
}
