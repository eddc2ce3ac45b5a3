// Module Federation's webpack bundler runtime as a remote that borrows the host's federation
// runtime has it (swapped in for the package's entry by index.mjs). The bundler runtime is the
// set of functions an app's webpack runtime calls to take its shared modules and start its
// container; each takes that runtime (`webpackRequire`) as its argument and keeps nothing of its
// own, so one copy serves every app on the page. The host lends its copy
// (provide-federation-runtime.mjs); a remote's remoteEntry.js, in every first load that shows a
// remote's page, no longer carries a second one (3 KB gz). The remote keeps what is its own: the
// object its runtime fills in (`federation`: its instance, options and share scopes), its
// container's start (the host, which exposes nothing, has none to lend), the five lines that
// attach its share scopes, and `@module-federation/runtime`, whose module holds the remote's own
// federation instance.
import * as runtime from 'portal-federation-runtime';
import { attachShareScopeMap } from 'portal-federation-attach-share-scope-map';
import { initContainerEntry } from 'portal-federation-init-container-entry';
import { BUNDLER_RUNTIME_GLOBAL } from './federation-runtime-globals.mjs';

/** @typedef {Record<string, (...args: never[]) => unknown>} LentBundlerRuntime */

const lent = /** @type {LentBundlerRuntime | undefined} */ (
  /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis))[
    BUNDLER_RUNTIME_GLOBAL
  ]
);
if (!lent) {
  throw new Error(
    `This remote borrows the federation runtime of the page that loads it (${BUNDLER_RUNTIME_GLOBAL} is missing): load it from the portal's host, or its own page after federation-runtime.js.`,
  );
}

export const bundlerRuntime = {
  remotes: undefined,
  consumes: lent['consumes'],
  I: lent['I'],
  S: {},
  installInitialConsumes: lent['installInitialConsumes'],
  initContainerEntry,
  init: lent['init'],
  getSharedFallbackGetter: lent['getSharedFallbackGetter'],
};
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { attachShareScopeMap, runtime };

export default {
  runtime,
  instance,
  initOptions,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
