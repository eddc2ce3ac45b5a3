// The federation runtime the host lends to the remotes (webpack bundles this file into the
// host's main.js, as a Module Federation runtime plugin, and into a remote's standalone
// federation-runtime.js). A remote is built with `experiments.externalRuntime`: its
// remoteEntry.js carries only webpack's glue and reads the runtime's core from the global
// `_FEDERATION_RUNTIME_CORE`, as Module Federation's own `provideExternalRuntime` does. That
// plugin lends the whole core (every export kept, +21 KB gz in main.js); this lends the parts
// a remote's runtime reads, which the host's own runtime already holds.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { bundlerRuntime } from 'portal-federation-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL, RUNTIME_GLOBAL } from './federation-runtime-globals.mjs';

export { RUNTIME_GLOBAL };

/** What `@module-federation/runtime` (bundled in each remote) imports from the core. */
export const lentRuntimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/** Lends the core unless a runtime is there already (the first one in the page wins). */
export function lendRuntimeCore() {
  const global = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
  global[RUNTIME_GLOBAL] ??= lentRuntimeCore;
  // The bundler runtime's functions, which keep no state (borrowed-bundler-runtime.mjs).
  global[BUNDLER_RUNTIME_GLOBAL] ??= bundlerRuntime;
}

/** As a Module Federation runtime plugin of the host: lends the core before any remote loads. */
export default function provideFederationRuntime() {
  lendRuntimeCore();
  return { name: 'portal-provide-federation-runtime' };
}
