// @ts-check
// The apps' production builds, side by side: a few worker processes (build-worker.mjs) take
// the apps from one queue, largest first, and each says what it is doing and how long it
// took, with a line every few seconds while a build runs, so a first `npm start` is never a
// silent terminal. One worker per core, at most three (each build holds about 1.5 GB).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-worker.mjs');
const HEARTBEAT_MS = 10_000;

/**
 * Where a build records which profile (tooling/webpack-config/build-profile.mjs) an app's
 * dist was built with.
 * @param {string} dir the app's folder
 */
export const profileStamp = (dir) => path.join(dir, 'node_modules/.cache/portal-build.json');

/** @param {Record<string, string | undefined>} [env] */
export function buildWorkerCount(env = process.env) {
  const asked = Number(env.PORTAL_BUILD_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(3, os.availableParallelism()));
}

/** @param {number} ms */
const secondsOf = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Builds each app in its folder; resolves when all have finished, rejects naming every app
 * that failed (after the others have finished).
 * @param {{ name: string, dir: string }[]} apps in the order to start them (largest first)
 * @param {{
 *   workers?: number,
 *   profile?: 'local' | 'release',
 *   log?: (line: string) => void,
 *   heartbeatMs?: number,
 * }} [options]
 */
export async function buildApps(apps, options = {}) {
  if (!apps.length) return [];
  const log = options.log ?? ((line) => console.log(line));
  const profile = options.profile ?? 'local';
  const count = Math.min(options.workers ?? buildWorkerCount(), apps.length);
  const started = Date.now();
  const queue = [...apps];
  /** @type {Map<string, number>} app -> start time */
  const running = new Map();
  /** @type {{ name: string, ok: boolean, seconds: number }[]} */
  const results = [];
  const status = () =>
    `${results.length} of ${apps.length} done, ${secondsOf(Date.now() - started)} so far`;
  log(
    `Building ${apps.length} app${apps.length > 1 ? 's' : ''} for production (${profile} build, ${count} at a time): ${apps.map((a) => a.name).join(', ')}`,
  );
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const doing = [...running].map(([name, since]) => `${name} (${secondsOf(now - since)})`);
    if (doing.length) log(`  … building ${doing.join(', ')}; ${status()}`);
  }, options.heartbeatMs ?? HEARTBEAT_MS);

  /** @param {import('node:child_process').ChildProcess} worker */
  const work = (worker) =>
    new Promise((resolve) => {
      /** @type {string[]} */
      let output = [];
      const collect = (/** @type {Buffer} */ chunk) => output.push(chunk.toString());
      worker.stdout?.on('data', collect);
      worker.stderr?.on('data', collect);
      /** @type {{ name: string, dir: string } | undefined} */
      let current;
      const next = () => {
        current = queue.shift();
        if (!current) {
          worker.kill();
          resolve(undefined);
          return;
        }
        output = [];
        running.set(current.name, Date.now());
        // A rebuild keeps webpack's cache on disk; a first build does not write one.
        const cache = fs.existsSync(path.join(current.dir, 'dist', 'mf-manifest.json'));
        worker.send({ app: current.name, dir: current.dir, cache });
      };
      worker.on('message', (/** @type {any} */ message) => {
        if (message.type === 'ready') return next();
        if (message.type !== 'built' || !current) return;
        running.delete(current.name);
        results.push({ name: current.name, ok: message.ok, seconds: message.seconds });
        if (message.ok) {
          fs.mkdirSync(path.dirname(profileStamp(current.dir)), { recursive: true });
          fs.writeFileSync(profileStamp(current.dir), JSON.stringify({ profile }));
          log(`  ✓ ${current.name} built in ${secondsOf(message.seconds * 1000)} (${status()})`);
        } else {
          log(`  ✗ ${current.name} failed after ${secondsOf(message.seconds * 1000)}:`);
          log([...output, message.report].join('\n').trim());
        }
        next();
      });
      worker.on('exit', (code, signal) => {
        if (!current) return;
        // Died mid-build (out of memory, killed): the app failed; the others go on.
        running.delete(current.name);
        results.push({ name: current.name, ok: false, seconds: 0 });
        log(`  ✗ ${current.name}: its build process exited (${signal ?? `code ${code}`}).`);
        log(output.join('').trim());
        current = undefined;
        resolve(undefined);
      });
    });

  try {
    await Promise.all(
      Array.from({ length: count }, () =>
        work(
          fork(WORKER, [], {
            stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
            execArgv: ['--max-semi-space-size=64'],
            env: { ...process.env, PORTAL_BUILD: profile },
          }),
        ),
      ),
    );
  } finally {
    clearInterval(heartbeat);
  }
  // Any app a dead worker left in the queue is built by none: count it as failed.
  for (const app of queue) results.push({ name: app.name, ok: false, seconds: 0 });
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length) throw new Error(`The production build failed for ${failed.join(', ')}.`);
  log(
    `Built ${apps.length} app${apps.length > 1 ? 's' : ''} in ${secondsOf(Date.now() - started)}.`,
  );
  return results;
}
