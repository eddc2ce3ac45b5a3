// @ts-check
// What an app's build says about itself, next to its mf-manifest.json: the mount contract
// version it speaks, what it exposes (with the types of each expose) and, for the host, what
// it expects from each remote. The contract check (scripts/lib/contract-check.mjs) compares a
// remote's built output with the host's, so the two may come from different commits.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REMOTES } from './local-stack.mjs';

export const CONTRACT_FILE = 'portal-contract.json';
export const CONTRACT_SCHEMA = 1;
/** The only kind of expose the host mounts: single-spa lifecycles plus `contractVersion`. */
export const MOUNT_LIFECYCLES = 'mount-lifecycles';

/**
 * The mount contract version of the @portal/shared an app builds against.
 * @param {string} dir the app's folder
 * @returns {number}
 */
export function mountContractVersion(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  // '@portal/shared' resolves to its src/index.ts (it exports no package.json).
  const sharedDir = path.resolve(path.dirname(require.resolve('@portal/shared')), '..');
  const source = fs.readFileSync(path.join(sharedDir, 'src/contract/mount-contract.ts'), 'utf8');
  const match = source.match(/export const MOUNT_CONTRACT_VERSION = (\d+);/);
  if (!match) throw new Error(`No MOUNT_CONTRACT_VERSION in ${sharedDir}/src/contract.`);
  return Number(match[1]);
}

/**
 * The declared types of the './mount' expose (the mount contract of @portal/shared at the
 * version the app builds against), published with the build as `portal-types/mount.d.ts`.
 * @param {number} version
 */
export function mountTypes(version) {
  return `// Types of the './mount' expose: mount contract v${version} (@portal/shared/src/contract).
import type { Location, Navigator } from 'react-router-dom';
export interface RemoteLifecycleProps {
  remote: string;
  location: Location;
  navigator: Navigator;
  name?: string;
  domElement?: HTMLElement;
  [key: string]: unknown;
}
export declare const contractVersion: ${version};
export declare function bootstrap(props: RemoteLifecycleProps): Promise<unknown>;
export declare function mount(props: RemoteLifecycleProps): Promise<unknown>;
export declare function update(props: RemoteLifecycleProps): Promise<unknown>;
export declare function unmount(props: RemoteLifecycleProps): Promise<unknown>;
`;
}

/**
 * The contract document of one app, as its build emits it.
 * @param {{
 *   dir: string,
 *   name: string,
 *   kind: 'host' | 'remote',
 *   exposes?: Record<string, string>,
 *   shared: Record<string, { version?: string, requiredVersion?: string | false, singleton?: boolean }>,
 *   federationRuntime?: { lends: string } | { borrows: string },
 * }} app
 */
export function describeApp(app) {
  const pkg = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
  const version = mountContractVersion(app.dir);
  const shared = Object.fromEntries(
    Object.entries(app.shared).map(([key, s]) => [
      key,
      { version: s.version, requiredVersion: s.requiredVersion, singleton: !!s.singleton },
    ]),
  );
  const base = {
    schema: CONTRACT_SCHEMA,
    name: app.name,
    kind: app.kind,
    package: pkg.name,
    version: pkg.version,
    shared,
    // The host lends its federation runtime; a remote's production build borrows it.
    ...(app.federationRuntime ? { federationRuntime: app.federationRuntime } : {}),
  };
  if (app.kind === 'host') {
    return {
      ...base,
      // The host mounts exactly one version of the contract (host/src/remotes/load-remote.ts).
      mountContract: { speaks: [version] },
      expects: Object.fromEntries(
        REMOTES.map((r) => [r.name, { exposes: { './mount': MOUNT_LIFECYCLES } }]),
      ),
    };
  }
  return {
    ...base,
    mountContract: { version },
    exposes: Object.fromEntries(
      Object.keys(app.exposes ?? {}).map((key) => [
        key,
        key === './mount'
          ? { kind: MOUNT_LIFECYCLES, types: `portal-types/${key.slice(2)}.d.ts` }
          : { kind: 'module' },
      ]),
    ),
  };
}

/** Emits portal-contract.json (and the expose types) into the build. */
export class PortalContractPlugin {
  /** @param {Parameters<typeof describeApp>[0]} app */
  constructor(app) {
    this.app = app;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortalContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortalContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const doc = describeApp(this.app);
          compilation.emitAsset(
            CONTRACT_FILE,
            new sources.RawSource(`${JSON.stringify(doc, null, 2)}\n`),
          );
          if (doc.kind === 'remote' && doc.exposes?.['./mount']) {
            compilation.emitAsset(
              'portal-types/mount.d.ts',
              new sources.RawSource(mountTypes(mountContractVersion(this.app.dir))),
            );
          }
        },
      );
    });
  }
}
