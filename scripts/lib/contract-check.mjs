// @ts-check
// The host <-> remote contract, checked on built artifacts: a remote's build (its
// mf-manifest.json and portal-contract.json) against the host's build, so the two may come
// from different commits (a remote deployed on its own, a host already live). Every problem
// names the remote and the mismatch.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('semver') | undefined} */
let semverModule;
/**
 * The `semver` package, loaded at its first use: `npm test` and `npm start` import this module
 * (through the stack's CDN registry) before they have installed the packages.
 * @returns {typeof import('semver')}
 */
function semver() {
  semverModule ??= /** @type {typeof import('semver')} */ (require('semver'));
  return semverModule;
}

export const CONTRACT_FILE = 'portal-contract.json';
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * @typedef {{ version?: string, requiredVersion?: string | false, singleton?: boolean }} SharedInfo
 * @typedef {{
 *   manifest: { name?: string, exposes?: { path?: string, name?: string }[], shared?: ({ name: string } & SharedInfo)[] },
 *   contract: {
 *     schema?: number, name?: string, kind?: string, package?: string, version?: string,
 *     mountContract?: { version?: number, speaks?: number[] },
 *     exposes?: Record<string, { kind?: string, types?: string }>,
 *     expects?: Record<string, { exposes: Record<string, string> }>,
 *     shared?: Record<string, SharedInfo>,
 *     federationRuntime?: { lends?: string, borrows?: string },
 *   } | null,
 *   from: string,
 * }} Artifact
 */

/** @param {string} range */
function validRange(range) {
  if (semver().validRange(range) === null) throw new Error(`Not a version range: "${range}"`);
  return range;
}

/** @param {string} version */
function validVersion(version) {
  if (semver().valid(version) === null) throw new Error(`Not a version: "${version}"`);
  return version;
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Reads a build: a folder (an app's dist, a CDN version) or a base URL (a live host).
 * @param {string} source @returns {Promise<Artifact>}
 */
export async function readArtifact(source) {
  if (/^https?:\/\//.test(source)) {
    const base = source.replace(/\/(?:mf-manifest\.json|portal-contract\.json)?$/, '');
    /** @param {string} file */
    const get = async (file) => {
      const res = await fetch(`${base}/${file}`, { cache: 'no-store' });
      if (!res.ok) throw new Error(`${base}/${file}: HTTP ${res.status}`);
      return res.json();
    };
    return { manifest: await get(MANIFEST_FILE), contract: await get(CONTRACT_FILE), from: base };
  }
  const manifest = path.join(source, MANIFEST_FILE);
  if (!fs.existsSync(manifest)) throw new Error(`${source} has no ${MANIFEST_FILE} (not a build)`);
  const contract = path.join(source, CONTRACT_FILE);
  return {
    manifest: readJson(manifest),
    contract: fs.existsSync(contract) ? readJson(contract) : null,
    from: source,
  };
}

/**
 * What an app's build would say about itself, read from its webpack configuration without
 * building it (for an app not built here, e.g. the host in a remote's own pipeline).
 * @param {string} appDir @returns {Promise<Artifact>}
 */
export async function describeWorkspaceApp(appDir) {
  const { default: config } = await import(
    pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href
  );
  const { describeApp } = await import(
    pathToFileURL(path.join(appDir, '../tooling/webpack-config/index.mjs')).href
  );
  // The production configuration, as the build would make it (nothing is compiled); a
  // remote's is two compilations (the app, and its standalone page's federation runtime).
  const plugin = [config({}, { mode: 'production' })]
    .flat()
    .flatMap((c) => c.plugins ?? [])
    .find((/** @type {any} */ p) => p?.constructor?.name === 'PortalContractPlugin');
  if (!plugin) throw new Error(`${appDir}/webpack.config.mjs has no PortalContractPlugin`);
  const app = plugin.app;
  const shared = app.shared;
  const contract = describeApp(app);
  return {
    manifest: {
      name: app.name,
      exposes: Object.keys(app.exposes ?? {}).map((key) => ({ path: key })),
      shared: Object.entries(shared).map(([name, s]) => ({ name, ...s })),
    },
    contract,
    from: `${path.basename(appDir)} (workspace, not built)`,
  };
}

/**
 * Every shared module of a build, by name (trailing-slash keys share a package's subpaths).
 * @param {Artifact} a @returns {Map<string, SharedInfo>}
 */
function sharedOf(a) {
  /** @type {Map<string, SharedInfo>} */
  const map = new Map();
  for (const [name, s] of Object.entries(a.contract?.shared ?? {})) map.set(name, s);
  for (const s of a.manifest.shared ?? []) {
    const prev = map.get(s.name);
    map.set(s.name, {
      version: s.version ?? prev?.version,
      requiredVersion: s.requiredVersion ?? prev?.requiredVersion,
      singleton: s.singleton ?? prev?.singleton,
    });
  }
  return map;
}

/**
 * The host's entry for a shared module: the same name, or a subpath key covering it.
 * @param {Map<string, SharedInfo>} host @param {string} name
 */
function hostShared(host, name) {
  const exact = host.get(name);
  if (exact) return { key: name, info: exact };
  for (const [key, info] of host) {
    if (key.endsWith('/') && name.startsWith(key)) return { key, info };
  }
  return null;
}

/**
 * Compares one remote's build with the host's. Returns one message per mismatch; empty when
 * they agree.
 * @param {Artifact} remote @param {Artifact} host @param {string} [expectedName]
 * @returns {string[]}
 */
export function checkRemote(remote, host, expectedName) {
  const name = remote.contract?.name ?? remote.manifest.name ?? expectedName ?? 'unknown';
  const who = `remote "${name}"`;
  /** @type {string[]} */
  const problems = [];
  /** @param {string} text */
  const problem = (text) => problems.push(`${who}: ${text}`);

  if (expectedName && name !== expectedName)
    problem(`the build is of remote "${name}", not "${expectedName}"`);
  if (!remote.contract) {
    problem(`its build has no ${CONTRACT_FILE} (built without @portal/webpack-config?)`);
    return problems;
  }
  if (!host.contract || host.contract.kind !== 'host') {
    problems.push(
      `the host build (${host.from}) has no host ${CONTRACT_FILE}: it is older than the contract check; rebuild it (pnpm --filter @portal/host build)`,
    );
    return problems;
  }

  // 1. Exposes: what the host loads from this remote must be there, of the right kind.
  const expected = host.contract.expects?.[name];
  if (!expected) {
    problem(
      `the host does not know this remote (it expects ${Object.keys(host.contract.expects ?? {}).join(', ')})`,
    );
  } else {
    const built = (remote.manifest.exposes ?? []).map((e) => e.path ?? `./${e.name}`);
    for (const [key, kind] of Object.entries(expected.exposes)) {
      if (!built.includes(key)) {
        problem(
          `expose "${key}" that the host loads is missing (the build exposes ${built.length ? built.map((b) => `"${b}"`).join(', ') : 'nothing'})`,
        );
        continue;
      }
      const declared = remote.contract.exposes?.[key]?.kind;
      if (declared !== kind)
        problem(
          `expose "${key}" is ${declared ? `a "${declared}"` : 'undeclared'}, the host mounts a "${kind}"`,
        );
    }
  }

  // 2. The mount contract version.
  const speaks = host.contract.mountContract?.speaks ?? [];
  const version = remote.contract.mountContract?.version;
  if (version === undefined || !speaks.includes(version)) {
    problem(
      `mount contract version ${version ?? '(none)'} is not one the host speaks (host: ${speaks.map((v) => `v${v}`).join(', ') || 'none'})`,
    );
  }

  // 3. Shared singletons: ranges that intersect, and the host's copy accepted by the remote.
  const hostMap = sharedOf(host);
  for (const [key, info] of sharedOf(remote)) {
    const found = hostShared(hostMap, key);
    if (!found) {
      if (info.singleton)
        problem(
          `shares "${key}" as a singleton, which the host does not share (two copies would load)`,
        );
      continue;
    }
    const h = found.info;
    if (info.singleton && h.singleton === false)
      problem(`shares "${key}" as a singleton, the host shares it as a non-singleton`);
    const range = typeof info.requiredVersion === 'string' ? info.requiredVersion : null;
    const hostRange = typeof h.requiredVersion === 'string' ? h.requiredVersion : null;
    try {
      if (range && hostRange && !semver().intersects(validRange(range), validRange(hostRange))) {
        problem(
          `shared singleton "${key}" range ${range} (it builds with ${info.version ?? '?'}) does not intersect the host's ${hostRange} (the host provides ${h.version ?? '?'})`,
        );
      } else if (
        range &&
        h.version &&
        !semver().satisfies(validVersion(h.version), validRange(range))
      ) {
        problem(
          `shared singleton "${key}": the host provides ${h.version}, outside the remote's range ${range}`,
        );
      }
    } catch (error) {
      problem(`shared "${key}": ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // 4. The federation runtime: a remote built to borrow the host's needs a host that lends
  // the same minor version (the remote's webpack glue calls the runtime's internals).
  const borrows = remote.contract.federationRuntime?.borrows;
  if (borrows) {
    const lends = host.contract.federationRuntime?.lends;
    const minor = (/** @type {string} */ v) => v.split('.').slice(0, 2).join('.');
    if (!lends)
      problem(
        `borrows the host's federation runtime ${borrows}, and the host lends none (rebuild the host with this @portal/webpack-config)`,
      );
    else if (minor(lends) !== minor(borrows))
      problem(
        `borrows the host's federation runtime ${borrows}, and the host lends ${lends} (the same minor version is needed)`,
      );
  }
  return problems;
}
