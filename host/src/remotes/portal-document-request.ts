import { preloadRouteRemote } from './route-remote-preload';

/** Where the runtime document (env + remote registry) is deployed, next to the host. */
export const REGISTRY_URL = '/portal.config.json';

let early: Promise<Response> | null = null;

/**
 * Asks for the runtime document from main.js, before the bootstrap chunk and the shared
 * modules it waits for have loaded: the boot then finds the document arrived (or on its way)
 * instead of asking only once they have run, and the current route's remote starts loading
 * as soon as the document names it. Never cached, as every read of the registry. Returns a
 * copy of the document's body (null when it could not be read) for main.js's other early work.
 */
export function requestPortalDocumentEarly(pathname = window.location.pathname): Promise<unknown> {
  early = fetch(REGISTRY_URL, { cache: 'no-store' });
  // Read (and any failure reported) by the boot; not an unhandled rejection meanwhile.
  early.catch(() => undefined);
  // A copy of the body for the preload: the boot reads the response itself (this callback,
  // registered first, clones it before the boot can read it).
  const copy = early.then((response) => (response.ok ? response.clone().json() : null));
  copy.catch(() => undefined);
  void preloadRouteRemote(pathname, copy);
  return copy;
}

/** The early request, once (a later read asks again), or the document's address. */
export function takePortalDocumentRequest(): Promise<Response> | string {
  const request = early ?? REGISTRY_URL;
  early = null;
  return request;
}
