// @ts-check
// The bench's "first run": a new user's `npm start`. The working tree (the files git tracks or
// would track, as they are now) is copied to a new folder, as a clone would lay it out, with a
// pnpm store and npm cache of its own (empty: every package, and the pinned Node where the
// machine's is older, is downloaded, as on a new machine), and `npm start` runs there with the
// machine's PATH until the portal answers; then again with nothing changed.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { busyPorts } from '../ports.mjs';
import { ROOT, stackPorts } from '../stack.mjs';

/**
 * Its own ports: beside `npm start` (0), the browser tests (100) and the bench's stack (200),
 * the first of these offsets whose ports are all free (a machine's own services may hold one:
 * MySQL's 3306 is the documents remote's 3006 + 300).
 */
const FIRST_RUN_PORT_OFFSETS = [300, 400, 500, 600];

/** The first offset of FIRST_RUN_PORT_OFFSETS whose ports are free. */
export async function firstRunPortOffset() {
  for (const offset of FIRST_RUN_PORT_OFFSETS) {
    if ((await busyPorts(stackPorts(offset))).length === 0) return offset;
  }
  throw new Error(
    `No free ports for the first run at offsets ${FIRST_RUN_PORT_OFFSETS.join(', ')}.`,
  );
}
const RUNNING = /The parent portal is running at (\S+)/;

/** The working tree's files, copied to `dir` as a clone of it would be. @param {string} dir */
export function copyWorkingTree(dir) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  return files.length;
}

/**
 * Runs `npm start` in `dir` until the portal answers; returns the seconds it took and the
 * seconds of each step it printed, then stops it. `env` names the ports' offset (PORT_OFFSET).
 * @param {string} dir @param {Record<string, string>} env @param {(line: string) => void} log
 */
export async function timeStart(dir, env, log) {
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  /** @type {string[]} */
  const lines = [];
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('npm start did not finish in 15 minutes')),
        900_000,
      );
      let buffered = '';
      const read = (/** @type {Buffer} */ chunk) => {
        buffered += chunk.toString();
        const parts = buffered.split('\n');
        buffered = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          if (/^\s*(✓|✗|Built|Packages ready|This machine's Node|Fetching Node)/.test(line))
            log(`  ${line.trim()}`);
          const match = RUNNING.exec(line);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${code}):\n${lines.slice(-30).join('\n')}`));
      });
    });
    const seconds = (Date.now() - started) / 1000;
    const res = await fetch(String(url));
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return { seconds, lines };
  } finally {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone (npm start exited): the error above says why.
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  }
}

/**
 * The first-run figures: a copy of the working tree started with an empty package store,
 * then started again with nothing changed.
 * @param {{ log: (line: string) => void }} options
 */
export async function benchFirstRun({ log }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-run-'));
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-run-store-'));
  try {
    const files = copyWorkingTree(dir);
    const offset = await firstRunPortOffset();
    log(`first run: ${files} files in ${dir}, an empty pnpm store, ports + ${offset}`);
    // A new machine: no package store, no npm cache (the pinned Node's download is counted),
    // and the machine's own PATH, without the pinned Node this bench may run on.
    const env = {
      pnpm_config_store_dir: store,
      npm_config_cache: path.join(store, 'npm-cache'),
      PATH: process.env.PORTAL_MACHINE_PATH ?? process.env.PATH ?? '',
      PORT_OFFSET: String(offset),
    };
    const first = await timeStart(dir, env, log);
    log(`first run: the portal answered after ${first.seconds.toFixed(0)} s; starting again…`);
    const second = await timeStart(dir, env, log);
    log(`second run: the portal answered after ${second.seconds.toFixed(1)} s`);
    const stepSeconds = (/** @type {RegExp} */ pattern) => {
      const line = first.lines.find((l) => pattern.test(l));
      const match = line && /(\d+(?:\.\d+)?) s\b/.exec(line);
      return match ? Number(match[1]) : NaN;
    };
    return {
      fresh: first.seconds,
      again: second.seconds,
      install: stepSeconds(/^Packages ready/),
      services: stepSeconds(/services built in/),
      apps: stepSeconds(/^Built \d+ apps? in/),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(store, { recursive: true, force: true });
  }
}
