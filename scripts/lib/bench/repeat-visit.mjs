// @ts-check
// A parent's repeat visit (issue 47): the portal's service worker installed by a first visit in
// the browser's own profile, then a visit it answers, whose scripts are counted by where they
// came from. Lighthouse then measures the same warm visit (lighthouse-runs.mjs, `warm`).
import { chromium } from 'playwright-core';

/** How long a first visit may take to install the worker (it registers 4 s after the load). */
const INSTALL_TIMEOUT_MS = 60_000;

/**
 * Installs the worker with a first visit of `url`, then counts the scripts of a repeat visit:
 * all of them, and those that came over the network rather than from the worker.
 * @param {string} cdpUrl the browser's DevTools endpoint
 * @param {string} url
 * @returns {Promise<{ scripts: number, overNetwork: string[] }>}
 */
export async function warmRepeatVisit(cdpUrl, url) {
  const driver = await chromium.connectOverCDP(cdpUrl);
  try {
    const context = driver.contexts()[0];
    if (!context) throw new Error('The browser has no default context.');
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(
        (ms) =>
          Promise.race([
            navigator.serviceWorker.ready.then(() => undefined),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error('The service worker did not install.')), ms),
            ),
          ]),
        INSTALL_TIMEOUT_MS,
      );
      // The first visit the worker answers caches what it meets at first use.
      await page.reload({ waitUntil: 'load' });
      await page.waitForTimeout(2000);
      /** @type {{ url: string, fromWorker: boolean }[]} */
      const seen = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          seen.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
      });
      await page.reload({ waitUntil: 'load' });
      await page.waitForTimeout(2000);
      return {
        scripts: seen.length,
        overNetwork: seen.filter((s) => !s.fromWorker).map((s) => s.url),
      };
    } finally {
      await page.close();
    }
  } finally {
    await driver.close();
  }
}
