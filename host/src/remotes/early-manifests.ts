// Runs in the page's inline script and in main.js before sharing is negotiated (the route
// preload and the host's reading of a remote's manifest both use it), so it must not import shared packages.

declare global {
  interface Window {
    /**
     * Manifests the route preload has asked for, each kept once for the remote's load: on the
     * page, since the preload may run in the page's inline script and the load in main.js's.
     */
    portalEarlyManifests?: Map<string, Promise<Response>>;
  }
}

const kept = () => (window.portalEarlyManifests ??= new Map());

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Keeps a copy of a manifest response the route preload asked for at boot, so the
 * host mounts the remote without asking for the same document a second time (a round trip
 * on the first page's path). Call it before the preload reads its own copy.
 */
export function keepEarlyManifest(url: string, response: Promise<Response>): void {
  const copy = response.then((res) => res.clone());
  copy.catch(() => undefined);
  kept().set(absolute(url), copy);
}

/**
 * The kept response for that manifest, once; undefined when there is none, or when it failed
 * or was not OK (the load then asks itself, with its retries and error reporting).
 */
export async function takeEarlyManifest(url: string): Promise<Response | undefined> {
  const key = absolute(url);
  const early = kept().get(key);
  if (!early) return undefined;
  kept().delete(key);
  try {
    const response = await early;
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
}
