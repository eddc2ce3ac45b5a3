// The globals through which the host lends its federation runtime to the remotes (see
// provide-federation-runtime.mjs and borrowed-bundler-runtime.mjs).

/** The runtime's core: the global a remote built with `externalRuntime` reads. */
export const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The webpack bundler runtime's functions, which keep no state of their own. */
export const BUNDLER_RUNTIME_GLOBAL = '_PORTAL_FEDERATION_BUNDLER_RUNTIME';
