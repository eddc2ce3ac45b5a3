import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FIRST_LOAD_FILE, recordFirstLoad } from '../../scripts/lib/first-load.mjs';
import { isolateNetwork, signInAsDemoParent } from '../support/portal';

// Records which scripts of the portal's own servers the first load of /login and of /portal
// fetches; the size report (scripts/size-report.mjs) turns the list into raw and gzip sizes
// and checks the budgets. Kept outside test-results/, which Playwright empties at the start
// of every run. Written only when the whole measurement succeeded: a failed run leaves none.
// `npm run bench` measures the same way (scripts/lib/first-load.mjs).

test('first load of /login and /portal (scripts recorded for the size report)', async ({
  browser,
}) => {
  fs.rmSync(FIRST_LOAD_FILE, { force: true });
  const loginContext = await browser.newContext();
  await isolateNetwork(loginContext);
  const loginScripts = await recordFirstLoad(loginContext, '/login');

  const signInPage = await loginContext.newPage();
  await signInAsDemoParent(signInPage);
  const state = await loginContext.storageState({ indexedDB: true });
  await loginContext.close();

  const portalContext = await browser.newContext({ storageState: state });
  await isolateNetwork(portalContext);
  const portalScripts = await recordFirstLoad(portalContext, '/portal');
  await portalContext.close();

  expect(loginScripts.length).toBeGreaterThan(0);
  expect(portalScripts.length).toBeGreaterThan(0);
  fs.mkdirSync(path.dirname(FIRST_LOAD_FILE), { recursive: true });
  fs.writeFileSync(
    FIRST_LOAD_FILE,
    JSON.stringify({ '/login': loginScripts, '/portal': portalScripts }, null, 2),
  );
});

test("a deep link's remote starts loading from main.js, preloaded and fetched once; /login loads Firebase only when the parent uses the page", async ({
  page,
}) => {
  await isolateNetwork(page.context());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map(
      (link) => link.href,
    ),
  );
  expect(preloaded.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(preloaded.some((url) => url.includes('__federation_expose_mount'))).toBe(true);
  // Fetched by the preload, and not a second time by the federation runtime's script tags.
  const fetches = await page.evaluate(
    (urls) =>
      urls.map((url) =>
        performance
          .getEntriesByName(url)
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      ),
    preloaded,
  );
  for (const initiators of fetches) expect(initiators).toEqual(['link']);

  // Signed out, nothing stored: the form is there without Firebase Auth...
  await page.waitForLoadState('networkidle');
  const firebaseFetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('firebase_auth')),
    );
  expect(await firebaseFetched()).toBe(false);
  // ...which loads at the parent's first key press, before they can submit.
  await page.keyboard.press('Tab');
  await expect.poll(firebaseFetched).toBe(true);
});

test('a guarded deep link asks for Firebase Auth from main.js, before the boot chunk', async ({
  page,
}) => {
  await isolateNetwork(page.context());
  await page.goto('/portal/pick-up');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const starts = await page.evaluate(() => {
    const start = (part: string) =>
      performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))
        ?.startTime ?? null;
    return { firebase: start('firebase_auth'), bootstrap: start('src_bootstrap_tsx') };
  });
  expect(starts.firebase).not.toBeNull();
  expect(starts.bootstrap).not.toBeNull();
  expect(starts.firebase as number).toBeLessThanOrEqual(starts.bootstrap as number);
});
