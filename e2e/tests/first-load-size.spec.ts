import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { isolateNetwork, signInAsDemoParent } from '../support/portal';

// Records which scripts of the portal's own servers the first load of /login and of /portal
// fetches; the size report (scripts/size-report.mjs) turns the list into raw and gzip sizes
// and checks the budgets. Kept outside test-results/, which Playwright empties at the start
// of every run. Written only when the whole measurement succeeded: a failed run leaves none.
const REPORT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'size-report',
  'first-load.json',
);

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
    // Only the portal's own builds count (outside scripts are stubbed or blocked here).
    if (isScript && ['localhost', '127.0.0.1'].includes(url.hostname)) urls.push(response.url());
  });
  return urls;
}

/**
 * Waits until the page has fetched no script for `quietMs`. The dashboard keeps its live
 * status stream (server-sent events) open, so the network itself never goes idle there.
 */
async function scriptsSettled(page: Page, scripts: string[], quietMs = 1500): Promise<void> {
  let count = -1;
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (scripts.length !== count) {
      count = scripts.length;
      since = Date.now();
    }
    await page.waitForTimeout(100);
  }
}

test('first load of /login and /portal (scripts recorded for the size report)', async ({
  browser,
}) => {
  fs.rmSync(REPORT, { force: true });
  const loginContext = await browser.newContext();
  await isolateNetwork(loginContext);
  const loginPage = await loginContext.newPage();
  const loginScripts = recordScripts(loginPage);
  await loginPage.goto('/login');
  await expect(loginPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await loginPage.waitForLoadState('networkidle');

  await signInAsDemoParent(loginPage);
  const state = await loginContext.storageState({ indexedDB: true });
  await loginContext.close();

  const portalContext = await browser.newContext({ storageState: state });
  await isolateNetwork(portalContext);
  const portalPage = await portalContext.newPage();
  const portalScripts = recordScripts(portalPage);
  await portalPage.goto('/portal');
  await expect(portalPage.getByRole('list', { name: 'Your journey' })).toBeVisible();
  await portalPage.waitForLoadState('load');
  await scriptsSettled(portalPage, portalScripts);
  await portalContext.close();

  expect(loginScripts.length).toBeGreaterThan(0);
  expect(portalScripts.length).toBeGreaterThan(0);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(
    REPORT,
    JSON.stringify(
      { '/login': [...new Set(loginScripts)], '/portal': [...new Set(portalScripts)] },
      null,
      2,
    ),
  );
});
