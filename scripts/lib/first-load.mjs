// @ts-check
// The first-load measurement, in one place for the size report (scripts/size-report.mjs), its
// Playwright spec (e2e/tests/first-load-size.spec.ts) and the bench (scripts/bench.mjs): which
// scripts and stylesheets (Griffel's CSS, extracted at build) a route's first load fetches in
// Chromium, and what they weigh in the apps' dist.
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD, fileFor, inlineScriptRow, sizes } from './size-budgets.mjs';
import { ROOT } from './stack.mjs';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').BrowserContext} BrowserContext
 * @typedef {{ raw: number, gzip: number }} Size
 * @typedef {{ scripts: number, raw: number, gzip: number, rows: ({ url: string } & Size)[] }} ScriptsSize
 * @typedef {{ files: number, raw: number, gzip: number }} StylesSize
 */

/** A stylesheet's address (every other file a first load records is a script). */
export const isStylesheet = (/** @type {string} */ url) => new URL(url).pathname.endsWith('.css');

/** Where the spec leaves its lists for the size report. */
export const FIRST_LOAD_FILE = path.join(ROOT, FIRST_LOAD);

/**
 * Sizes of the scripts of one first load (those not found in a dist are left out).
 * @param {string[]} urls @returns {ScriptsSize}
 */
export function scriptsSize(urls) {
  const rows = [];
  for (const url of new Set(urls.filter((u) => !isStylesheet(u)))) {
    const file = fileFor(ROOT, url);
    if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
    rows.push({ url: new URL(url).host + new URL(url).pathname, ...sizes(file) });
  }
  const inline = inlineScriptRow(ROOT);
  if (inline) rows.push(inline);
  return {
    scripts: rows.length,
    raw: rows.reduce((n, r) => n + r.raw, 0),
    gzip: rows.reduce((n, r) => n + r.gzip, 0),
    rows: rows.sort((a, b) => b.gzip - a.gzip),
  };
}

/**
 * Sizes of the stylesheets of one first load (those not found in a dist are left out).
 * @param {string[]} urls @returns {StylesSize}
 */
export function stylesSize(urls) {
  const files = [...new Set(urls.filter(isStylesheet))]
    .map((url) => fileFor(ROOT, url))
    .filter((file) => file && fs.existsSync(file) && fs.statSync(file).isFile());
  const all = files.map((file) => sizes(/** @type {string} */ (file)));
  return {
    files: all.length,
    raw: all.reduce((n, s) => n + s.raw, 0),
    gzip: all.reduce((n, s) => n + s.gzip, 0),
  };
}

/**
 * Collects the URL of every script and stylesheet the page fetches from now on from the
 * portal's own servers (outside scripts are stubbed or blocked here).
 * @param {Page} page
 */
export function recordScriptsAndStyles(page) {
  /** @type {string[]} */
  const urls = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    const wanted =
      type === 'script' ||
      type === 'stylesheet' ||
      url.pathname.endsWith('.js') ||
      url.pathname.endsWith('.css');
    if (wanted && ['localhost', '127.0.0.1'].includes(url.hostname)) urls.push(response.url());
  });
  return urls;
}

/**
 * When a route has painted what a parent came for: the sign-in form, the dashboard's journey,
 * or the page's heading.
 * @param {Page} page @param {string} route
 */
export async function waitUntilReady(page, route) {
  const target =
    route === '/login'
      ? page.getByRole('heading', { level: 1, name: 'Sign in' })
      : route === '/portal'
        ? page.getByRole('list', { name: 'Your journey' })
        : page.getByRole('heading', { level: 1 }).first();
  await target.waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * Waits until no script has arrived for `quietMs`. The network itself never goes idle on the
 * dashboard: its live pick-up status keeps a stream open.
 * @param {Page} page @param {string[]} urls @param {number} [quietMs]
 */
async function scriptsSettled(page, urls, quietMs = 1500) {
  let count = -1;
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (urls.length !== count) {
      count = urls.length;
      since = Date.now();
    }
    await page.waitForTimeout(100);
  }
}

/**
 * Opens `route` in a fresh page of `context` and answers the scripts and stylesheets its first
 * load fetched
 * (once it is ready, loaded, and no script has arrived for a while). The page is closed
 * afterwards.
 * @param {BrowserContext} context @param {string} route
 */
export async function recordFirstLoad(context, route) {
  const page = await context.newPage();
  try {
    const urls = recordScriptsAndStyles(page);
    await page.goto(route);
    await waitUntilReady(page, route);
    await page.waitForLoadState('load');
    await scriptsSettled(page, urls);
    return [...new Set(urls)];
  } finally {
    await page.close();
  }
}
