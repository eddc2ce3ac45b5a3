// @ts-check
// The size budgets (size-budgets.json): JS shipped per app, and the first load of /login,
// /portal and each deep link as the browser fetched it (e2e/tests/first-load-size.spec.ts
// writes the list): its scripts, and apart its stylesheets (Griffel's CSS, extracted at build). A
// budget is only ever checked against a measurement of the current build: a missing, failed
// or stale measurement, or a measured script that is not in the build, fails the check.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTES, BASE_PORTS } from '../../tooling/webpack-config/local-stack.mjs';
import { inlineScripts } from './content-security-policy.mjs';

/** Where the first-load spec writes its list, relative to the repository root. */
export const FIRST_LOAD = 'e2e/size-report/first-load.json';

const APP_DIRS = ['host', ...REMOTES.map((r) => r.dir)];
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);

/** @param {string} root */
export function removeMeasurement(root) {
  fs.rmSync(path.join(root, FIRST_LOAD), { force: true });
}

/**
 * Measures afresh: removes the previous measurement, then runs the measurement. A run that
 * fails leaves no measurement behind, so no budget can be checked against an old one.
 * @param {string} root @param {() => number | null} run the measurement's exit status
 * @returns {boolean} true when the measurement succeeded
 */
export function measure(root, run) {
  removeMeasurement(root);
  const ok = run() === 0;
  if (!ok) removeMeasurement(root);
  return ok;
}

/** Bytes of a file as served and gzipped (level 9). @param {string} file */
export function sizes(file) {
  const body = fs.readFileSync(file);
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

/** The host's page, whose inline script every first load runs. */
const HOST_PAGE = 'host/dist/index.html';

/**
 * The JS the host's page runs inline (none before a build), as a row of a first load: every
 * route is the host's page, so every first load runs it.
 * @param {string} root
 */
export function inlineScriptRow(root) {
  const page = path.join(root, HOST_PAGE);
  const code = fs.existsSync(page) ? inlineScripts(fs.readFileSync(page, 'utf8')).join('') : '';
  if (!code) return null;
  const body = Buffer.from(code);
  return {
    url: `inline in ${HOST_PAGE}`,
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
  };
}

/** @param {string} dist */
function jsFiles(dist) {
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dist, f));
}

/**
 * Every JS file of a build, raw and gzipped (what its size budget counts).
 * @param {string} dist
 */
export function appJsSize(dist) {
  return jsFiles(dist).reduce(
    (acc, f) => {
      const s = sizes(f);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
    },
    { raw: 0, gzip: 0 },
  );
}

/**
 * The file in an app's dist that a script URL of a local stack (any PORT_OFFSET) serves.
 * @param {string} root @param {string} url @returns {string | null}
 */
export function fileFor(root, url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (!['localhost', '127.0.0.1'].includes(u.hostname) || !u.port) return null;
  const offset = Number(u.port) - BASE_PORTS.host;
  if (offset < 0) return null;
  const slot = offset % 100;
  const dir = slot === 0 ? 'host' : REMOTES.find((r) => r.port - BASE_PORTS.host === slot)?.dir;
  return dir ? path.join(root, dir, 'dist', u.pathname) : null;
}

/**
 * Checks every budget. Returns the report's lines and one message per failure.
 * @param {{
 *   root: string,
 *   budgets: {
 *     firstLoad: Record<string, number>,
 *     firstLoadCss?: Record<string, number>,
 *     apps: Record<string, number>,
 *   },
 * }} options
 */
export function checkBudgets({ root, budgets }) {
  /** @type {string[]} */
  const lines = [];
  /** @type {string[]} */
  const failures = [];

  lines.push('JS per app (every file in dist, raw / gzip KB)');
  for (const dir of APP_DIRS) {
    const total = appJsSize(path.join(root, dir, 'dist'));
    const budget = budgets.apps[dir];
    const over = budget !== undefined && total.gzip / 1024 > budget;
    if (over) failures.push(`${dir}: ${kb(total.gzip)} KB gzip, over its budget of ${budget} KB.`);
    lines.push(
      `  ${dir.padEnd(22)} ${kb(total.raw).padStart(8)} / ${kb(total.gzip).padStart(7)}   budget ${budget ?? '-'}${over ? '  OVER BUDGET' : ''}`,
    );
  }

  const measurement = readMeasurement(root, failures);
  if (!measurement) return { lines, failures };
  for (const [route, budget] of Object.entries(budgets.firstLoad)) {
    const urls = measurement[route];
    if (!Array.isArray(urls) || urls.length === 0) {
      failures.push(`The first-load measurement has no scripts for ${route}: measure again.`);
      continue;
    }
    let raw = 0;
    let gzip = 0;
    const rows = [];
    const styles = { files: 0, raw: 0, gzip: 0 };
    for (const url of urls) {
      const file = fileFor(root, String(url));
      if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        failures.push(
          `${route}: the measured script ${url} is ${file ? `missing from the build (${path.relative(root, file)})` : 'not a file of the local stack'}; measure again (\`npm run size\`).`,
        );
        continue;
      }
      const s = sizes(file);
      if (file.endsWith('.css')) {
        styles.files += 1;
        styles.raw += s.raw;
        styles.gzip += s.gzip;
        continue;
      }
      raw += s.raw;
      gzip += s.gzip;
      rows.push({ url: new URL(url).host + new URL(url).pathname, ...s });
    }
    const inline = inlineScriptRow(root);
    if (inline) {
      raw += inline.raw;
      gzip += inline.gzip;
      rows.push(inline);
    }
    const over = gzip / 1024 > budget;
    if (over) failures.push(`${route}: ${kb(gzip)} KB gzip, over its budget of ${budget} KB.`);
    lines.push(
      '',
      `First load of ${route}: ${rows.length} scripts, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip (budget ${budget} KB)${over ? '  OVER BUDGET' : ''}`,
    );
    for (const row of rows.sort((a, b) => b.gzip - a.gzip))
      lines.push(`  ${kb(row.gzip).padStart(7)} KB gz  ${kb(row.raw).padStart(8)} KB  ${row.url}`);
    const cssBudget = budgets.firstLoadCss?.[route];
    const cssOver = cssBudget !== undefined && styles.gzip / 1024 > cssBudget;
    if (cssOver)
      failures.push(
        `${route}: ${kb(styles.gzip)} KB gzip of CSS, over its budget of ${cssBudget} KB.`,
      );
    lines.push(
      `  and ${styles.files} stylesheets, ${kb(styles.raw)} KB raw, ${kb(styles.gzip)} KB gzip (budget ${cssBudget ?? '-'} KB)${cssOver ? '  OVER BUDGET' : ''}`,
    );
  }
  return { lines, failures };
}

/**
 * The measurement, when there is one of the current build; otherwise null, with the reason
 * added to the failures.
 * @param {string} root @param {string[]} failures
 * @returns {Record<string, unknown> | null}
 */
function readMeasurement(root, failures) {
  const file = path.join(root, FIRST_LOAD);
  if (!fs.existsSync(file)) {
    failures.push(
      `No first-load measurement (${FIRST_LOAD}): the measurement failed or did not run. Run \`npm run size\` (or the e2e suite).`,
    );
    return null;
  }
  const measured = fs.statSync(file).mtimeMs;
  const newerBuild = APP_DIRS.find((dir) => {
    const stamp = path.join(root, dir, 'dist', 'mf-manifest.json');
    return fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs > measured;
  });
  if (newerBuild) {
    failures.push(
      `The first-load measurement is older than the build of ${newerBuild}: measure again (\`npm run size\`).`,
    );
    return null;
  }
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // Reported below.
  }
  failures.push(`The first-load measurement (${FIRST_LOAD}) is not a valid report: measure again.`);
  return null;
}
