/// <reference lib="webworker" />
// The portal's service worker (one, for the host's origin): the host's own files precached,
// each remote's files cached at first use, the runtime document and the remotes' entries
// network first with the last good copy behind them, and every portal page opening offline
// from the precached page.
// What it may cache is decided in cache-rules.ts; nothing else is ever written.
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import {
  APP_PAGE,
  CACHE_NAMES,
  NETWORK_TIMEOUT_SECONDS,
  REGISTRY_PATH,
  REMOTE_FILES_MAX_AGE_SECONDS,
  REMOTE_FILES_MAX_ENTRIES,
  cacheRuleFor,
  remoteBasesOf,
  type CacheRule,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** Where the registry last said the remotes are (read again from its cached copy at start). */
let remoteBases: string[] = [];
const remoteBasesRead = caches
  .open(CACHE_NAMES.documents)
  .then((cache) => cache.match(REGISTRY_PATH))
  .then(async (response) => {
    if (response && !remoteBases.length) remoteBases = remoteBasesOf(await response.json());
  })
  .catch(() => undefined);

/** Keeps the remote folders the registry names as each new copy of it arrives. */
const learnRemoteBases: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.ok) {
      try {
        remoteBases = remoteBasesOf(await response.clone().json());
      } catch {
        // Not the document the portal expects: the last good list stays.
      }
    }
    return response;
  },
};

/**
 * A remote's script is asked for without CORS (a script element); asked again with it, its
 * answer is a readable response of the remote's own (its server allows any origin for
 * scripts), so the cache holds what it can check rather than opaque copies.
 */
const askWithCors: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors'
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

const onlyGoodAnswers = new CacheableResponsePlugin({ statuses: [200] });

const strategies: Record<Exclude<CacheRule, 'page'>, NetworkFirst | CacheFirst> = {
  registry: new NetworkFirst({
    cacheName: CACHE_NAMES.documents,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyGoodAnswers, learnRemoteBases],
  }),
  'remote-entry': new NetworkFirst({
    cacheName: CACHE_NAMES.remoteEntries,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [askWithCors, onlyGoodAnswers],
  }),
  'remote-file': new CacheFirst({
    cacheName: CACHE_NAMES.remoteFiles,
    plugins: [
      askWithCors,
      onlyGoodAnswers,
      new ExpirationPlugin({
        maxEntries: REMOTE_FILES_MAX_ENTRIES,
        maxAgeSeconds: REMOTE_FILES_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
};

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker waits until every portal tab has closed or the parent accepts the reload
  // the page offers (the page posts SKIP_WAITING): a form is never reloaded under a parent.
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) =>
        cacheRuleFor(
          { url, method: request.method, mode: request.mode },
          self.location.origin,
          remoteBases,
        ) === 'page',
      // The page this worker's files were built with, so a page and its scripts are always
      // one version (a newer one arrives as a new worker: the page offers to reload).
      handler: async ({ request }): Promise<Response> =>
        (await serwist.matchPrecache(APP_PAGE)) ?? fetch(request),
    },
    ...(['registry', 'remote-entry', 'remote-file'] as const).map((rule) => ({
      matcher: ({ request, url }: { request: Request; url: URL }) =>
        cacheRuleFor(
          { url, method: request.method, mode: request.mode },
          self.location.origin,
          remoteBases,
        ) === rule,
      handler: strategies[rule],
    })),
  ],
});

self.addEventListener('message', (event) => {
  if (isRecord(event.data) && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => event.waitUntil(remoteBasesRead));

serwist.addEventListeners();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
