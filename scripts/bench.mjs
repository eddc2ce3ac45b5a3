// @ts-check
// `npm run bench`: the portal's performance figures in one run, on the local production
// build: first-load JS per route, Lighthouse 12 for /login, /portal (mobile and desktop) and the
// pages a message opens (mobile scaled to the machine, and desktop), with where each route's
// main thread went at load,
// remote page switch times, the gateway's getUserOrder against a bare graphql-yoga, the
// gateway under load (getUserOrder, draft saves, one status change fanned out to 1,000 live
// streams), and a new user's first `npm start` (a copy of the working tree, an empty package
// store) and second.
// Figures, not pass/fail. A full run rewrites the table in docs/size.md.
//
//   npm run bench                      everything (about 5 minutes on 2 cores)
//   npm run bench -- --only=gateway    some sections: first-run, size, lighthouse, switch, gateway, load
//   npm run bench -- --runs=1          Lighthouse runs per route and preset (default 3)
//   npm run bench -- --routes=/portal  Lighthouse for some routes only (comma-separated)
//   npm run bench -- --no-doc          leave docs/size.md alone
//   npm run bench -- --lcp-path        also log what each mobile run's simulated LCP waited for
//   npm run bench -- --lcp-requests    that, and every request each mobile run simulated
//   npm run bench -- --long-tasks      also log each mobile run's long tasks, as Lighthouse simulated them
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, launchDebuggableChromium } from './lib/bench/chromium.mjs';
import { benchGateway, emulatorIdToken } from './lib/bench/gateway-load.mjs';
import { lighthouseMedians, scaledCpuMultiplier } from './lib/bench/lighthouse-runs.mjs';
import { measurePageSwitches } from './lib/bench/page-switch.mjs';
import { warmRepeatVisit } from './lib/bench/repeat-visit.mjs';
import { renderMarkdown, writeSizeDoc } from './lib/bench/report.mjs';
import { signIn } from './lib/bench/sign-in.mjs';
import { benchFirstRun } from './lib/bench/first-run.mjs';
import { benchLoad } from './lib/bench/load-section.mjs';
import { recordFirstLoad, scriptsSize, stylesSize } from './lib/first-load.mjs';
import { DEMO_CREDENTIALS, DEMO_STAFF_CREDENTIALS, startStack } from './lib/stack.mjs';
import { FIREBASE_PROJECT_ID } from '../tooling/webpack-config/local-stack.mjs';
import { buildAll, ensureChromium, ensurePnpm, installPackages } from './lib/toolchain.mjs';

/** Its own ports (e2e uses 100, `npm start` 0), so it runs beside either. */
const BENCH_PORT_OFFSET = 200;
const SECTIONS = ['first-run', 'size', 'lighthouse', 'switch', 'gateway', 'load'];
/** The pages a text message or an email opens, judged by Lighthouse beside /login and /portal. */
const LIGHTHOUSE_DEEP_LINKS = [
  '/portal/pick-up',
  '/portal/medical-form',
  '/portal/stem-cell-key',
  '/order',
  '/purchase',
  '/gift',
];
/** The page routes, measured signed in as the demo parent. */
const PAGE_ROUTES = [
  '/portal',
  '/portal/medical-form',
  '/portal/pick-up',
  '/portal/stem-cell-key',
  '/portal/understanding-your-stem-cell-key',
  '/order',
  '/gift',
  '/purchase',
];

const arg = (/** @type {string} */ name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('only')?.split(',') ?? SECTIONS;
const unknown = only.filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`Unknown section(s) ${unknown.join(', ')}; use ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
const runs = Number(arg('runs') ?? 3);
const lighthouseRoutes = arg('routes')?.split(',');
/** Whether Lighthouse measures `route` in this run. @param {string} route */
const judged = (route) => !lighthouseRoutes || lighthouseRoutes.includes(route);
const lcpPathWanted = process.argv.includes('--lcp-path');
const lcpRequestsWanted = process.argv.includes('--lcp-requests');
const longTasksWanted = process.argv.includes('--long-tasks');
const writeDoc =
  !process.argv.includes('--no-doc') && only.length === SECTIONS.length && !lighthouseRoutes;
const log = (/** @type {string} */ line) => console.log(`[bench] ${line}`);

const started = Date.now();
const loadAtStart = os.loadavg()[0];
/** @type {import('./lib/bench/report.mjs').BenchFigures} */
const figures = {
  when: new Date(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
};
// First, while nothing else runs: a new user's first `npm start`, and a second one.
if (only.includes('first-run')) {
  log('first run: a copy of the working tree, npm start with an empty package store…');
  figures.firstRun = await benchFirstRun({ log });
}
if (only.every((section) => section === 'first-run')) {
  figures.seconds = (Date.now() - started) / 1000;
  console.log(`\n${renderMarkdown(figures)}\n`);
  process.exit(0);
}
const pnpm = ensurePnpm();
installPackages(pnpm);
// Release builds: what ships (source maps, Brotli at quality 11), as Lighthouse should see it.
await buildAll(pnpm, { profile: 'release' });
const chrome = ensureChromium();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-db-'));
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-logs-'));
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
log(`starting the local stack (port offset ${BENCH_PORT_OFFSET}, ${backend}; logs in ${logDir})`);
const stack = await startStack({
  offset: BENCH_PORT_OFFSET,
  dataDir,
  logDir,
  databaseUrl: process.env.DATABASE_URL,
  log: (line) => log(line),
  // The load section's fan-out: 1,000 streams of one order, as if one parent had 1,000 tabs.
  gatewayEnv: { LIVE_STREAMS_PER_ACCOUNT: '1000' },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => void stop().then(() => process.exit(130)));
}

try {
  if (only.includes('size') || only.includes('switch')) {
    const browser = await chromium.launch({
      executablePath: chrome,
      args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    });
    figures.machine += `, Chromium ${browser.version()}`;
    try {
      /** @typedef {Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>} Session */
      const newContext = (/** @type {Session | undefined} */ storageState) =>
        browser.newContext({ baseURL: stack.url, ...(storageState ? { storageState } : {}) });
      const signedOut = await newContext(undefined);
      const loginScripts = only.includes('size') ? await recordFirstLoad(signedOut, '/login') : [];
      await signIn(await signedOut.newPage(), stack.url, DEMO_CREDENTIALS);
      const session = await signedOut.storageState({ indexedDB: true });
      await signedOut.close();

      if (only.includes('size')) {
        log('first loads…');
        figures.firstLoad = [
          {
            route: '/login',
            note: 'signed out',
            size: scriptsSize(loginScripts),
            styles: stylesSize(loginScripts),
          },
        ];
        for (const route of PAGE_ROUTES) {
          const context = await newContext(session);
          const urls = await recordFirstLoad(context, route);
          await context.close();
          figures.firstLoad.push({
            route,
            note: route === '/portal' ? 'demo parent' : '',
            size: scriptsSize(urls),
            styles: stylesSize(urls),
          });
        }
      }
      if (only.includes('switch')) {
        log('page switches…');
        const context = await newContext(session);
        figures.switches = await measurePageSwitches(context);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  }

  if (only.includes('lighthouse')) {
    const browser = await launchDebuggableChromium(chrome);
    try {
      figures.lighthouse = [];
      const options = {
        runs,
        log,
        lcpPath: lcpPathWanted,
        lcpRequests: lcpRequestsWanted,
        longTasks: longTasksWanted,
      };
      // /login first: signed in, it would send the parent on to /portal.
      if (judged('/login')) {
        const login = await lighthouseMedians(`${stack.url}/login`, browser.port, options);
        figures.lighthouse.push({ route: '/login', runs, results: login });
      }
      // Sign in in the browser's own profile, then leave it to Lighthouse alone.
      const driver = await chromium.connectOverCDP(browser.cdpUrl);
      const page = await driver.contexts()[0].newPage();
      await signIn(page, stack.url, DEMO_CREDENTIALS);
      await page.close();
      await driver.close();
      // The dashboard's mobile runs measure the machine: the pages a message opens are judged
      // on the scaled mobile preset with that slowdown, and on desktop.
      const portal = await lighthouseMedians(`${stack.url}/portal`, browser.port, {
        ...options,
        ...(judged('/portal') ? {} : { runs: 1, presets: ['mobile'] }),
      });
      if (judged('/portal')) figures.lighthouse.push({ route: '/portal', runs, results: portal });
      const multiplier =
        portal['mobile-scaled']?.multiplier ??
        scaledCpuMultiplier(portal['mobile']?.benchmarkIndex ?? 1750);
      for (const route of LIGHTHOUSE_DEEP_LINKS.filter(judged)) {
        const results = await lighthouseMedians(`${stack.url}${route}`, browser.port, {
          ...options,
          presets: ['mobile-scaled', 'desktop'],
          multiplier,
        });
        figures.lighthouse.push({ route, runs, results });
      }
      // Last, as the cold runs clear the worker: a repeat visit of /portal with a warm one,
      // simulated as the runs above and, beside a cold run throttled the same way, for real.
      if (judged('/portal')) {
        const portalUrl = `${stack.url}/portal`;
        const applied = {
          ...options,
          presets: /** @type {const} */ (['mobile-scaled']),
          multiplier,
          applied: true,
        };
        log('/portal cold with applied throttling…');
        const coldApplied = await lighthouseMedians(portalUrl, browser.port, applied);
        log('a repeat visit of /portal with a warm service worker…');
        const scripts = await warmRepeatVisit(browser.cdpUrl, portalUrl);
        const results = await lighthouseMedians(portalUrl, browser.port, {
          ...options,
          presets: ['mobile-scaled'],
          multiplier,
          warm: true,
        });
        const warmApplied = await lighthouseMedians(portalUrl, browser.port, {
          ...applied,
          warm: true,
        });
        figures.repeatVisit = {
          route: '/portal',
          runs,
          scripts,
          results,
          applied: { cold: coldApplied['mobile-scaled'], warm: warmApplied['mobile-scaled'] },
        };
      }
    } finally {
      await browser.close();
    }
  }

  if (only.includes('gateway')) {
    const idToken = await emulatorIdToken(stack.emulatorUrl, DEMO_CREDENTIALS);
    const result = await benchGateway({
      gatewayUrl: `http://127.0.0.1:${stack.ports.gateway}`,
      origin: stack.url,
      idToken,
      log,
    });
    figures.gateway = { backend, ...result };
  }

  if (only.includes('load')) {
    const idToken = await emulatorIdToken(stack.emulatorUrl, DEMO_CREDENTIALS);
    figures.gatewayLoad = {
      backend,
      ...(await benchLoad({
        gatewayUrl: `http://127.0.0.1:${stack.ports.gateway}`,
        emulatorUrl: stack.emulatorUrl,
        projectId: FIREBASE_PROJECT_ID,
        staff: DEMO_STAFF_CREDENTIALS,
        idToken,
        log,
      })),
    };
  }
} finally {
  await stop();
}

figures.seconds = (Date.now() - started) / 1000;
figures.load = [loadAtStart, os.loadavg()[0]];
const markdown = renderMarkdown(figures);
console.log(`\n${markdown}\n`);
if (writeDoc) {
  await writeSizeDoc(markdown);
  log('docs/size.md updated.');
}
