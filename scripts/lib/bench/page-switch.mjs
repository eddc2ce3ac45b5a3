// @ts-check
// Remote page switches: a click in the side navigation until the new page's heading is on
// screen, timed inside the page (from the click event to the animation frame after the
// heading appears, so Playwright's own round trips are not counted). Cold is the first visit
// of a page in a fresh browser context (its remote is fetched), warm the second.
import { waitUntilReady } from '../first-load.mjs';

/** Side-navigation items, with the heading each page shows. */
export const NAV_PAGES = [
  { link: 'Medical Health Form', heading: '^Medical Health Form$' },
  { link: 'Request Kit Pick Up', heading: '^Request Kit Pick Up$' },
  { link: 'Stem Cell Certificate', heading: '^Stem Cell Certificate$' },
  { link: 'Home', heading: '^Hello' },
];

/**
 * @param {import('playwright-core').Page} page
 * @param {{ link: string, heading: string }} item
 * @returns {Promise<number>} milliseconds
 */
async function timeSwitch(page, item) {
  await page.evaluate((pattern) => {
    const matches = new RegExp(pattern);
    // The timing waits in a property of window until the click has happened (read back below).
    const scratch = /** @type {Window & { __benchSwitch?: Promise<number> }} */ (window);
    scratch.__benchSwitch = new Promise((resolve) => {
      let clickedAt = 0;
      document.addEventListener(
        'click',
        () => {
          clickedAt = performance.now();
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (!clickedAt) return;
        const shown = [...document.querySelectorAll('h1')].some(
          (h) => matches.test(h.textContent?.trim() ?? '') && h.checkVisibility(),
        );
        if (!shown) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, item.heading);
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: item.link, exact: true })
    .click();
  return page.evaluate(() =>
    Promise.race([
      /** @type {Window & { __benchSwitch?: Promise<number> }} */ (window).__benchSwitch,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no heading in 30 s')), 30_000)),
    ]),
  );
}

/**
 * @param {import('playwright-core').BrowserContext} context a signed-in context, cache empty
 * @returns {Promise<{ page: string, cold: number, warm: number }[]>}
 */
export async function measurePageSwitches(context) {
  const page = await context.newPage();
  try {
    await page.goto('/portal');
    await waitUntilReady(page, '/portal');
    // Not 'networkidle': the dashboard's live pick-up status keeps a stream open.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    /** @type {Record<string, number[]>} */
    const times = {};
    for (let visit = 0; visit < 2; visit += 1) {
      for (const item of NAV_PAGES) {
        (times[item.link] ??= []).push(await timeSwitch(page, item));
        await page.waitForTimeout(500);
      }
    }
    return NAV_PAGES.map((item) => ({
      page: item.link,
      cold: times[item.link]?.[0] ?? NaN,
      warm: times[item.link]?.[1] ?? NaN,
    }));
  } finally {
    await page.close();
  }
}
