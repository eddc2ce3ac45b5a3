import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillPickupRequest } from '../support/pickup-form';
import { expectNoA11yViolations, isolateNetwork, signInAs } from '../support/portal';
import { forgetReleases, release, replaceInChunks } from '../support/remote-release';
import { createOrder, createParent, type TestParent } from '../support/staff-ops';
import { ROOT } from '../support/service-process';
import { GATEWAY_URL, FUNCTIONS_URL, PORTAL_URL } from '../support/stack-info';

// The hospital moment (issue 47): the portal installs as an app, its scripts come from its
// service worker on a repeat visit, it opens offline with a calm banner, and its caches never
// hold anything but static files and public documents. The suite has its own parents.

test.use({ serviceWorkers: 'allow' });

const unique = () => Math.random().toString(36).slice(2, 7);

type ParentOfChild = TestParent & { child: string };

async function parentAtPickUp(): Promise<ParentOfChild> {
  const parent = await createParent(`Avery Parent${unique()}`);
  const child = `Avery Child${unique()}`;
  await createOrder(parent, { child, stage: 'BIRTH_AND_PICKUP' });
  return { ...parent, child };
}

/** Waits until the portal's worker is active and controls the page (after a reload). */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/**
 * A parent of their own, signed in, whose browser has the portal's worker installed: a parent
 * who has opened the portal before. With `controlled`, the dashboard is opened again so that
 * the worker answers it.
 */
async function returningParent(page: Page, { controlled = false } = {}): Promise<ParentOfChild> {
  const parent = await parentAtPickUp();
  await signInAs(page, parent);
  await workerActive(page);
  if (controlled) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();
  }
  return parent;
}

/** Every URL in Cache Storage, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => request.url);
    }
    return out;
  });
}

/** Only the host's static files, the public runtime document and remotes' static files. */
const STATIC_FILE = new RegExp(
  [
    `^${PORTAL_URL}/(?:index\\.html|main\\.js|manifest\\.webmanifest|app-icons/[\\w-]+\\.png)\\?__WB_REVISION__=[0-9a-f]+$`,
    `^${PORTAL_URL}/chunks/[\\w.-]+\\.[0-9a-f]{10}\\.(?:js|css)$`,
    `^${PORTAL_URL}/portal\\.config\\.json$`,
    `^http://localhost:\\d+/(?:cdn/[\\w-]+/[\\w.-]+/)?(?:mf-manifest\\.json|remoteEntry\\.js|chunks/[\\w.-]+\\.[0-9a-f]{10}\\.(?:js|css))$`,
  ].join('|'),
);

function expectOnlyStatic(cached: Record<string, string[]>): void {
  const urls = Object.values(cached).flat();
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url, 'a cached response').toMatch(STATIC_FILE);
    expect(url).not.toContain(new URL(GATEWAY_URL).host);
    expect(url).not.toContain(new URL(FUNCTIONS_URL).host);
  }
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('the portal is installable: its manifest, icons and worker meet Chromium’s criteria', async ({
  playwright,
}) => {
  // Chromium never offers to install from an incognito profile (a test's usual context): this
  // test runs in a profile of its own, as a parent's browser would.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-install-'));
  const { launchOptions } = test.info().project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: PORTAL_URL,
    serviceWorkers: 'allow',
  });
  try {
    await isolateNetwork(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await workerActive(page);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      start_url: string;
      display: string;
      name: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      start_url: '/portal',
      display: 'standalone',
      name: 'Parent Portal',
    });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    // Each icon is the PNG of the size it says.
    for (const icon of manifest.icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
    }
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    // The worker itself is never kept by the browser's cache: a broken one is replaced.
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("a repeat visit takes every script and stylesheet from the worker's caches, which hold no one's data", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const parent = await returningParent(page);
  // The first visit the worker controls caches the pick-up remote's files as they are used.
  await page.goto('/portal/pick-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();
  const files: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType()))
      files.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();
  await page.waitForLoadState('load');
  expect(files.length).toBeGreaterThan(5);
  // The host's and the remote's CSS files (Griffel's styles) among them.
  expect(files.filter(({ url }) => url.endsWith('.css')).length).toBeGreaterThan(1);
  const cached = await cachedUrls(page);
  const inCaches = new Set(
    Object.values(cached)
      .flat()
      .map((url) => url.split('?')[0]),
  );
  for (const file of files) {
    expect(file.fromWorker, file.url).toBe(true);
    // A content-hashed script or stylesheet (the host's or the remote's) is answered from its
    // cache, never asked of the network; only the remote's entry is asked first (network first).
    if (/\.[0-9a-f]{10}\.(?:js|css)$/.test(file.url) || file.url.endsWith('/main.js'))
      expect(inCaches.has(file.url), file.url).toBe(true);
  }
  expectOnlyStatic(cached);

  // Sign-out leaves the static caches (they hold no one's data) and nothing else.
  await page.goto('/portal');
  await page.getByRole('banner').getByRole('button', { name: parent.name }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expectOnlyStatic(await cachedUrls(page));
});

test('offline, the portal opens with a calm banner; when the connection returns it goes and the page reads again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { child } = await returningParent(page, { controlled: true });

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(/You're offline\./);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByText('The portal could not start')).toHaveCount(0);
  // Whose journey it is, as this device last showed it (nothing of the child's health).
  await expect(page.getByRole('heading', { level: 2, name: `${child}'s journey` })).toBeVisible();
  // The dashboard says calmly what waits for the connection, not that something failed.
  await expect(
    page.getByText("You're offline: your journey shows here again when your connection returns."),
  ).toBeVisible();
  await expect(page.getByText(/We could not load/)).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // At the bottom of the screen, however long the page, and nothing drawn over its words.
    await expect(banner).toBeInViewport();
    const covered = await banner.evaluate((element) => {
      const words = element.querySelector('span') ?? element;
      const box = words.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      return !top || !element.contains(top);
    });
    expect(covered, `the offline banner's words at ${width}px`).toBe(false);
    await expectNoA11yViolations(page, `offline banner at ${width}px`);
    // Nothing wider than the phone: the notices wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  // What the dashboard could not read offline is read again: no reload needed.
  await expect(page.getByRole('list', { name: 'Your journey' })).toBeVisible();
});

test('a new release is offered politely, and the page reloads into it only when the parent asks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await returningParent(page, { controlled: true });
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(first).toBe(`${PORTAL_URL}/sw.js`);

  // A host release is a new sw.js (restored after the test: the other suites share the build).
  const worker = path.join(ROOT, 'host/dist/sw.js');
  const released = fs.readFileSync(worker);
  try {
    fs.writeFileSync(worker, Buffer.concat([released, Buffer.from('\n// the next release\n')]));
    await page.evaluate(
      () => ((window as Window & { stillThisPage?: boolean }).stillThisPage = true),
    );
    // The open portal asks for a new version when the parent comes back to its tab.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const banner = page.getByTestId('update-banner');
    await expect(banner).toContainText('A new version of the portal is ready.');
    // It waits for the parent: the page has not reloaded by itself.
    await page.waitForTimeout(1000);
    expect(
      await page.evaluate(() => (window as Window & { stillThisPage?: boolean }).stillThisPage),
    ).toBe(true);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(banner).toBeInViewport();
      await expectNoA11yViolations(page, `update banner at ${width}px`);
    }
    // By keyboard alone: the button is reached with Tab and pressed with Enter.
    const reload = banner.getByRole('button', { name: 'Reload' });
    await reload.focus();
    await page.keyboard.press('Enter');
    // The page reloads (an evaluation during the reload fails and is asked again).
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as Window & { stillThisPage?: boolean }).stillThisPage ?? false)
          .catch(() => 'reloading'),
      )
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();
    await expect(page.getByTestId('update-banner')).toHaveCount(0);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
  } finally {
    fs.writeFileSync(worker, released);
  }
});

test('a pick-up request made offline waits in the page and is sent once when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A parent who has opened the portal before: its worker and offline code are in place.
  await returningParent(page);
  const portalNav = page.getByRole('navigation', { name: 'Portal' });
  await portalNav.getByRole('link', { name: 'Request Kit Pick Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();
  await fillPickupRequest(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('RequestKitPickup'))
      sent.push(request.url());
  });

  // The lift: the connection goes as the parent sends the request.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Request the pick-up' }).click();
  // The portal says it is offline, at the bottom of the screen...
  await expect(page.getByTestId('offline-banner')).toBeInViewport();
  // ...and the request's own notice where the parent is looking: beside the button they pressed.
  await expect(
    page.getByText(
      'Waiting for a connection: we will send your request as soon as you are back online.',
    ),
  ).toBeInViewport();
  // Leaving with it unsent asks first; the parent stays.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await portalNav.getByRole('link', { name: 'Home' }).click();
  expect(asked).toContain('Your pick-up request has not been sent yet');
  await expect(page).toHaveURL(/\/portal\/pick-up$/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `a request waiting for the connection at ${width}px`);
  }
  expect(sent).toEqual([]);

  // Back online: sent once, booked, and at the gateway (a new visit reads it back).
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toBeVisible();
  await expect(page.getByText(/^PU-[2-9A-HJKMNP-Z]{6}$/)).toBeVisible();
  expect(sent).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('an invitation and contact settings sent offline wait in the page, by keyboard, and are sent once when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await returningParent(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    const operation = /"operationName":"(InviteGuardian|UpdateContactPreferences)"/.exec(
      request.postData() ?? '',
    );
    if (request.method() === 'POST' && operation?.[1]) sent.push(operation[1]);
  });
  const leaveAsks = async (question: string) => {
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('link', { name: 'Request Kit Pick Up' })
      .click();
    expect(asked).toContain(question);
  };

  // The invitation: typed, sent with Enter as the lift closes its doors.
  const guardian = `grandma.${unique()}@example.com`;
  const card = page.getByTestId('family-card');
  const email = card.getByRole('textbox', { name: "Guardian's email address" });
  await email.focus();
  await page.keyboard.type(guardian);
  await context.setOffline(true);
  await page.keyboard.press('Enter');
  await expect(
    card.getByText(
      'Waiting for a connection: we will send your invitation as soon as you are back online.',
    ),
  ).toBeVisible();
  await leaveAsks('Your invitation has not been sent yet');
  await expect(page).toHaveURL(/\/portal$/);
  await expect(email).toHaveValue(guardian);
  expect(sent).toEqual([]);
  await context.setOffline(false);
  await expect(card.getByText(`Invitation sent to ${guardian}.`)).toBeVisible();
  await expect(
    card.getByRole('list', { name: 'Open invitations' }).getByText(guardian),
  ).toBeVisible();
  expect(sent).toEqual(['InviteGuardian']);

  // The contact settings: saved offline, changed while waiting, saved once as last shown.
  await page.goto('/portal/profile/notifications');
  const mobile = page.getByRole('textbox', { name: /^Mobile number/ });
  await mobile.fill('+1 916 555 0142');
  const courier = page.getByRole('group', { name: 'The courier is on the way' });
  await courier.getByRole('checkbox', { name: 'Email' }).check();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save settings' }).focus();
  await page.keyboard.press('Enter');
  const waiting = page.getByText(
    'Waiting for a connection: we will save your settings as soon as you are back online.',
  );
  await expect(waiting).toBeInViewport();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `settings waiting for the connection at ${width}px`);
  }
  await courier.getByRole('checkbox', { name: 'Text message' }).focus();
  await page.keyboard.press('Space');
  await leaveAsks('Your settings have not been saved yet');
  expect(sent).toEqual(['InviteGuardian']);
  await context.setOffline(false);
  await expect(page.getByText('Your settings are saved.')).toBeVisible();
  expect(sent).toEqual(['InviteGuardian', 'UpdateContactPreferences']);
  // At the gateway: a new visit reads back what the form showed when the connection returned.
  await page.reload();
  await expect(mobile).toHaveValue('+1 916 555 0142');
  await expect(courier.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
  expect(sent).toEqual(['InviteGuardian', 'UpdateContactPreferences']);
});

test('offline, each page a message opens says calmly what waits for the connection, then fills in', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { child } = await returningParent(page);
  const pages = [
    ['/portal/pick-up', 'your pick-up'],
    ['/portal/medical-form', 'your form'],
    ['/portal/stem-cell-key', 'the certificate'],
  ] as const;
  // Each page once with the connection: the worker keeps its remote's files.
  for (const [path_] of pages) {
    await page.goto(path_);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
  }
  await context.setOffline(true);
  for (const [path_, what] of pages) {
    await page.goto(path_);
    await expect(
      page.getByText(`You're offline: ${what} shows here again when your connection returns.`),
    ).toBeVisible();
    await expect(page.getByText(`For ${child}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/We could not load|could not be loaded/)).toHaveCount(0);
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the certificate offline at ${width}px`);
  }
  await context.setOffline(false);
  // Read again when the connection returns: the certificate page names the child.
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
  await expect(page.getByText(/^For Avery Child/)).toBeVisible();
});

test('offline, a page never opened before says calmly that it opens with the connection, then opens by itself', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await returningParent(page, { controlled: true });
  // The documents page's remote has never been loaded: the worker holds none of its files.
  await context.setOffline(true);
  await page.goto('/portal/documents');
  const note = page.getByText(
    "You're offline: this page opens by itself when your connection returns.",
  );
  await expect(note).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByText(/could not be loaded|Code PORTAL-/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `a page not yet loaded, offline, at ${width}px`);
  }
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('a remote released while its page is open is offered politely; the reload shows it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const heading = page.getByRole('heading', { level: 1 });
  const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-builds-'));
  try {
    const parent = await parentAtPickUp();
    await signInAs(page, parent);
    await page
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('link', { name: 'Request Kit Pick Up' })
      .click();
    await expect(heading).toHaveText('Request Kit Pick Up');
    await page.evaluate(
      () => ((window as Window & { stillThisPage?: boolean }).stillThisPage = true),
    );

    // The pick-up team releases a new version (its heading changed) while the page is open.
    const next = path.join(builds, 'next');
    fs.cpSync(path.join(ROOT, 'remote-pickup/dist'), next, { recursive: true });
    expect(
      replaceInChunks(next, 'Request Kit Pick Up', 'Request Kit Pick Up · next'),
    ).toBeGreaterThan(0);
    const deployed = release('deploy', 'pickup', '--from', next);
    expect(deployed.status, deployed.stderr).toBe(0);

    // The open portal asks when the parent comes back to its tab, and offers a reload.
    await page.waitForFunction(() => document.readyState === 'complete');
    await expect
      .poll(
        async () => {
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
          return page.getByTestId('update-banner').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(page.getByTestId('update-banner')).toContainText(
      'A new version of the portal is ready.',
    );
    // Never by itself: the page and its heading are the ones the parent had.
    expect(
      await page.evaluate(() => (window as Window & { stillThisPage?: boolean }).stillThisPage),
    ).toBe(true);
    await expect(heading).toHaveText('Request Kit Pick Up');
    await page.getByTestId('update-banner').getByRole('button', { name: 'Reload' }).click();
    await expect(heading).toHaveText('Request Kit Pick Up · next');
    expect(
      await page.evaluate(
        () => (window as Window & { stillThisPage?: boolean }).stillThisPage ?? false,
      ),
    ).toBe(false);
  } finally {
    forgetReleases();
    fs.rmSync(builds, { recursive: true, force: true });
  }
});
