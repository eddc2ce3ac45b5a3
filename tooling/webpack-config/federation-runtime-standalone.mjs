// federation-runtime.js of a remote's own page: standalone, no host lends the federation
// runtime, so the page loads this (the whole core) before the remote's main.js.
import { lendRuntimeCore } from './provide-federation-runtime.mjs';

lendRuntimeCore();
