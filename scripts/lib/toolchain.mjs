// @ts-check
// What the two README commands need before anything else: pnpm at the pinned version,
// the packages from the lockfile, and (for browser tests) a Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

/** @param {string} cmd @param {string[]} args */
function versionOf(cmd, args = ['--version']) {
  try {
    return execFileSync(cmd, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** Returns the pnpm command to use, installing the pinned version when it is missing. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  const local = path.join(ROOT, '.tools/node_modules/.bin/pnpm');
  if (versionOf(local) === PNPM_VERSION) return local;
  console.log(`Installing pnpm ${PNPM_VERSION}…`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  // No rights for a global install: keep a private copy in .tools/.
  run('npm', [
    'install',
    '--prefix',
    path.join(ROOT, '.tools'),
    '--no-save',
    `pnpm@${PNPM_VERSION}`,
  ]);
  return local;
}

/**
 * Runs a command in the repo root with inherited output; throws when it fails.
 * @param {string} cmd @param {string[]} args @param {{ env?: Record<string, string | undefined>, cwd?: string }} [options]
 */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: options.cwd ?? ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status}).`);
}

/** @param {string} pnpm */
export function installPackages(pnpm) {
  run(pnpm, ['install', '--frozen-lockfile'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

/** True when a command is on the PATH. @param {string} command */
function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * The certificate suite reads the PDFs it downloads with poppler's `pdftotext` and `pdfinfo`;
 * on Debian as root, installs `poppler-utils` when they are missing.
 */
export function ensurePdfTools() {
  if (onPath('pdftotext') && onPath('pdfinfo')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('No pdftotext found: installing Debian’s poppler-utils…');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (onPath('pdftotext')) return;
  }
  throw new Error(
    'pdftotext and pdfinfo are missing: install poppler-utils (the PDF checks need them).',
  );
}

/** Finds a Chromium or Chrome; on Debian as root, installs Debian's chromium when none is found. */
export function ensureChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ].filter(Boolean);
  const found = candidates.find((file) => file && fs.existsSync(file));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian’s chromium…');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium or Chrome found. Install one, or set CHROME_PATH to its executable.',
  );
}

/** The apps built by webpack, in build order. */
export const APPS = [
  'host',
  'remote-auth',
  'remote-medical-form',
  'remote-pickup',
  'remote-certificate',
  'remote-billing',
];

/**
 * True when an app's dist is older than its sources or @portal/shared's.
 * @param {string} dir
 */
export function isStale(dir) {
  const stamp = path.join(ROOT, dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = [
    path.join(ROOT, dir, 'src'),
    path.join(ROOT, 'shared/src'),
    path.join(ROOT, 'tooling/webpack-config'),
  ];
  return sources.some((folder) => newestMtime(folder) > built);
}

/** @param {string} folder @returns {number} */
function newestMtime(folder) {
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Builds what is stale: the services (tsc) and every app (webpack, one at a time on small machines).
 * @param {string} pnpm @param {{ force?: boolean }} [options]
 */
export function buildAll(pnpm, { force = false } = {}) {
  run(pnpm, ['--filter', '@portal/gateway', '--filter', '@portal/functions', 'build']);
  for (const app of APPS) {
    if (force || isStale(app)) {
      console.log(`Building ${app}…`);
      run(pnpm, ['--filter', `./${app}`, 'build']);
    }
  }
}
