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
/** @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number, benchmarkIndex: number }} LighthouseFigures */

/**
 * One Lighthouse performance run; with `logPath`, also what its simulated LCP waited for (and
 * with `requests`, every request Lantern simulated).
 * @param {string} url @param {number} port @param {Preset} preset
 * @param {((line: string) => void) | null} [logPath]
 * @param {boolean} [requests]
 * @param {number} [cpuSlowdownMultiplier] mobile only: instead of Lighthouse's 4x
 * @returns {Promise<LighthouseFigures>}
 */
async function runOnce(url, port, preset, logPath = null, requests = false, cpuSlowdownMultiplier) {
  const throttling = cpuSlowdownMultiplier
    ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } }
    : {};
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], ...throttling },
    preset === 'desktop' ? desktopConfig : undefined,
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
  return {
    score: Math.round((lhr.categories['performance']?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // Lighthouse's own measure of how fast this CPU was during the run (higher is faster).
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Median of `runs` Lighthouse runs (each figure on its own) for mobile and desktop, then for
 * mobile again with the CPU slowdown scaled to the machine (`scaledCpuMultiplier` of the mobile
 * runs' median benchmark index: 'mobile-scaled', with its `multiplier`). With
 * `lcpPath`, each mobile run also logs what its simulated LCP waited for; with `lcpRequests`,
 * that and every request Lantern simulated.
 * @param {string} url @param {number} port
 * @param {{ runs?: number, log?: (line: string) => void, lcpPath?: boolean, lcpRequests?: boolean }} [options]
 * @returns {Promise<Record<Preset, LighthouseFigures & { scores: number[], multiplier?: number }>>}
 */
export async function lighthouseMedians(
  url,
  port,
  { runs = 3, log = () => {}, lcpPath: withPath = false, lcpRequests = false } = {},
) {
  /** @type {Record<string, LighthouseFigures & { scores: number[], multiplier?: number }>} */
  const out = {};
  for (const preset of /** @type {Preset[]} */ (['mobile', 'desktop', 'mobile-scaled'])) {
    const multiplier =
      preset === 'mobile-scaled'
        ? scaledCpuMultiplier(out['mobile']?.benchmarkIndex ?? 1750)
        : undefined;
    /** @type {LighthouseFigures[]} */
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      const figures = await runOnce(
        url,
        port,
        preset === 'desktop' ? 'desktop' : 'mobile',
        (withPath || lcpRequests) && preset === 'mobile' ? log : null,
        lcpRequests,
        multiplier,
      );
      const label = multiplier ? `mobile at ${multiplier}x CPU` : preset;
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
      scores: all.map((f) => f.score),
    };
  }
  return /** @type {Record<Preset, LighthouseFigures & { scores: number[], multiplier?: number }>} */ (
    out
  );
}
