import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { FIRST_LOAD_FILE, recordFirstLoad } from '../../scripts/lib/first-load.mjs';
import { isolateNetwork, signInAsDemoParent } from '../support/portal';
import { PORTAL_URL, REMOTE_PORTS } from '../support/stack-info';

/** The Firebase Auth SDK's chunk (readable-chunk-ids.mjs: named after its largest package). */
const FIREBASE_SDK = /\/chunks\/firebase-[0-9a-f]{4,}\.[0-9a-f]+\.js$/;
// The auth forms' rules (remote-auth/src/common/form-rules.ts).
const FORM_RULES = /\/chunks\/common-form-rules-[0-9a-f]{4}\.[0-9a-f]+\.js$/;

// Records which scripts of the portal's own servers the first load of /login, /portal and each
// deep link fetches; the size report (scripts/size-report.mjs) turns the list into raw and gzip sizes
// and checks the budgets. Kept outside test-results/, which Playwright empties at the start
// of every run. Written only when the whole measurement succeeded: a failed run leaves none.
// `npm run bench` measures the same way (scripts/lib/first-load.mjs).

/** The files the page lists for a named chunk (`<meta name="<chunk>-chunks">`), as URLs. */
function listedChunkFiles(page: Page, chunk: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      document
        .querySelector<HTMLMetaElement>(`meta[name="${name}-chunks"]`)
        ?.content.split(' ')
        .map((href) => new URL(href, location.href).href) ?? [],
    chunk,
  );
}

/** The pages a text message or an email opens, signed in: a deep link's first load. */
const SIGNED_IN_DEEP_LINKS = ['/portal/pick-up', '/portal/medical-form', '/portal/stem-cell-key'];
/** The pages a family opens without an account (a new order, a purchase, a gift). */
const OPEN_PAGES = ['/order', '/purchase', '/gift'];

test('first load of /login, /portal and each deep link (scripts and stylesheets recorded for the size report)', async ({
  browser,
}) => {
  // Eight first loads, each in a browser of its own.
  test.setTimeout(180_000);
  fs.rmSync(FIRST_LOAD_FILE, { force: true });
  const loginContext = await browser.newContext();
  await isolateNetwork(loginContext);
  const loginFiles = await recordFirstLoad(loginContext, '/login');

  const signInPage = await loginContext.newPage();
  await signInAsDemoParent(signInPage);
  const state = await loginContext.storageState({ indexedDB: true });
  await loginContext.close();

  /** A route's first load in a fresh browser (signed in when `signedIn`). */
  const firstLoadOf = async (route: string, signedIn: boolean) => {
    const context = await browser.newContext(signedIn ? { storageState: state } : {});
    await isolateNetwork(context);
    const files = await recordFirstLoad(context, route);
    await context.close();
    expect(files.filter((url) => url.endsWith('.js')).length, route).toBeGreaterThan(0);
    expect(files.filter((url) => url.endsWith('.css')).length, route).toBeGreaterThan(0);
    return [route, files] as const;
  };
  const measured = [['/login', loginFiles] as const, await firstLoadOf('/portal', true)];
  for (const route of SIGNED_IN_DEEP_LINKS) measured.push(await firstLoadOf(route, true));
  for (const route of OPEN_PAGES) measured.push(await firstLoadOf(route, false));

  expect(loginFiles.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
  expect(loginFiles.filter((url) => url.endsWith('.css')).length).toBeGreaterThan(0);
  fs.mkdirSync(path.dirname(FIRST_LOAD_FILE), { recursive: true });
  fs.writeFileSync(FIRST_LOAD_FILE, JSON.stringify(Object.fromEntries(measured), null, 2));
});

test("a deep link's remote is preloaded and fetched once; /login loads Firebase only when the parent uses the page", async ({
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
  const fetched = (pattern: RegExp) => async () =>
    (
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    ).some((url) => pattern.test(url));
  expect(await fetched(FIREBASE_SDK)()).toBe(false);
  // ...nor the form's rules and their validator (zod)...
  expect(await fetched(FORM_RULES)()).toBe(false);
  // ...which load at the parent's first key press, before they can submit.
  await page.keyboard.press('Tab');
  await expect.poll(fetched(FIREBASE_SDK)).toBe(true);
  await expect.poll(fetched(FORM_RULES)).toBe(true);
  // The rules are the ones the form checks with.
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
  await expect(page.getByText('Enter your email address')).toBeVisible();
});

test("a guarded deep link asks for Firebase Auth from the page's own inline script, before main.js has arrived", async ({
  page,
}) => {
  await isolateNetwork(page.context());
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Hold main.js back: whatever is asked for before it is delivered, the page asked for.
  const askedBeforeMain: string[] = [];
  let mainDelivered = false;
  page.on('request', (request) => {
    if (!mainDelivered) askedBeforeMain.push(request.url());
  });
  await page.route(/\/main\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    mainDelivered = true;
    await route.continue();
  });
  await page.goto('/portal/pick-up');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  const firebaseFiles = await listedChunkFiles(page, 'firebase-auth');
  expect(firebaseFiles.some((url) => FIREBASE_SDK.test(url))).toBe(true);
  for (const url of firebaseFiles) expect(askedBeforeMain).toContain(url);
  // Each fetched once, by the preload, and used by main.js's import.
  const fetches = await page.evaluate(
    (urls) => urls.map((url) => performance.getEntriesByName(url).length),
    firebaseFiles,
  );
  expect(fetches).toEqual(firebaseFiles.map(() => 1));
  // The inline script ran under the page's Content-Security-Policy (its hash is allowed).
  expect(refused).toEqual([]);
});

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The signed-in state with its stored session token (`anja_session`) rewritten to expire soon. */
function withSessionTokenExpiringIn(state: StorageState, seconds: number): StorageState {
  const origins = state.origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.map((entry) => {
      if (entry.name !== 'anja_session') return entry;
      const [header, payload, signature] = entry.value.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
        exp: number;
      };
      claims.exp = Math.floor(Date.now() / 1000) + seconds;
      const rewritten = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { ...entry, value: [header, rewritten, signature].join('.') };
    }),
  }));
  return { ...state, origins };
}

async function signedInState(browser: Browser): Promise<StorageState> {
  const signInContext = await browser.newContext();
  await isolateNetwork(signInContext);
  await signInAsDemoParent(await signInContext.newPage());
  const state = await signInContext.storageState({ indexedDB: true });
  await signInContext.close();
  return state;
}

/**
 * Opens /portal in a browser with that state, the boot's largest chunk held back: whatever is
 * asked for before it is delivered was asked for by main.js, since nothing of the boot can run
 * without it.
 */
async function openPortalHoldingTheBoot(browser: Browser, state: StorageState) {
  const context = await browser.newContext({ storageState: state });
  await isolateNetwork(context);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const askedBeforeBoot: string[] = [];
  const asked: string[] = [];
  let bootDelivered = false;
  page.on('request', (request) => {
    asked.push(request.url());
    if (!bootDelivered) askedBeforeBoot.push(request.url());
  });
  await page.route(/\/boot-0\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    bootDelivered = true;
    await route.continue();
  });
  await page.goto('/portal');
  await expect(page.getByText('Next:', { exact: false }).first()).toBeVisible();

  const shellFiles = await listedChunkFiles(page, 'portal-shell');
  expect(shellFiles.some((url) => /\/portal-shell\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  for (const url of shellFiles) expect(askedBeforeBoot).toContain(url);
  // Each fetched once, by the preload, and used.
  const fetches = await page.evaluate(
    (urls) => urls.map((url) => performance.getEntriesByName(url).length),
    shellFiles,
  );
  expect(fetches).toEqual(shellFiles.map(() => 1));
  return { context, page, warnings, asked, askedBeforeBoot };
}

test("a signed-in first load with a fresh session token draws the dashboard without Firebase, which loads at the parent's first key", async ({
  browser,
}) => {
  const { context, page, warnings, asked } = await openPortalHoldingTheBoot(
    browser,
    await signedInState(browser),
  );
  // Nothing of Firebase: neither its SDK nor its session lookup.
  expect(asked.filter((url) => FIREBASE_SDK.test(url) || url.includes('accounts:lookup'))).toEqual(
    [],
  );
  await page.waitForTimeout(1500);
  expect(asked.filter((url) => FIREBASE_SDK.test(url))).toEqual([]);

  // The parent's first key: Firebase loads and restores the same session; the page stays.
  await page.keyboard.press('Tab');
  await expect.poll(() => asked.some((url) => url.includes('accounts:lookup'))).toBe(true);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('Next:', { exact: false }).first()).toBeVisible();
  expect(warnings.filter((text) => /preloaded using link preload but not used/.test(text))).toEqual(
    [],
  );
  await context.close();
});

test("a deep link's page read is asked from main.js with the shell's first reads, before the boot has run, and only once", async ({
  browser,
}) => {
  const state = await signedInState(browser);
  // Each page's first reads, named by its remote's manifest (tooling: first-reads.mjs): its own,
  // and where its heading says the child's name, that (@portal/shared's useSelectedChild).
  const pageReads = {
    '/portal/pick-up': ['PickupOrder', 'SelectedChild'],
    '/portal/medical-form': ['MedicalFormOrder', 'SelectedChild'],
    '/portal/stem-cell-key': ['StemCellCertificate'],
  };
  for (const [pathname, reads] of Object.entries(pageReads)) {
    const context = await browser.newContext({ storageState: state });
    await isolateNetwork(context);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/graphql')) {
        asked.push(String((request.postDataJSON() as { operationName?: string }).operationName));
      }
    });
    // The boot's shared chunk held back until the page's reads are asked (or 10 s have passed):
    // without it neither React nor the remote can run.
    const askedBeforeBoot: string[] = [];
    await page.route(/\/boot-0\.[0-9a-f]+\.js$/, async (route) => {
      const until = Date.now() + 10_000;
      while (Date.now() < until && !reads.every((read) => asked.includes(read))) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      askedBeforeBoot.push(...asked);
      await route.continue();
    });
    await page.goto(pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const read of reads) {
      expect(askedBeforeBoot, pathname).toContain(read);
      expect(
        asked.filter((name) => name === read),
        `${pathname}: ${read}`,
      ).toHaveLength(1);
    }
    await context.close();
  }
});

test("a deep link asks for the host's copies of the shared entries its page takes first (Fluent's inputs on the medical form) before the remote's entry has run", async ({
  browser,
}) => {
  const state = await signedInState(browser);
  const context = await browser.newContext({ storageState: state });
  await isolateNetwork(context);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const inputs = /\/chunks\/fluentui-react-checkbox-[0-9a-f]+\.[0-9a-f]+\.js$/;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The medical form's entry held back until the inputs' chunk is asked for (or 10 s have
  // passed): without the manifest's firstShared and the page's list, only the remote's entry
  // running asked for it.
  let askedBeforeEntry = false;
  await page.route(/\/remoteEntry\.js$/, async (route) => {
    const until = Date.now() + 10_000;
    while (Date.now() < until && !requested.some((url) => inputs.test(url))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    askedBeforeEntry ||= requested.some((url) => inputs.test(url));
    await route.continue();
  });
  await page.goto('/portal/medical-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Health Form' })).toBeVisible();
  await expect(page.getByText('Section 1 of 8', { exact: true })).toBeVisible();
  expect(askedBeforeEntry).toBe(true);
  expect(requested.filter((url) => inputs.test(url))).toHaveLength(1);
  await page.waitForTimeout(4000);
  expect(warnings.filter((text) => /preloaded using link preload but not used/.test(text))).toEqual(
    [],
  );
  await context.close();
});

test("a signed-in first load whose session token nears its expiry restores the session with Firebase while the boot's chunks download", async ({
  browser,
}) => {
  const state = withSessionTokenExpiringIn(await signedInState(browser), 120);
  const { context, page, warnings, askedBeforeBoot } = await openPortalHoldingTheBoot(
    browser,
    state,
  );
  // Firebase's session restore: its account lookup in the Auth emulator, asked by main.js.
  expect(askedBeforeBoot.some((url) => url.includes('accounts:lookup'))).toBe(true);
  await page.waitForTimeout(4000);
  expect(warnings.filter((text) => /preloaded using link preload but not used/.test(text))).toEqual(
    [],
  );
  await context.close();
});

test("the remotes run on the host's federation runtime: one runtime in the page", async ({
  page,
}) => {
  await isolateNetwork(page.context());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const federation = await page.evaluate(() => {
    type Instance = { name: string; constructor: unknown };
    const global = globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: Instance[] };
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown };
    };
    const instances = global.__FEDERATION__.__INSTANCES__;
    return {
      names: instances.map((instance) => instance.name).sort(),
      classes: new Set(instances.map((instance) => instance.constructor)).size,
      lentIsTheClass: instances.every(
        (instance) => instance.constructor === global._FEDERATION_RUNTIME_CORE?.ModuleFederation,
      ),
    };
  });
  // The auth remote's instance is made by the host's runtime (its remoteEntry.js has none).
  expect(federation).toEqual({ names: ['auth', 'host'], classes: 1, lentIsTheClass: true });
});

test("a remote's own page runs standalone, on the federation runtime built beside it", async ({
  page,
}) => {
  const origin = `http://localhost:${REMOTE_PORTS.auth}`;
  const pageHtml = await (await fetch(`${origin}/index.html`)).text();
  const runtimeDocument = await (await fetch(`${PORTAL_URL}/portal.config.json`)).text();
  // The remote's static server has no page for /login and no runtime document: its team's
  // server would serve both (as the dev server does).
  await page.route(`${origin}/login`, (route) =>
    route.fulfill({ body: pageHtml, contentType: 'text/html' }),
  );
  await page.route(`${origin}/portal.config.json`, (route) =>
    route.fulfill({ body: runtimeDocument, contentType: 'application/json' }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await isolateNetwork(page.context());
  await page.goto(`${origin}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(errors).toEqual([]);
});

test("the first load's page and scripts arrive as the build's Brotli copies", async ({ page }) => {
  await isolateNetwork(page.context());
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === '/login' || pathname.endsWith('.js'))
      encodings.set(pathname, response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const served = [...encodings];
  const large = served.filter(([pathname]) =>
    /^\/(login|main\.js|remoteEntry\.js|chunks\/(boot-0|react-dom-[0-9a-f]{4}|expose-0)\.[0-9a-f.]*js)$/.test(
      pathname,
    ),
  );
  expect(large.length).toBe(6);
  expect(large.filter(([, encoding]) => encoding !== 'br')).toEqual([]);
  // Files under 1 KB have no Brotli copy (it would save less than its headers): gzip.
  expect(served.filter(([, encoding]) => !['br', 'gzip'].includes(encoding))).toEqual([]);
});

test("/login fetches no chunk of the portal's shell", async ({ page }) => {
  await isolateNetwork(page.context());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(scripts.some((url) => url.includes('portal-shell'))).toBe(false);
});

test("the host's page preloads the boot's chunks and runtime document, each used and fetched once", async ({
  page,
}) => {
  await isolateNetwork(page.context());
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const html = await (await page.request.get('/login')).text();
  const preloads = [
    ...html.matchAll(/<link rel="preload" as="(script|fetch)"[^>]* href="([^"]+)"/g),
  ].map(([, as, href]) => ({ as: as ?? '', href: href ?? '' }));
  const scripts = preloads.filter(({ as }) => as === 'script').map(({ href }) => href);
  // The boot chunk and the shared modules it consumes, React DOM among them, integrated into a
  // few chunks by their level in the share scope (integrate-first-load.mjs): about twenty before.
  expect(scripts.some((href) => href.includes('/bootstrap.'))).toBe(true);
  expect(scripts.some((href) => /\/boot-0\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  expect(scripts.length).toBeLessThanOrEqual(4);
  expect(preloads.filter(({ as }) => as === 'fetch').map(({ href }) => href)).toEqual([
    '/portal.config.json',
  ]);
  // Nothing lazy is preloaded: Firebase waits for the parent's first interaction.
  expect(scripts.some((href) => href.includes('firebase'))).toBe(false);

  // Each fetched once: the runtime's script element and the boot's fetch used the preload.
  const fetches = await page.evaluate(
    (hrefs) =>
      hrefs.map((href) => performance.getEntriesByName(new URL(href, location.href).href).length),
    [...scripts, '/portal.config.json'],
  );
  expect(fetches).toEqual([...scripts, '/portal.config.json'].map(() => 1));
  // And used: Chromium warns about a preload nothing used within a few seconds of the load.
  await page.waitForTimeout(4000);
  expect(warnings.filter((text) => /preloaded using link preload but not used/.test(text))).toEqual(
    [],
  );
});

test("a deep link's remote starts downloading from the page itself, before main.js has run, and each of its files is fetched once", async ({
  page,
}) => {
  await isolateNetwork(page.context());
  let releaseMainJs = () => {};
  const mainJsHeld = new Promise<void>((resolve) => (releaseMainJs = resolve));
  await page.route('**/main.js', async (route) => {
    await mainJsHeld;
    await route.continue();
  });
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(REMOTE_PORTS.auth)) remoteFiles.push(request.url());
  });

  await page.goto('/login', { waitUntil: 'commit' });
  // The page's inline script read the runtime document and preloads the auth remote's entry
  // and mount chunks while main.js is still held back.
  await expect
    .poll(() => remoteFiles.filter((url) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url)))
    .toHaveLength(2);
  releaseMainJs();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // main.js took the inline script's requests over: none asked a second time.
  const twice = remoteFiles.filter((url, index) => remoteFiles.indexOf(url) !== index);
  expect(twice).toEqual([]);
  const configReads = await page.evaluate(
    () => performance.getEntriesByName(new URL('/portal.config.json', location.href).href).length,
  );
  expect(configReads).toBe(1);
});

test("the scripts every first load runs carry V8's compile hint; a library loaded later does not", async ({
  page,
}) => {
  await isolateNetwork(page.context());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fetchedScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.endsWith('.js')),
    );
  const HINT = '//# allFunctionsCalledOnLoad';
  const hinted = async (url: string) =>
    (await (await page.request.get(url)).text()).startsWith(`${HINT}\n`);

  const atLoad = await fetchedScripts();
  // The host's entry and boot, its shared modules (React DOM's own chunk among them), and the
  // auth remote's entry and mount.
  for (const part of [
    '/main.js',
    '/bootstrap.',
    '/boot-0.',
    '/react-dom-',
    '/remoteEntry.js',
    '__federation_expose_mount',
  ]) {
    const urls = atLoad.filter((url) => url.includes(part));
    expect(urls, part).not.toEqual([]);
    for (const url of urls) expect(await hinted(url), url).toBe(true);
  }

  // Firebase Auth loads at the parent's first key press: compiled when it is called, as before.
  await page.keyboard.press('Tab');
  const firebase = async () => (await fetchedScripts()).filter((url) => FIREBASE_SDK.test(url));
  await expect.poll(firebase).not.toEqual([]);
  for (const url of await firebase()) expect(await hinted(url), url).toBe(false);
});
