// @ts-check
// Lighthouse 12 through its Node API, on a Chromium the bench launched with a DevTools port
// (no puppeteer launch of its own): Lighthouse opens a new tab in the browser's default
// profile, so a parent signed in there stays signed in (Lighthouse clears the HTTP cache and
// service workers before each run, never IndexedDB, where Firebase keeps the session).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { lcpPath } from './lcp-path.mjs';
import { median } from './median.mjs';

/** @typedef {'mobile' | 'desktop' | 'mobile-scaled'} Preset */

/**
 * Lighthouse's mobile CPU slowdown (4x) is calibrated for a desktop with a benchmark index of
 * about 1,750; on a faster or slower machine the same 4x flatters or punishes the page. The
 * slowdown that makes this machine as slow as the phone Lighthouse means: 4 x index / 1750, to
 * a tenth (never below 1).
 * @param {number} benchmarkIndex
 */
export function scaledCpuMultiplier(benchmarkIndex) {
  return Math.max(1, Math.round((40 * benchmarkIndex) / 1750) / 10);
}
/**
 * Lighthouse's settings for a mobile run at `cpuSlowdownMultiplier` (none: its own 4x). By
 * default Lighthouse simulates the slow network (Lantern) from what it observed, and that
 * simulation counts a file the service worker answered as if it had come over the network; with
 * `applied`, DevTools slows the real network and CPU instead, so a repeat visit's files from the
 * worker cost what they cost on a phone (the "applied" rows of the repeat visit).
 * @param {number | undefined} cpuSlowdownMultiplier @param {boolean} applied
 */
export function mobileThrottling(cpuSlowdownMultiplier, applied) {
  const slow4G = constants.throttling.mobileSlow4G;
  const cpu = cpuSlowdownMultiplier ?? slow4G.cpuSlowdownMultiplier;
  if (applied) {
    return { throttlingMethod: 'devtools', throttling: { ...slow4G, cpuSlowdownMultiplier: cpu } };
  }
  return cpuSlowdownMultiplier ? { throttling: { ...slow4G, cpuSlowdownMultiplier } } : {};
}

/**
 * Where the main thread went during one run (Lighthouse's `mainthread-work-breakdown` by kind
 * of work, and `bootup-time` by script: the ten costliest sources, the page's own document and
 * "Unattributable" included), in milliseconds as the run's throttling scales them.
 * @typedef {{ total: number, groups: { group: string, ms: number }[], sources: { source: string, ms: number, scripting: number, parse: number }[] }} MainThread
 * @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number, benchmarkIndex: number, mainThread: MainThread }} LighthouseFigures
 */

/**
 * The main-thread figures of one Lighthouse result.
 * @param {import('lighthouse').Result} lhr
 * @returns {MainThread}
 */
export function mainThreadOf(lhr) {
  /** @type {{ items?: Record<string, unknown>[] }} */
  const breakdown = /** @type {never} */ (lhr.audits['mainthread-work-breakdown']?.details) ?? {};
  /** @type {{ items?: Record<string, unknown>[] }} */
  const bootup = /** @type {never} */ (lhr.audits['bootup-time']?.details) ?? {};
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const num = (/** @type {unknown} */ n) => (typeof n === 'number' ? n : 0);
  const short = (/** @type {unknown} */ url) => {
    const text = String(url);
    if (!/^https?:/.test(text)) return text;
    const u = new URL(text);
    // The document itself (its HTML, inline script, style and layout) by its path; a script by
    // its port and file, without the content hash.
    if (u.origin === origin)
      return u.pathname === new URL(lhr.finalDisplayedUrl).pathname
        ? `${u.pathname} (the document)`
        : u.pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js');
    return `:${u.port}${u.pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js')}`;
  };
  const groups = (breakdown.items ?? [])
    .map((item) => ({
      group: String(item['groupLabel'] ?? item['group']),
      ms: num(item['duration']),
    }))
    .sort((a, b) => b.ms - a.ms);
  const sources = (bootup.items ?? [])
    .map((item) => ({
      source: short(item['url']),
      ms: num(item['total']),
      scripting: num(item['scripting']),
      parse: num(item['scriptParseCompile']),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  return { total: groups.reduce((n, g) => n + g.ms, 0), groups, sources };
}

/**
 * A Lighthouse configuration whose `bootup-time` lists every script's main-thread cost, however
 * small (by default it lists only those over 50 ms).
 * @param {import('lighthouse').Config} config
 * @returns {import('lighthouse').Config}
 */
const withEveryScript = (config) => ({
  ...config,
  audits: [...(config.audits ?? []), { path: 'bootup-time', options: { thresholdInMs: 0 } }],
});

/**
 * The long tasks of one Lighthouse result as it simulated them (`long-tasks`: each task of 50 ms
 * or more at the run's slowdown, with its start and the script it is attributed to), one line
 * each; every one that starts after the first contentful paint counts toward Total Blocking Time.
 * @param {import('lighthouse').Result} lhr
 * @returns {string[]}
 */
export function longTasksOf(lhr) {
  /** @type {{ items?: Record<string, unknown>[] }} */
  const details = /** @type {never} */ (lhr.audits['long-tasks']?.details) ?? {};
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return (details.items ?? [])
    .map((item) => ({
      start: Number(item['startTime'] ?? NaN),
      duration: Number(item['duration'] ?? NaN),
      source: String(item['url'] ?? '').replace(origin, ''),
    }))
    .sort((a, b) => a.start - b.start)
    .map((task) => `  ${Math.round(task.start)} +${Math.round(task.duration)} ${task.source}`);
}

/**
 * One Lighthouse performance run; with `logPath`, also what its simulated LCP waited for (and
 * with `requests`, every request Lantern simulated); with `logLongTasks`, its long tasks.
 * @param {string} url @param {number} port @param {Preset} preset
 * @param {((line: string) => void) | null} [logPath]
 * @param {boolean} [requests]
 * @param {number} [cpuSlowdownMultiplier] mobile only: instead of Lighthouse's 4x
 * @param {boolean} [warm] keep the service worker and its caches (a repeat visit)
 * @param {boolean} [applied] DevTools throttles the run for real (mobileThrottling)
 * @param {((line: string) => void) | null} [logLongTasks]
 * @returns {Promise<LighthouseFigures>}
 */
async function runOnce(
  url,
  port,
  preset,
  logPath = null,
  requests = false,
  cpuSlowdownMultiplier,
  warm = false,
  applied = false,
  logLongTasks = null,
) {
  const throttling = preset === 'desktop' ? {} : mobileThrottling(cpuSlowdownMultiplier, applied);
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      ...throttling,
      // A repeat visit: the service worker and Cache Storage stay (Lighthouse clears them,
      // with the HTTP cache, before a cold run).
      ...(warm ? { disableStorageReset: true } : {}),
    },
    withEveryScript(preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' }),
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${landed} instead of ${new URL(url).pathname}`);
  }
  if (logPath && result.artifacts) {
    const simulated = await lcpPath(result, new URL(url).origin, { requests });
    const show = (/** @type {import('./lcp-path.mjs').PathStep} */ step) =>
      logPath(`  ${Math.round(step.start)}-${Math.round(step.end)} ${step.what}`);
    logPath(`simulated LCP path of ${new URL(url).pathname} (${preset}), ms:`);
    simulated.path.forEach(show);
    if (requests) {
      logPath(`every simulated request of ${new URL(url).pathname} (${preset}), ms:`);
      simulated.requests.forEach(show);
    }
  }
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  if (logLongTasks) {
    logLongTasks(
      `long tasks of ${new URL(url).pathname} (${preset}; first paint ${Math.round(value('first-contentful-paint'))} ms, interactive ${Math.round(value('interactive'))} ms), simulated ms:`,
    );
    longTasksOf(lhr).forEach(logLongTasks);
  }
  return {
    score: Math.round((lhr.categories['performance']?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // Lighthouse's own measure of how fast this CPU was during the run (higher is faster).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread: mainThreadOf(lhr),
  };
}

/**
 * The run whose main thread stands for the median: the one with the median total.
 * @param {LighthouseFigures[]} all
 */
function medianMainThread(all) {
  const sorted = [...all].sort((a, b) => a.mainThread.total - b.mainThread.total);
  return (
    sorted[Math.floor((sorted.length - 1) / 2)]?.mainThread ?? {
      total: NaN,
      groups: [],
      sources: [],
    }
  );
}

/**
 * Median of `runs` Lighthouse runs (each figure on its own) for each of `presets`: 'mobile'
 * (Lighthouse's 4x), 'desktop', and 'mobile-scaled' (mobile with the CPU slowdown scaled to the
 * machine: `multiplier` when given, else `scaledCpuMultiplier` of the mobile runs' median
 * benchmark index). Each preset also keeps the main thread of its median run. With `lcpPath`,
 * each mobile run also logs what its simulated LCP waited for; with `lcpRequests`, that and
 * every request Lantern simulated; with `longTasks`, its long tasks. With `warm`, the runs keep the service worker and its caches;
 * with `applied`, DevTools throttles them for real instead of Lantern simulating the network.
 * @param {string} url @param {number} port
 * @param {{ runs?: number, presets?: Preset[], multiplier?: number, log?: (line: string) => void, lcpPath?: boolean, lcpRequests?: boolean, longTasks?: boolean, warm?: boolean, applied?: boolean }} [options]
 * @returns {Promise<Partial<Record<Preset, LighthouseFigures & { scores: number[], multiplier?: number }>>>}
 */
export async function lighthouseMedians(
  url,
  port,
  {
    runs = 3,
    presets = ['mobile', 'desktop', 'mobile-scaled'],
    multiplier: given,
    log = () => {},
    lcpPath: withPath = false,
    lcpRequests = false,
    longTasks = false,
    warm = false,
    applied = false,
  } = {},
) {
  /** @type {Partial<Record<Preset, LighthouseFigures & { scores: number[], multiplier?: number }>>} */
  const out = {};
  for (const preset of presets) {
    const multiplier =
      preset === 'mobile-scaled'
        ? (given ?? scaledCpuMultiplier(out['mobile']?.benchmarkIndex ?? 1750))
        : undefined;
    /** @type {LighthouseFigures[]} */
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      const figures = await runOnce(
        url,
        port,
        preset === 'desktop' ? 'desktop' : 'mobile',
        (withPath || lcpRequests) && preset !== 'desktop' && !applied ? log : null,
        lcpRequests,
        multiplier,
        warm,
        applied,
        longTasks && preset !== 'desktop' ? log : null,
      );
      const label = `${multiplier ? `mobile at ${multiplier}x CPU` : preset}${applied ? ', applied' : ''}`;
      log(`lighthouse ${label} ${new URL(url).pathname} run ${i + 1}/${runs}: ${figures.score}`);
      all.push(figures);
    }
    out[preset] = {
      ...(multiplier ? { multiplier } : {}),
      score: median(all.map((f) => f.score)),
      fcp: median(all.map((f) => f.fcp)),
      lcp: median(all.map((f) => f.lcp)),
      tbt: median(all.map((f) => f.tbt)),
      cls: median(all.map((f) => f.cls)),
      benchmarkIndex: median(all.map((f) => f.benchmarkIndex)),
      mainThread: medianMainThread(all),
      scores: all.map((f) => f.score),
    };
  }
  return out;
}
