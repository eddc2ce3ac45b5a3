// Runs in main.js before sharing is negotiated, so it must not import shared packages (the
// route constants are each app's own copy). See docs/size.md, "The first route's remote".
import { preloadListed } from '../common/listed-chunks';
import { keepEarlyManifest } from './early-manifests';
import { mountFiles, preloadFile } from './remote-manifest';
import { remoteForPath } from './route-remotes';

declare global {
  interface Window {
    /**
     * The manifest of the route's remote as the route preload read it (null without one): on the
     * page, since the preload may run in the page's inline script and main.js reads the page's
     * first reads it names (app/first-reads.ts).
     */
    portalEarlyRouteManifest?: Promise<unknown>;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Preloads the host's own copies of the shared modules a remote's page takes from the share
 * scope as it first renders (its manifest's `firstShared`), which the page lists
 * (`<meta name="shared:<share key>-chunks">`, the build's BootPreloadPlugin). Without this,
 * each was asked for only once the remote's entry had run.
 */
export function preloadFirstShared(manifest: unknown, page: Document = document): void {
  const wanted = isRecord(manifest) && isRecord(manifest.metaData) && manifest.metaData.firstShared;
  if (!Array.isArray(wanted)) return;
  for (const shareKey of wanted)
    if (typeof shareKey === 'string') preloadListed(`shared:${shareKey}`, page);
}

/**
 * Once the runtime document has arrived, starts downloading the scripts of the remote that
 * renders `pathname` (its manifest, entry and mount chunks, and the host's copies of the shared
 * modules its page takes as it first renders), while the host's own shared
 * chunks are still loading: the remote then mounts without waiting for them first, and the
 * remote's load reads the manifest from this request (see early-manifests), and main.js
 * finds the page's first reads it names (`window.portalEarlyRouteManifest`). Only a head start:
 * any failure leaves loading to the remote's load (load-remote.ts), as without it.
 */
export async function preloadRouteRemote(
  pathname: string,
  portalDocument: Promise<unknown>,
): Promise<void> {
  let settleManifest: (manifest: unknown) => void = () => undefined;
  window.portalEarlyRouteManifest = new Promise((resolve) => {
    settleManifest = resolve;
  });
  try {
    const remote = remoteForPath(pathname);
    if (!remote) return;
    const body = await portalDocument;
    const manifestUrl = isRecord(body) && isRecord(body.remotes) ? body.remotes[remote] : undefined;
    if (typeof manifestUrl !== 'string' || !manifestUrl) return;
    const absolute = new URL(manifestUrl, window.location.href).href;
    const request = fetch(absolute);
    keepEarlyManifest(absolute, request);
    const response = await request;
    if (!response.ok) return;
    const manifest: unknown = await response.json();
    settleManifest(manifest);
    for (const url of mountFiles(manifest, absolute)) preloadFile(url);
    preloadFirstShared(manifest);
  } catch {
    // The outlet loads the remote (and reports a failure) as without this.
  } finally {
    settleManifest(null); // where there is none, or it could not be read
  }
}
