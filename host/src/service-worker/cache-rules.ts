// Which requests the portal's service worker may answer from a cache, and how. Only static
// files and public documents: a request it does not name here (the gateway, the functions
// service, sign-in, analytics, error reporting) goes to the network untouched and is never
// written to Cache Storage, so nothing that carries a parent's data is kept on the device.

/** The runtime document: the environment and the remote registry (public, no one's data). */
export const REGISTRY_PATH = '/portal.config.json';

/** The page every portal route is (a single-page app): precached with the host's files. */
export const APP_PAGE = '/index.html';

/** Cache Storage names, so a test or an on-call engineer can tell what each one holds. */
export const CACHE_NAMES = {
  documents: 'portal-documents',
  remoteEntries: 'portal-remote-entries',
  remoteFiles: 'portal-remote-files',
} as const;

/** How long a network-first request waits before it answers with the last good copy. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** A remote's content-hashed files kept at most this long, and this many. */
export const REMOTE_FILES_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const REMOTE_FILES_MAX_ENTRIES = 400;

const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:m?js|css|woff2?|svg|png|jpe?g|webp)$/i;
const REMOTE_ENTRY = /\/(?:mf-manifest\.json|remoteEntry\.js)$/;

export type CacheRule =
  /** Network first with a short timeout, then the last good copy. */
  | 'registry'
  /** A remote's manifest or entry: network first, then the last good copy. */
  | 'remote-entry'
  /** A remote's content-hashed file: the cache first (it never changes). */
  | 'remote-file'
  /** A navigation to one of the portal's pages (a path without an extension): the page. */
  | 'page';

interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
}

/**
 * Where each remote's files are served from: the folder of its manifest as the registry
 * names it (its own origin, or a versioned folder of the host's CDN).
 */
export function remoteBasesOf(registryDocument: unknown): string[] {
  if (!isRecord(registryDocument) || !isRecord(registryDocument.remotes)) return [];
  const bases = new Set<string>();
  for (const address of Object.values(registryDocument.remotes)) {
    if (typeof address !== 'string') continue;
    try {
      const url = new URL(address);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      bases.add(new URL('.', url).href);
    } catch {
      // Not an address: the remote's files are not cached.
    }
  }
  return [...bases];
}

/**
 * The rule for one request, or null for "never from a cache": only GET, only the portal's own
 * pages and runtime document, and only files under a remote's registered folder.
 */
export function cacheRuleFor(
  { url, method, mode }: RequestFacts,
  portalOrigin: string,
  remoteBases: readonly string[],
): CacheRule | null {
  if (method !== 'GET') return null;
  if (url.origin === portalOrigin && mode === 'navigate')
    return /\.[a-z0-9]+$/i.test(url.pathname) ? null : 'page';
  if (url.search) return null;
  if (url.origin === portalOrigin && url.pathname === REGISTRY_PATH) return 'registry';
  if (!remoteBases.some((base) => url.href.startsWith(base))) return null;
  if (REMOTE_ENTRY.test(url.pathname)) return 'remote-entry';
  if (HASHED_FILE.test(url.pathname)) return 'remote-file';
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
