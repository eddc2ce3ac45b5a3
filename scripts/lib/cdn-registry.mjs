// @ts-check
// Deploy and rollback of one remote by registry. A remote's build is published as an
// immutable, versioned folder of a CDN (locally: a folder the portal's server serves under
// /cdn/), and the registry state says which version of each remote is live. The host reads
// the registry through /portal.config.json, so a deploy or a rollback needs no host rebuild.
//
//   <cdn>/<remote>/<version>/        a build, never changed once published
//   <cdn>/.registry.json             { remotes: { <remote>: { live, history, versions } } }
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_FILE, checkRemote, readArtifact } from './contract-check.mjs';

export const REGISTRY_FILE = '.registry.json';
/** Where the portal's server serves the CDN folder. */
export const CDN_PREFIX = '/cdn/';

// What a build may say about itself before it becomes part of a path under the CDN folder:
// a strict semver (x.y.z, optional -prerelease and +build of letters, digits, dots and
// dashes), short enough for a folder name, and a remote name of letters, digits, _ and -.
const IDENTIFIER = '(?:0|[1-9]\\d*|\\d*[A-Za-z-][0-9A-Za-z-]*)';
const SEMVER_SOURCE =
  '(?:0|[1-9]\\d*)\\.(?:0|[1-9]\\d*)\\.(?:0|[1-9]\\d*)' +
  `(?:-${IDENTIFIER}(?:\\.${IDENTIFIER})*)?` +
  '(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?';
const SEMVER = new RegExp(`^${SEMVER_SOURCE}$`);
/** A published version's id: the build's version and ten hex digits of its content hash. */
const VERSION_ID = new RegExp(`^${SEMVER_SOURCE}-[0-9a-f]{10}$`);
export const MAX_VERSION_LENGTH = 64;
const REMOTE_NAME = /^[a-z][a-z0-9_-]{0,63}$/;

/** A deploy refused before anything is written (an unsafe build or remote name). */
export class UnsafeBuild extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'UnsafeBuild';
  }
}

/**
 * The build's own version (`version` of its portal-contract.json), only when it is a strict
 * semver: it becomes part of a folder name under the CDN folder.
 * @param {unknown} version @param {string} contractFile the file it came from, for the message
 * @returns {string}
 */
export function checkedBuildVersion(version, contractFile) {
  if (typeof version === 'string' && version.length <= MAX_VERSION_LENGTH && SEMVER.test(version))
    return version;
  const got = version === undefined ? 'nothing' : (JSON.stringify(version) ?? String(version));
  throw new UnsafeBuild(
    `${contractFile}: the field "version" must be a semver version like 1.2.3 (optionally -rc.1 or +build.5: letters, digits, dots and dashes; at most ${MAX_VERSION_LENGTH} characters); got ${got.slice(0, 80)}. Nothing was published.`,
  );
}

/** @param {string} remote @returns {string} */
function checkedRemoteName(remote) {
  if (typeof remote === 'string' && REMOTE_NAME.test(remote)) return remote;
  throw new UnsafeBuild(
    `The remote name ${JSON.stringify(remote)} is not one of letters, digits, _ and - (it names a folder of the CDN).`,
  );
}

/**
 * A path inside the CDN folder, resolved; throws when the parts would lead anywhere else
 * (the folder itself included), whatever they hold.
 * @param {string} cdnDir @param {...string} parts @returns {string}
 */
export function insideCdn(cdnDir, ...parts) {
  const root = path.resolve(cdnDir);
  const target = path.resolve(root, ...parts);
  const relative = path.relative(root, target);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative))
    throw new UnsafeBuild(
      `Refused to write ${JSON.stringify(parts.join('/'))}: it is not inside the CDN folder ${root}.`,
    );
  return target;
}

/**
 * @typedef {{ live: string | null, history: string[], versions: Record<string, { publishedAt: string, from: string }> }} RemoteState
 * @typedef {{ remotes: Record<string, RemoteState> }} Registry
 */

/** @param {string} cdnDir @returns {Registry} */
export function readRegistry(cdnDir) {
  const file = path.join(cdnDir, REGISTRY_FILE);
  if (!fs.existsSync(file)) return { remotes: {} };
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed.remotes !== 'object' || parsed.remotes === null)
    throw new Error(`${file} is not a registry ({ "remotes": { … } }).`);
  // Its names become addresses under /cdn/ (applyRegistry): only ones deploy could write.
  /** @param {unknown} v */
  const isVersionId = (v) => typeof v === 'string' && VERSION_ID.test(v);
  for (const [remote, state] of Object.entries(parsed.remotes)) {
    const fine =
      REMOTE_NAME.test(remote) &&
      (state?.live === null || isVersionId(state?.live)) &&
      Array.isArray(state?.history) &&
      state.history.every(isVersionId);
    if (!fine)
      throw new Error(
        `${file} is not a registry: remote ${JSON.stringify(remote)} has a name or a version that deploy never writes.`,
      );
  }
  return parsed;
}

/** Written whole and renamed into place: a reader never sees half a registry. @param {string} cdnDir @param {Registry} registry */
function writeRegistry(cdnDir, registry) {
  fs.mkdirSync(cdnDir, { recursive: true });
  const tmp = insideCdn(cdnDir, `${REGISTRY_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, insideCdn(cdnDir, REGISTRY_FILE));
}

/** The manifest address of a published version, as the host page loads it. @param {string} remote @param {string} version */
export const manifestPath = (remote, version) =>
  `${CDN_PREFIX}${remote}/${version}/mf-manifest.json`;

/**
 * The runtime document with the registry applied: each remote with a live version points at
 * it; the others keep their default address. `versions` says which version is live.
 * @template {{ remotes: Record<string, string> }} D
 * @param {D} doc @param {Registry} registry
 * @returns {D & { versions: Record<string, string> }}
 */
export function applyRegistry(doc, registry) {
  const remotes = { ...doc.remotes };
  /** @type {Record<string, string>} */
  const versions = {};
  for (const [name, state] of Object.entries(registry.remotes)) {
    if (state.live && name in remotes) {
      remotes[name] = manifestPath(name, state.live);
      versions[name] = state.live;
    }
  }
  return { ...doc, remotes, versions };
}

/** Every file of a folder, sorted, relative. @param {string} dir @returns {string[]} */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

/**
 * A version id for a build: its package version and a hash of its content, so the same build
 * always gets the same id and two different builds never share one.
 * @param {string} buildDir @param {string} packageVersion
 */
export function versionOf(buildDir, packageVersion) {
  const hash = crypto.createHash('sha256');
  for (const f of filesOf(buildDir)) {
    if (f.endsWith('.map')) continue;
    hash
      .update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(buildDir, f)))
      .update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

/**
 * Publishes a remote's build and makes it live, after checking it against the live host.
 * Refuses (throws DeployRefused, the registry untouched) when the contract check fails.
 * @param {{ cdnDir: string, remote: string, buildDir: string, host: import('./contract-check.mjs').Artifact }} options
 */
export async function deploy({ cdnDir, remote, buildDir, host }) {
  checkedRemoteName(remote);
  const artifact = await readArtifact(buildDir);
  const problems = checkRemote(artifact, host, remote);
  const registry = readRegistry(cdnDir);
  const state = registry.remotes[remote] ?? { live: null, history: [], versions: {} };
  if (problems.length) throw new DeployRefused(remote, state.live, problems);

  const contractFile = path.join(buildDir, CONTRACT_FILE);
  const version = versionOf(
    buildDir,
    checkedBuildVersion(artifact.contract?.version, contractFile),
  );
  const target = insideCdn(cdnDir, remote, version);
  if (!fs.existsSync(target)) {
    // Copied beside, then renamed: a version folder is complete or absent.
    const tmp = insideCdn(cdnDir, remote, `${version}.${process.pid}.tmp`);
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(buildDir, tmp, { recursive: true, filter: (src) => !src.endsWith('.map') });
    fs.renameSync(tmp, target);
  }
  const previous = state.live;
  if (previous !== version) state.history.push(version);
  state.live = version;
  state.versions[version] ??= { publishedAt: new Date().toISOString(), from: buildDir };
  registry.remotes[remote] = state;
  writeRegistry(cdnDir, registry);
  return { version, previous, manifest: manifestPath(remote, version) };
}

/**
 * Points a remote back at the version that was live before the current one (or at its
 * default address when no earlier version was deployed). The current version stays published,
 * so pages that loaded it keep working.
 * @param {{ cdnDir: string, remote: string }} options
 */
export function rollback({ cdnDir, remote }) {
  checkedRemoteName(remote);
  const registry = readRegistry(cdnDir);
  const state = registry.remotes[remote];
  if (!state?.live) throw new Error(`Remote "${remote}" has no deployed version to roll back.`);
  const from = state.live;
  state.history.pop();
  state.live = state.history.at(-1) ?? null;
  writeRegistry(cdnDir, registry);
  return { from, to: state.live };
}

/**
 * Each remote's live version and the versions published for it.
 * @param {{ cdnDir: string, remotes: string[] }} options
 */
export function status({ cdnDir, remotes }) {
  const registry = readRegistry(cdnDir);
  return remotes.map((remote) => {
    const dir = insideCdn(cdnDir, checkedRemoteName(remote));
    const available = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter(
            (v) => !v.endsWith('.tmp') && fs.existsSync(path.join(dir, v, 'mf-manifest.json')),
          )
          .sort(
            (a, b) =>
              fs.statSync(path.join(dir, a)).mtimeMs - fs.statSync(path.join(dir, b)).mtimeMs,
          )
      : [];
    return { remote, live: registry.remotes[remote]?.live ?? null, available };
  });
}

export class DeployRefused extends Error {
  /** @param {string} remote @param {string | null} live @param {string[]} problems */
  constructor(remote, live, problems) {
    super(
      `Deploy of "${remote}" refused: the build does not agree with the live host.\n- ${problems.join('\n- ')}\n"${remote}" stays at ${live ?? 'its default address'}.`,
    );
    this.name = 'DeployRefused';
    this.problems = problems;
  }
}
