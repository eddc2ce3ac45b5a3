// @ts-check
// What stands in for the federation runtime's SnapshotHandler (its manifest snapshots) in the
// portal's builds. The host reads each remote's mf-manifest.json itself and registers the entry
// it names (host/src/remotes/remote-manifest.ts), and every app builds its runtime with
// `disableSnapshot`, which leaves the snapshot plugins out; the runtime still makes a
// SnapshotHandler for an app that loads remotes, and its remote handler still asks it for a
// snapshot to forget when a remote is registered again. With none taken, there is nothing to
// read or forget: about 3 KB gz less of every first load's main.js (docs/size.md).

/** The runtime's plugin hooks for snapshots: none, so a plugin adds nothing here. */
const NO_HOOKS = Object.freeze({
  lifecycle: {},
  registerPlugins: {},
  applyPlugin() {},
  removePlugin() {},
});

export class SnapshotHandler {
  constructor() {
    this.hooks = NO_HOOKS;
    /** Manifests read by the runtime: none, since the host reads them. */
    this.manifestCache = new Map();
  }

  /** @returns {never} */
  loadRemoteSnapshotInfo() {
    throw new Error(
      "The portal's federation runtime takes no manifest snapshots: register a remote by its " +
        'remoteEntry.js (host/src/remotes/remote-manifest.ts reads its manifest).',
    );
  }
}

/** The host's snapshot of a remote, which the runtime forgets on a new registration: none. */
export function getGlobalRemoteInfo() {
  return {};
}

/** The runtime module this replaces. */
export const SNAPSHOT_HANDLER_MODULE =
  /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
