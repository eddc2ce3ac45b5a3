/** Where the runtime document (env + remote registry) is deployed, next to the host. */
export const REGISTRY_URL = '/portal.config.json';

/** The runtime document as asked for before the boot. */
interface EarlyDocument {
  /** The response, until the boot takes it. */
  request: Promise<Response> | null;
  /** A copy of its body (null when it could not be read), for main.js's other early work. */
  body: Promise<unknown>;
}

declare global {
  interface Window {
    /**
     * Handed from the page's inline script to main.js: two bundles on one page, each with its
     * own copy of this module, so the request lives on the page, not in the module.
     */
    portalEarlyDocument?: EarlyDocument;
  }
}

/**
 * Asks for the runtime document before the bootstrap chunk and the shared modules it waits
 * for have loaded: the boot then finds the document arrived (or on its way) instead of asking
 * only once they have run, and the current route's remote starts loading as soon as the
 * document names it. The page's inline script asks as its head is parsed; main.js asks only
 * where nothing did (a development build). Never cached, as every read of the registry.
 * `preloadRemote` (route-remote-preload.ts) starts the route's remote where this call asked.
 * Returns a copy of the document's body (null when it could not be read).
 */
export function requestPortalDocumentEarly(
  pathname = window.location.pathname,
  preloadRemote?: (pathname: string, portalDocument: Promise<unknown>) => void,
): Promise<unknown> {
  const asked = window.portalEarlyDocument;
  if (asked) return asked.body;
  const request = fetch(REGISTRY_URL, { cache: 'no-store' });
  // Read (and any failure reported) by the boot; not an unhandled rejection meanwhile.
  request.catch(() => undefined);
  // A copy of the body for the preload: the boot reads the response itself (this callback,
  // registered first, clones it before the boot can read it).
  const body = request.then((response) => (response.ok ? response.clone().json() : null));
  body.catch(() => undefined);
  window.portalEarlyDocument = { request, body };
  preloadRemote?.(pathname, body);
  return body;
}

/** The early request, once (a later read asks again), or the document's address. */
export function takePortalDocumentRequest(): Promise<Response> | string {
  const asked = window.portalEarlyDocument;
  const request = asked?.request ?? REGISTRY_URL;
  if (asked) asked.request = null;
  return request;
}
