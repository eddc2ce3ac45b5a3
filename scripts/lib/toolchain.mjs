// @ts-check
// What the two README commands need before anything else: pnpm at the pinned version,
// the packages from the lockfile, and (for browser tests) a Chromium.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { buildApps, profileStamp } from './app-builds/build-apps.mjs';
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

/** The apps built by webpack, largest build first (the order the build queue takes them in). */
export const APPS = [
  'remote-certificate',
  'remote-medical-form',
  'remote-pickup',
  'remote-documents',
  'host',
  'remote-billing',
  'remote-auth',
  'remote-release',
];

/** What every app's build reads besides its own folder. */
const COMMON_INPUTS = ['shared/src', 'rules/src', 'tooling/webpack-config', 'pnpm-lock.yaml'];
/** What the services' builds read. */
const SERVICE_INPUTS = [
  'services/gateway/src',
  'services/gateway/schema.graphql',
  'services/gateway/tsconfig.build.json',
  'services/functions/src',
  'services/functions/tsconfig.build.json',
  'services/service-kit/src',
  'services/service-kit/tsconfig.build.json',
  'rules/src',
  'rules/tsconfig.build.json',
  'pnpm-lock.yaml',
];
const SERVICE_OUTPUTS = ['services/gateway/dist/main.js', 'services/functions/dist/main.js'];

/**
 * True when an app's dist is missing, older than anything its build reads, or built with a
 * lesser profile than asked (a release build serves for a local one, not the other way).
 * A dist built outside this launcher (`pnpm --filter <app> build`) is a release build.
 * @param {string} dir
 * @param {'local' | 'release'} [profile]
 * @param {string} [root] the repository (tests use a folder of their own)
 */
export function isStale(dir, profile = 'local', root = ROOT) {
  const stamp = path.join(root, dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  if (profile === 'release' && builtProfile(path.join(root, dir)) !== 'release') return true;
  const inputs = [
    path.join(dir, 'src'),
    path.join(dir, 'package.json'),
    path.join(dir, 'webpack.config.mjs'),
    ...COMMON_INPUTS,
  ];
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/** @param {string} appDir @returns {'local' | 'release'} */
function builtProfile(appDir) {
  try {
    return JSON.parse(fs.readFileSync(profileStamp(appDir), 'utf8')).profile === 'local'
      ? 'local'
      : 'release';
  } catch {
    return 'release';
  }
}

/** True when a service's compiled output is missing or older than its sources. */
export function servicesStale() {
  const outputs = SERVICE_OUTPUTS.map((f) => path.join(ROOT, f));
  if (!outputs.every((f) => fs.existsSync(f))) return true;
  const built = Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
  return SERVICE_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

/** The newest modification time of a file, or of every file in a folder (0 when missing). */
function newestMtime(/** @type {string} */ target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    // An install rewrites node_modules (tooling/webpack-config has one): not a source.
    if (file.split(path.sep).includes('node_modules')) continue;
    newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Builds the services (tsc) when their sources changed. Its output is held back and shown only
 * when it fails, so that it does not break into the apps' progress lines.
 * @param {string} pnpm @param {{ force?: boolean, log?: (line: string) => void }} [options]
 */
export async function buildServices(pnpm, { force = false, log = console.log } = {}) {
  if (!force && !servicesStale()) return;
  const started = Date.now();
  log('Building the gateway and the functions service (TypeScript)…');
  const child = spawn(
    pnpm,
    // One at a time: both builds compile @portal/service-kit's dist/ first, and two tsc
    // writing the same files at once could each read the other's half-written declarations.
    [
      '--workspace-concurrency=1',
      '--filter',
      '@portal/gateway',
      '--filter',
      '@portal/functions',
      'build',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const [code] = await once(child, 'close');
  if (code !== 0) {
    log(Buffer.concat(output).toString().trim());
    throw new Error(`The services' build failed (exit ${code}).`);
  }
  // tsc leaves an unchanged file alone: the stamps say when the build ran.
  const now = new Date();
  for (const f of SERVICE_OUTPUTS) fs.utimesSync(path.join(ROOT, f), now, now);
  log(`  ✓ services built in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Builds every app whose dist is stale (all with `force`), side by side (app-builds/build-apps.mjs).
 * @param {{ force?: boolean, profile?: 'local' | 'release', log?: (line: string) => void }} [options]
 */
export async function buildStaleApps({ force = false, profile = 'local', log } = {}) {
  const apps = APPS.filter((app) => force || isStale(app, profile));
  await buildApps(
    apps.map((app) => ({ name: app, dir: path.join(ROOT, app) })),
    { profile, log },
  );
}

/**
 * Builds what is stale: the services (tsc), then every app (webpack, side by side).
 * @param {string} pnpm @param {{ force?: boolean, profile?: 'local' | 'release' }} [options]
 */
export async function buildAll(pnpm, { force = false, profile = 'local' } = {}) {
  await buildServices(pnpm, { force });
  await buildStaleApps({ force, profile });
}
