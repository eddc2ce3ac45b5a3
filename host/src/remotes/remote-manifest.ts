// A remote's mf-manifest.json as the host reads it: the registry names each remote by its
// manifest, and the host (not the federation runtime) reads it, so the runtime the page
// downloads leaves out its manifest snapshots (about 3 KB gz of main.js; docs/size.md). Runs in
// the page's inline script and in main.js before sharing is negotiated (the route preload), so it
// must not import shared packages.
import { takeEarlyManifest } from './early-manifests';

/** The parts of a remote's mf-manifest.json the host reads. */
interface RemoteManifest {
  metaData?: {
    globalName?: string;
    publicPath?: string;
    remoteEntry?: { path?: string; name?: string; type?: string };
  };
  exposes?: {
    path?: string;
    assets?: { js?: { sync?: unknown[] }; css?: { sync?: unknown[] } };
  }[];
}

/** A build of a remote as its manifest places it: what the federation runtime registers. */
export interface RemoteBuild {
  /** Its remoteEntry.js, as an absolute URL. */
  entry: string;
  /** The global its entry sets, and how (the runtime's `entryGlobalName` and `type`). */
  globalName: string;
  type: string;
  /** The files mounting it loads: its entry and its `./mount` expose's scripts and CSS. */
  mountFiles: string[];
}

const RETRIES = 2;
const RETRY_DELAY_MS = 400;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isWebUrl = (url: string) => url.startsWith('http:') || url.startsWith('https:');

/** Where a manifest's files are: its public path, or (`'auto'`) beside the manifest. */
function filesBase(metaData: RemoteManifest['metaData'], manifestUrl: string): string {
  return metaData?.publicPath && metaData.publicPath !== 'auto'
    ? new URL(metaData.publicPath, manifestUrl).href
    : new URL('.', manifestUrl).href;
}

/** The build a manifest describes; undefined for a document that is not a remote's manifest. */
export function remoteBuild(manifest: unknown, manifestUrl: string): RemoteBuild | undefined {
  if (!isRecord(manifest)) return undefined;
  const { metaData, exposes } = manifest as RemoteManifest;
  const entryFile = metaData?.remoteEntry;
  if (!entryFile?.name || !metaData?.globalName) return undefined;
  try {
    const base = filesBase(metaData, manifestUrl);
    const entry = new URL(`${entryFile.path ? `${entryFile.path}/` : ''}${entryFile.name}`, base)
      .href;
    if (!isWebUrl(entry)) return undefined;
    const mount = Array.isArray(exposes)
      ? exposes.find((expose) => expose.path === './mount')
      : undefined;
    const files = [...(mount?.assets?.js?.sync ?? []), ...(mount?.assets?.css?.sync ?? [])]
      .filter((file): file is string => typeof file === 'string' && file !== '')
      .map((file) => new URL(file, base).href)
      .filter(isWebUrl);
    return {
      entry,
      globalName: metaData.globalName,
      type: entryFile.type ?? 'global',
      mountFiles: [entry, ...files],
    };
  } catch {
    return undefined; // a public path or file name no URL can be made of
  }
}

/**
 * The files the federation runtime will load to mount a remote: its entry and the synchronous
 * chunks of its `./mount` expose (their scripts and CSS), as absolute URLs. A manifest built
 * with `publicPath: 'auto'` names them relative to where it was served.
 */
export function mountFiles(manifest: unknown, manifestUrl: string): string[] {
  return remoteBuild(manifest, manifestUrl)?.mountFiles ?? [];
}

/** Starts downloading a file the page will run or apply soon (once per page). */
export function preloadFile(url: string, page: Document = document): void {
  const links = page.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if (Array.from(links).some((link) => link.href === url)) return;
  const link = page.createElement('link');
  link.rel = 'preload';
  link.as = url.endsWith('.css') ? 'style' : 'script';
  link.href = url;
  page.head.appendChild(link);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchManifest(url: string): Promise<unknown> {
  const early = await takeEarlyManifest(url);
  if (early) return early.json();
  let failure: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) await pause(RETRY_DELAY_MS);
    try {
      const response = await fetch(url);
      // A missing manifest is not worth asking again for; a server's failure is.
      if (response.ok) return await response.json();
      failure = new Error(`The manifest answered ${response.status}.`);
      if (response.status < 500) break;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * Reads a remote's manifest (the boot's early answer once, then the network, asked again twice
 * on a network error or a server's failure) and preloads the files mounting the remote loads,
 * so they download beside each other instead of one after another.
 */
export async function readRemoteBuild(manifestUrl: string): Promise<RemoteBuild> {
  const url = new URL(manifestUrl, window.location.href).href;
  const build = remoteBuild(await fetchManifest(url), url);
  if (!build) throw new Error(`${url} is not a remote's manifest.`);
  for (const file of build.mountFiles) preloadFile(file);
  return build;
}
