// @ts-check
// One package's pipeline: `pnpm --filter <package> run ci` runs this in the package's folder.
// Lint, formatting, types, unit tests, the production build, the contract check of the build
// against the host's expectations and the size budget, for that package only: a remote's
// pipeline builds nothing of the other apps (the host's expectations are read from its webpack
// configuration, or from a live host with PORTAL_HOST_URL). Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../tooling/webpack-config/local-stack.mjs';
import { appJsSize } from './lib/size-budgets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? process.cwd());
const rel = path.relative(ROOT, dir);
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules/.bin', name);
const remote = REMOTES.find((r) => r.dir === rel);
const isApp = rel === 'host' || !!remote;

/** @type {[string, () => boolean][]} */
const steps = [];
/** @param {string} cmd @param {string[]} args @param {string} [cwd] */
const run = (cmd, args, cwd = dir) =>
  spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env }).status === 0;

steps.push(['lint (ESLint)', () => run(bin('eslint'), [rel, '--max-warnings=0'], ROOT)]);
steps.push(['format (Prettier)', () => run(bin('prettier'), ['--check', rel], ROOT)]);
if (pkg.scripts?.typecheck)
  steps.push(['types (tsc, strict)', () => run('pnpm', ['run', 'typecheck'])]);
if (pkg.scripts?.test && rel !== 'e2e')
  steps.push(['unit tests (Jest)', () => run('pnpm', ['exec', 'jest', '--ci'])]);
if (pkg.scripts?.build) steps.push(['production build', () => run('pnpm', ['run', 'build'])]);

if (remote) {
  steps.push([
    'contract check (this build against the host)',
    () =>
      run(
        process.execPath,
        [
          'scripts/check-contracts.mjs',
          '--remote',
          remote.name,
          '--remote-build',
          path.join(dir, 'dist'),
          ...(process.env.PORTAL_HOST_URL ? ['--host', process.env.PORTAL_HOST_URL] : []),
        ],
        ROOT,
      ),
  ]);
} else if (rel === 'host' || rel === 'shared') {
  // The host's build (or @portal/shared's contract) against what every remote declares.
  steps.push([
    'contract check (every remote against this host)',
    () => run(process.execPath, ['scripts/check-contracts.mjs'], ROOT),
  ]);
}

if (isApp) {
  steps.push([
    'size budget (JS in dist, gzip)',
    () => {
      const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'size-budgets.json'), 'utf8'));
      const budget = budgets.apps[rel];
      const { gzip } = appJsSize(path.join(dir, 'dist'));
      const kb = gzip / 1024;
      console.log(`${rel}: ${kb.toFixed(1)} KB gzip (budget ${budget ?? 'none'} KB)`);
      if (budget === undefined) {
        console.error(`size-budgets.json has no budget for ${rel}.`);
        return false;
      }
      return kb <= budget;
    },
  ]);
}

const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n▶ ${pkg.name}: ${name}`);
  const t = Date.now();
  if (!step()) {
    console.error(`\n✗ ${pkg.name}: ${name} failed.`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
console.log(
  `\n✓ ${pkg.name}: ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
