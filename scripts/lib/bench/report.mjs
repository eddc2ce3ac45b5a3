// @ts-check
// The bench's figures as Markdown tables: printed, and kept in docs/size.md between markers.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { ROOT } from '../stack.mjs';

export const SIZE_DOC = path.join(ROOT, 'docs/size.md');
const START = '<!-- bench:start (written by `npm run bench`) -->';
const END = '<!-- bench:end -->';

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
const ms = (/** @type {number} */ n) =>
  Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–';
const s = (/** @type {number} */ n) => (Number.isFinite(n) ? (n / 1000).toFixed(2) : '–');

/** @param {string[]} header @param {(string | number)[][]} rows */
function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/**
 * @typedef {import('../first-load.mjs').ScriptsSize} ScriptsSize
 * @typedef {import('../first-load.mjs').StylesSize} StylesSize
 * @typedef {{
 *   when: Date,
 *   machine: string,
 *   firstRun?: { fresh: number, again: number, install: number, services: number, apps: number },
 *   firstLoad?: { route: string, note: string, size: ScriptsSize, styles?: StylesSize }[],
 *   lighthouse?: { route: string, runs: number, results: Record<string, { score: number, fcp: number, lcp: number, tbt: number, cls: number, benchmarkIndex: number, scores: number[], multiplier?: number, mainThread?: import('./lighthouse-runs.mjs').MainThread }> }[],
 *   repeatVisit?: { route: string, runs: number, scripts: { scripts: number, overNetwork: string[] }, results: Record<string, { score: number, fcp: number, lcp: number, tbt: number, cls: number, benchmarkIndex: number, scores: number[], multiplier?: number }>, applied?: Record<'cold' | 'warm', { score: number, fcp: number, lcp: number, tbt: number, cls: number, benchmarkIndex: number, scores: number[], multiplier?: number } | undefined> },
 *   switches?: { page: string, cold: number, warm: number }[],
 *   gateway?: {
 *     backend: string, seconds: number, rounds: number, rate: number, ratio: number, ratios: number[],
 *     bare: { rps: number, p50: number, p99: number, failures: number },
 *     order: { rps: number, p50: number, p99: number, failures: number },
 *     fixedRate: { rps: number, p50: number, p99: number, failures: number },
 *     bareFixedRate?: { rps: number, p50: number, p99: number, failures: number },
 *   },
 *   gatewayLoad?: { backend: string } & Awaited<ReturnType<typeof import('./load-section.mjs').benchLoad>>,
 *   seconds?: number,
 *   load?: number[],
 * }} BenchFigures
 */

/** @param {BenchFigures} f */
export function renderMarkdown(f) {
  const parts = [
    `Measured ${f.when.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${f.machine}` +
      (f.seconds ? `, in ${Math.round(f.seconds)} s` : '') +
      (f.load
        ? ` (1-minute load average ${f.load[0]?.toFixed(1)} at the start, ${f.load[1]?.toFixed(1)} at the end: other work on the machine slows every timing)`
        : '') +
      '.',
  ];
  if (f.firstRun) {
    const r = f.firstRun;
    const sec = (/** @type {number} */ n) => (Number.isFinite(n) ? `${n.toFixed(1)} s` : '–');
    parts.push(
      '**First run** (`npm start` in a copy of the working tree with an empty pnpm store, until the portal answers; then again with nothing changed. Targets: 120 s and 15 s)',
      table(
        [
          'Run',
          'portal answering after',
          'packages ready at',
          'services built in',
          'apps built in',
        ],
        [
          ['fresh clone', sec(r.fresh), sec(r.install), sec(r.services), sec(r.apps)],
          ['second `npm start`, nothing changed', sec(r.again), '', '', ''],
        ],
      ),
    );
  }
  if (f.firstLoad) {
    parts.push(
      '**First-load JS** (every script the first load fetches, and the one the host page runs inline; sizes from the dist; KB), and apart its CSS (Griffel’s styles, extracted at build)',
      table(
        ['Route', 'gzip', 'raw', 'scripts', 'CSS gzip', 'stylesheets'],
        f.firstLoad.map(({ route, note, size, styles }) => [
          `${route}${note ? ` (${note})` : ''}`,
          kb(size.gzip),
          kb(size.raw),
          size.scripts,
          styles ? kb(styles.gzip) : '–',
          styles ? styles.files : '–',
        ]),
      ),
    );
  }
  if (f.lighthouse?.length) {
    const runs = f.lighthouse[0]?.runs ?? 0;
    parts.push(
      `**Lighthouse 12**, performance, median of ${runs} runs (scores of each run in brackets; ` +
        'mobile: simulated slow 4G and 4× CPU slowdown, then the slowdown scaled to the machine, 4 × index / 1750, ' +
        'since 4× is calibrated for an index of about 1,750; CPU: Lighthouse’s benchmark index, higher is faster)',
      table(
        ['Route', 'Preset', 'Score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'CPU'],
        f.lighthouse.flatMap(({ route, results }) =>
          Object.entries(results).map(([preset, r]) => [
            route,
            r.multiplier ? `mobile, ${r.multiplier}× CPU` : preset,
            `${r.score} (${r.scores.join(', ')})`,
            s(r.fcp),
            s(r.lcp),
            ms(r.tbt),
            r.cls.toFixed(3),
            Math.round(r.benchmarkIndex),
          ]),
        ),
      ),
    );
  }
  if (f.repeatVisit) {
    const { route, scripts, results, applied } = f.repeatVisit;
    const warm = results['mobile-scaled'];
    const cold = f.lighthouse?.find((entry) => entry.route === route)?.results['mobile-scaled'];
    const row = (/** @type {string} */ visit, /** @type {typeof warm} */ r) =>
      r
        ? [
            visit,
            `mobile, ${r.multiplier}× CPU`,
            `${r.score} (${r.scores.join(', ')})`,
            s(r.fcp),
            s(r.lcp),
            ms(r.tbt),
            Math.round(r.benchmarkIndex),
          ]
        : [];
    parts.push(
      `**Repeat visit of ${route}** with the service worker a first visit installed: ` +
        `${scripts.overNetwork.length} of its ${scripts.scripts} scripts came over the network` +
        (scripts.overNetwork.length
          ? ` (${scripts.overNetwork.map((url) => `\`${new URL(url).pathname}\``).join(', ')})`
          : '') +
        ', the others from the worker. Lighthouse keeps the worker for these runs (cold: the runs above). ' +
        "Lighthouse's simulated network counts a file the worker answered as if it came over the " +
        'network; the "applied" rows slow the real network and CPU instead, so they show what the worker saves',
      table(
        ['Visit', 'Preset', 'Score', 'FCP s', 'LCP s', 'TBT ms', 'CPU'],
        [
          row('cold', cold),
          row('repeat, warm worker', warm),
          row('cold, applied throttling', applied?.cold),
          row('repeat, warm worker, applied throttling', applied?.warm),
        ].filter((r) => r.length),
      ),
    );
  }
  const scaled = (f.lighthouse ?? []).flatMap(({ route, results }) => {
    const run = results['mobile-scaled'];
    return run?.mainThread?.sources.length ? [{ route, run, mainThread: run.mainThread }] : [];
  });
  if (scaled.length) {
    parts.push(
      '**Main thread at load**, per route: the median run of Lighthouse mobile with the scaled CPU slowdown (ms as that slowdown makes them). ' +
        'By kind of work (`mainthread-work-breakdown`), then the ten costliest sources (`bootup-time`: each script, the document itself, and work Lighthouse could not attribute)',
      ...scaled.flatMap(({ route, run, mainThread }) => [
        `${route} (${run.multiplier}× CPU): ${ms(mainThread.total)} ms in all: ` +
          mainThread.groups.map((g) => `${g.group} ${ms(g.ms)}`).join(', '),
        table(
          ['Source', 'total ms', 'script evaluation', 'parse and compile'],
          mainThread.sources.map((source) => [
            `\`${source.source}\``,
            ms(source.ms),
            ms(source.scripting),
            ms(source.parse),
          ]),
        ),
      ]),
    );
  }
  if (f.switches) {
    parts.push(
      '**Page switch**, side-nav click to the page heading on screen (ms, 1280 px)',
      table(
        ['Page', 'cold (first visit)', 'warm (second visit)'],
        f.switches.map((row) => [row.page, ms(row.cold), ms(row.warm)]),
      ),
    );
  }
  if (f.gateway) {
    const g = f.gateway;
    const row = (/** @type {string} */ name, /** @type {typeof g.bare} */ r) => [
      name,
      ms(r.rps),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.failures,
    ];
    parts.push(
      `**Gateway** (${g.backend}, on loopback, 10 connections, ${g.seconds} s a run, bare yoga and the gateway alternating for ${g.rounds} rounds, medians shown. Throughput: autocannon, as fast as the server answers. At ${g.rate} req/s: a steady open-loop rate, each request's latency counted from when it fell due)`,
      table(
        ['Run', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
        [
          row('bare graphql-yoga `{ hello }`', g.bare),
          row('gateway `getUserOrder`', g.order),
          ...(g.bareFixedRate
            ? [row(`bare graphql-yoga \`{ hello }\` at ${g.rate} req/s`, g.bareFixedRate)]
            : []),
          row(`gateway \`getUserOrder\` at ${g.rate} req/s`, g.fixedRate),
        ],
      ),
      `Ratio getUserOrder / bare yoga: **${g.ratio.toFixed(2)}** (median of the rounds: ${g.ratios.map((r) => r.toFixed(2)).join(', ')}); p99 at ${g.rate} req/s: **${g.fixedRate.p99.toFixed(1)} ms**.`,
    );
  }
  if (f.gatewayLoad) {
    const l = f.gatewayLoad;
    const f1 = (/** @type {number} */ n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
    parts.push(
      `**Gateway under load** (${l.backend}, the local stack's gateway on loopback, ${l.seconds} s a run at a steady open-loop rate; latency from when each request fell due)`,
      table(
        ['Run', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
        [
          [
            `\`getUserOrder\` at ${l.readRate} req/s`,
            ms(l.reads.rps),
            f1(l.reads.p50),
            f1(l.reads.p99),
            l.reads.failures,
          ],
          [
            `draft saves at ${l.saveRate}/s (${l.parentCount} parents, one save in flight each)`,
            ms(l.saves.rps),
            f1(l.saves.p50),
            f1(l.saves.p99),
            l.saves.failures + l.saves.limited,
          ],
        ],
      ),
      `**Live-status fan-out**: ${l.fanout.opened} of ${l.fanout.streams} streams of one order open (in ${l.fanout.openSeconds.toFixed(1)} s); one staff status change reached ${l.fanout.reached} of them, the median in **${ms(l.fanout.p50)} ms** and the last in **${ms(l.fanout.last)} ms**; ${l.fanout.failures} failed.`,
    );
  }
  return parts.join('\n\n');
}

/** Replaces the bench section of docs/size.md with `markdown` (Prettier-formatted). @param {string} markdown */
export async function writeSizeDoc(markdown) {
  const doc = fs.readFileSync(SIZE_DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${SIZE_DOC} has no ${START} … ${END} section`);
  const next = `${doc.slice(0, from + START.length)}\n\n${markdown}\n\n${doc.slice(to)}`;
  const options = (await prettier.resolveConfig(SIZE_DOC)) ?? {};
  fs.writeFileSync(SIZE_DOC, await prettier.format(next, { ...options, filepath: SIZE_DOC }));
}
