// @ts-check
// What stands in for the federation runtime's asset preloading (`preloadRemote`, and the
// preloading its manifest snapshots did) in the portal's builds. The host preloads a remote's
// files itself from the manifest it reads (host/src/remotes/remote-manifest.ts), and the
// snapshots that preloaded are left out (federation-no-snapshots.mjs), so nothing in the page
// calls these: about 0.8 KB gz less of every first load's main.js (docs/size.md).

/** @returns {never} */
function notHere() {
  throw new Error(
    "The portal's federation runtime does not preload remotes: the host preloads a remote's " +
      'files from its manifest (host/src/remotes/remote-manifest.ts).',
  );
}

export const preloadAssets = notHere;
export const formatPreloadArgs = notHere;
export const defaultPreloadArgs = notHere;
export const normalizePreloadExposes = notHere;

/** The runtime module this replaces. */
export const PRELOAD_MODULE =
  /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/;
