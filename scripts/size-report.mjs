// @ts-check
// The size report: JS shipped per app, and by the first load of /login and /portal (raw and
// gzip), checked against size-budgets.json. The first-load lists come from the browser
// (e2e/tests/first-load-size.spec.ts); `--measure` runs that spec first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { REMOTES, BASE_PORTS } from '../tooling/webpack-config/local-stack.mjs';
import { ROOT } from './lib/stack.mjs';

const FIRST_LOAD = path.join(ROOT, 'e2e/size-report/first-load.json');
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'size-budgets.json'), 'utf8'));
const APP_DIRS = { host: 'host', ...Object.fromEntries(REMOTES.map((r) => [r.name, r.dir])) };
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);

if (process.argv.includes('--measure')) {
  const res = spawnSync(
    'pnpm',
    ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', 'first-load-size'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/** @param {string} file */
function sizes(file) {
  const body = fs.readFileSync(file);
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

/** @param {string} dir */
function jsFiles(dir) {
  const dist = path.join(ROOT, dir, 'dist');
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dist, f));
}

let failures = 0;
console.log('JS per app (every file in dist, raw / gzip KB)');
for (const dir of Object.values(APP_DIRS)) {
  const total = jsFiles(dir).reduce(
    (acc, f) => {
      const s = sizes(f);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
    },
    { raw: 0, gzip: 0 },
  );
  const budget = budgets.apps[dir];
  const over = budget !== undefined && total.gzip / 1024 > budget;
  if (over) failures += 1;
  console.log(
    `  ${dir.padEnd(22)} ${kb(total.raw).padStart(8)} / ${kb(total.gzip).padStart(7)}   budget ${budget ?? '-'}${over ? '  OVER BUDGET' : ''}`,
  );
}

/** Maps a script URL of the local stack to its file in an app's dist. @param {string} url */
function fileFor(url) {
  const u = new URL(url);
  const offset = Number(u.port) - BASE_PORTS.host;
  const remote = REMOTES.find((r) => r.port - BASE_PORTS.host === offset % 100);
  const dir = offset % 100 === 0 ? 'host' : remote?.dir;
  return dir ? path.join(ROOT, dir, 'dist', u.pathname) : null;
}

if (!fs.existsSync(FIRST_LOAD)) {
  console.error(
    '\nNo first-load measurement: run `npm run size -- --measure` (or the e2e suite) first.',
  );
  process.exit(1);
}
const firstLoad = JSON.parse(fs.readFileSync(FIRST_LOAD, 'utf8'));
for (const [route, urls] of Object.entries(firstLoad)) {
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const url of /** @type {string[]} */ (urls)) {
    const file = fileFor(url);
    if (!file || !fs.existsSync(file)) continue;
    const s = sizes(file);
    raw += s.raw;
    gzip += s.gzip;
    rows.push({ url: new URL(url).host + new URL(url).pathname, ...s });
  }
  const budget = budgets.firstLoad[route];
  const over = gzip / 1024 > budget;
  if (over) failures += 1;
  console.log(
    `\nFirst load of ${route}: ${rows.length} scripts, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip (budget ${budget} KB)${over ? '  OVER BUDGET' : ''}`,
  );
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(row.gzip).padStart(7)} KB gz  ${kb(row.raw).padStart(8)} KB  ${row.url}`);
  }
}
if (failures) {
  console.error(`\n${failures} size budget(s) exceeded (size-budgets.json).`);
  process.exit(1);
}
console.log('\nAll size budgets hold.');
