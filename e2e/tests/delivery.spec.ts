// Independent delivery: one remote deployed and rolled back by registry while the portal is
// open, with no host rebuild and no reload of the shell. The "changed version" is the built
// remote copied and patched (a visible marker), so no second webpack build is needed. Every
// release runs against this test stack's own CDN folder and ports.
import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolateNetwork, signIn } from '../support/portal';
import { forgetReleases, release, replaceInChunks } from '../support/remote-release';
import { createOrder, createParent, type TestParent } from '../support/staff-ops';
import { E2E_CDN_DIR, REMOTE_PORTS } from '../support/stack-info';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = path.join(ROOT, 'remote-pickup/dist');
/** The changed builds of this run (made in the test: the file is also loaded to list tests). */
let VARIANTS = '';
const HEADING = 'Request Kit Pick Up';
const CHANGED = 'Request Kit Pick Up · v2';

/** A copy of the remote's build, changed by `patch`. */
function variant(name: string, patch: (dir: string) => void = () => undefined): string {
  const dir = path.join(VARIANTS, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(BUILD, dir, { recursive: true });
  patch(dir);
  return dir;
}

/** Changes the page heading in the built chunks: a visibly different version of the remote. */
function changeHeading(dir: string): void {
  expect(
    replaceInChunks(dir, HEADING, CHANGED),
    'the heading is in the built chunks',
  ).toBeGreaterThan(0);
}

/** A build that speaks a mount contract the host does not. */
function breakContract(dir: string): void {
  const file = path.join(dir, 'portal-contract.json');
  const contract = JSON.parse(fs.readFileSync(file, 'utf8'));
  contract.mountContract.version = 99;
  fs.writeFileSync(file, JSON.stringify(contract));
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A client-side navigation away from the pick-up page and back (no page load). */
async function navigateBackToPickUp(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await nav(page).getByRole('link', { name: HEADING }).click();
  await expect(page).toHaveURL(/\/portal\/pick-up$/);
}

async function openPickUpIn(browser: Browser, parent: TestParent) {
  const context = await browser.newContext();
  await isolateNetwork(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/cdn/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await nav(page).getByRole('link', { name: HEADING }).click();
  return { context, page, errors, failed };
}

test.afterEach(() => {
  forgetReleases();
  if (VARIANTS) fs.rmSync(VARIANTS, { recursive: true, force: true });
});

test('deploy and rollback of one remote reach the open portal on its next navigation; a refused deploy changes nothing', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  VARIANTS = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-builds-'));
  const parent = await createParent('Dana Delivery');
  await createOrder(parent, { child: 'Kai Delivery', stage: 'BIRTH_AND_PICKUP' });

  // Version 1: the build as it is, published to the CDN and made live.
  const v1 = release('deploy', 'pickup', '--from', variant('v1'));
  expect(v1.status, v1.stderr).toBe(0);
  const v1Version = v1.result.live ?? '';
  expect(v1Version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);

  // Tab A: the portal open on the pick-up page, served from the CDN's version 1.
  const a = await openPickUpIn(browser, parent);
  const hostScripts: string[] = [];
  a.page.on('request', (r) => {
    if (/\/main\.js$/.test(new URL(r.url()).pathname)) hostScripts.push(r.url());
  });
  const manifests: string[] = [];
  a.page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json') && r.url().includes('/cdn/pickup/'))
      manifests.push(new URL(r.url()).pathname);
  });
  await expect(heading(a.page)).toHaveText(HEADING);
  // The shell is never reloaded: a marker on its window survives every switch below.
  await a.page.evaluate(() => {
    (window as unknown as { shellMarker: string }).shellMarker = 'loaded once';
  });

  // Tab B: another parent's browser that loads version 1 before the switch.
  const b = await openPickUpIn(browser, parent);
  await expect(heading(b.page)).toHaveText(HEADING);
  const bChunks = await b.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => u.includes('/cdn/pickup/')),
  );
  expect(bChunks.length).toBeGreaterThan(1);

  // Version 2 (a changed heading) is deployed while both tabs are open.
  const v2 = release('deploy', 'pickup', '--from', variant('v2', changeHeading));
  expect(v2.status, v2.stderr).toBe(0);
  const v2Version = v2.result.live ?? '';
  expect(v2Version).not.toBe(v1Version);
  expect(release('status').stdout).toContain(`pickup        live ${v2Version}`);

  // Tab A: the next navigation shows version 2, without a reload of the shell.
  await navigateBackToPickUp(a.page);
  await expect(heading(a.page)).toHaveText(CHANGED);
  expect(manifests.at(-1)).toBe(`/cdn/pickup/${v2Version}/mf-manifest.json`);

  // Tab B, loaded before the switch, keeps working on version 1: its page still answers
  // and every file of version 1 is still served.
  await expect(heading(b.page)).toHaveText(HEADING);
  await b.page.getByLabel(/^Hospital name/).fill('Mercy General Hospital');
  await expect(b.page.getByLabel(/^Hospital name/)).toHaveValue('Mercy General Hospital');
  for (const url of bChunks) {
    const res = await b.page.request.get(url);
    expect(res.status(), url).toBe(200);
  }

  // Rollback: the next navigation shows version 1 again.
  const back = release('rollback', 'pickup');
  expect(back.status, back.stderr).toBe(0);
  expect(back.result.live).toBe(v1Version);
  await navigateBackToPickUp(a.page);
  await expect(heading(a.page)).toHaveText(HEADING);

  // A build the live host cannot mount is refused; the live version stays.
  const refused = release('deploy', 'pickup', '--from', variant('broken', breakContract));
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(
    'remote "pickup": mount contract version 99 is not one the host speaks (host: v1)',
  );
  expect(refused.stderr).toContain(`"pickup" stays at ${v1Version}`);
  expect(release('status').stdout).toContain(`pickup        live ${v1Version}`);
  await navigateBackToPickUp(a.page);
  await expect(heading(a.page)).toHaveText(HEADING);
  // Nothing of the refused build was published.
  expect(fs.readdirSync(path.join(E2E_CDN_DIR, 'pickup')).sort()).toEqual(
    [v1Version, v2Version].sort(),
  );

  // One shell all along: loaded once, never reloaded, never rebuilt.
  expect(
    await a.page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker),
  ).toBe('loaded once');
  expect(hostScripts).toEqual([]);
  for (const tab of [a, b]) {
    expect(tab.errors).toEqual([]);
    expect(tab.failed).toEqual([]);
    await tab.context.close();
  }
});

test('a remote that cannot be loaded shows as unavailable and comes back by itself', async ({
  page,
  context,
}) => {
  await isolateNetwork(context);
  const parent = await createParent('Robin Recover');
  await createOrder(parent, { child: 'Sky Recover', stage: 'BIRTH_AND_PICKUP' });
  // The pick-up remote's origin is down until `down` is cleared.
  let down = true;
  await page.route(`http://localhost:${REMOTE_PORTS.pickup}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await nav(page).getByRole('link', { name: HEADING }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded.');
  await expect(alert).toContainText('PORTAL-REMOTE-001');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The remote comes back: the page loads by itself, without a click or a reload.
  down = false;
  await expect(heading(page)).toHaveText(HEADING, { timeout: 20_000 });
  await expect(alert).toHaveCount(0);
});
