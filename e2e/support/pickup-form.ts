import type { Page } from '@playwright/test';

// The pick-up request form as a parent fills it (shared by the pick-up and fault suites).

export const HOSPITAL_ZONE = 'America/Los_Angeles';

/** The wall clock in `zone`, `hoursAgo` hours before now. */
export function wallClock(hoursAgo: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(Date.now() - hoursAgo * 3_600_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Fills the request with a collection `hoursAgo` hours ago at a hospital in Los Angeles. */
export async function fillPickupRequest(page: Page, hoursAgo = 2): Promise<void> {
  // The browser runs in UTC; the hospital is in another zone.
  await page.getByLabel(/^Hospital time zone/).selectOption(HOSPITAL_ZONE);
  const birth = wallClock(hoursAgo + 0.5, HOSPITAL_ZONE);
  const collection = wallClock(hoursAgo, HOSPITAL_ZONE);
  await page.getByLabel(/^Date of birth/).fill(birth.date);
  await page.getByLabel(/^Time of birth/).fill(birth.time);
  await page.getByLabel(/^Date of the cord blood collection/).fill(collection.date);
  await page.getByLabel(/^Time of the collection/).fill(collection.time);
  await page.getByLabel(/^Hospital name/).fill('Mercy General Hospital');
  await page.getByLabel(/^Address/).fill('4001 J St, Sacramento, CA 95819');
  await page.getByLabel(/^Room/).fill('312');
  await page.getByRole('radio', { name: 'At the nurses’ station' }).check();
  await page.getByLabel(/^Mobile number/).fill('+1 916 555 0100');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
}
