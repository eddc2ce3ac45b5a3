/** Where the runtime document (env + remote registry) is deployed, next to the host. */
export const REGISTRY_URL = '/portal.config.json';

let early: Promise<Response> | null = null;

/**
 * Asks for the runtime document from main.js, before the bootstrap chunk and the shared
 * modules it waits for have loaded: the boot then finds the document arrived (or on its way)
 * instead of asking only once they have run. Never cached, as every read of the registry.
 */
export function requestPortalDocumentEarly(): void {
  early = fetch(REGISTRY_URL, { cache: 'no-store' });
  // Read (and any failure reported) by the boot; not an unhandled rejection meanwhile.
  early.catch(() => undefined);
}

/** The early request, once (a later read asks again), or the document's address. */
export function takePortalDocumentRequest(): Promise<Response> | string {
  const request = early ?? REGISTRY_URL;
  early = null;
  return request;
}
