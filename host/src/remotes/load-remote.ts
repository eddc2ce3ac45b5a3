import { loadRemote } from '@module-federation/enhanced/runtime';
import { MOUNT_CONTRACT_VERSION, type RemoteName } from '@portal/shared';
import type { LifeCycles } from 'single-spa';
import { REMOTE_ERROR_CODES, RemoteError, RemoteLoadError, remoteErrorCode } from './remote-errors';
import { readRemoteBuild, type RemoteBuild } from './remote-manifest';
import { reportRemoteFailure, reportRemoteLoaded } from './remote-health';
import {
  bootRegistryPending,
  refreshRegistry,
  takeBootRegistry,
  refreshRemote,
  registerRemoteBuild,
  remoteEntryUrl,
  remoteMoved,
  remoteVersion,
} from './remote-registry';

/** What a remote's './mount' expose must provide (see docs/mount-contract.md). */
export interface RemoteMountModule extends LifeCycles {
  contractVersion: number;
}

interface Loaded {
  entry: string;
  promise: Promise<RemoteMountModule>;
  failed: boolean;
  /** Loaded and mountable. */
  ready: boolean;
}

const cache = new Map<RemoteName, Loaded>();

function isMountModule(value: unknown): value is RemoteMountModule {
  const mod = value as Partial<RemoteMountModule> | null | undefined;
  return (
    !!mod &&
    typeof mod.bootstrap === 'function' &&
    typeof mod.mount === 'function' &&
    typeof mod.unmount === 'function'
  );
}

async function fetchRemote(remote: RemoteName): Promise<RemoteMountModule> {
  const manifestUrl = remoteEntryUrl(remote);
  if (!manifestUrl) {
    throw new RemoteError(
      REMOTE_ERROR_CODES.notRegistered,
      remote,
      `The registry has no address for remote "${remote}".`,
    );
  }
  let build: RemoteBuild;
  try {
    build = await readRemoteBuild(manifestUrl);
  } catch (error) {
    throw new RemoteLoadError(remote, 'manifest', error);
  }
  registerRemoteBuild(remote, build);
  const mod = await loadRemote<RemoteMountModule>(`${remote}/mount`);
  if (!isMountModule(mod) || mod.contractVersion !== MOUNT_CONTRACT_VERSION) {
    throw new RemoteError(
      REMOTE_ERROR_CODES.contractMismatch,
      remote,
      `Remote "${remote}" does not expose mount contract version ${MOUNT_CONTRACT_VERSION}.`,
    );
  }
  return mod;
}

/** Loads a remote once from its current address, reporting the time it took or the failure. */
async function loadOnce(remote: RemoteName): Promise<RemoteMountModule> {
  const started = performance.now();
  const where = { remote, version: remoteVersion(remote), url: remoteEntryUrl(remote) ?? '' };
  try {
    const mod = await fetchRemote(remote);
    reportRemoteLoaded({ ...where, durationMs: performance.now() - started });
    return mod;
  } catch (error) {
    reportRemoteFailure({ ...where, durationMs: performance.now() - started, error });
    throw error;
  }
}

/**
 * Loads a remote; when its build fails to load (an entry or chunk gone after a deploy, a
 * stale chunk), reads the registry again, drops what the page holds of the remote and loads
 * it once more, so a redeploy recovers by itself, once and cleanly.
 */
async function loadWithOneReload(remote: RemoteName): Promise<RemoteMountModule> {
  try {
    return await loadOnce(remote);
  } catch (error) {
    if (remoteErrorCode(error) !== REMOTE_ERROR_CODES.loadFailed) throw error;
    await refreshRegistry();
    refreshRemote(remote, { newBuild: true });
    return loadOnce(remote);
  }
}

function remember(remote: RemoteName, promise: Promise<RemoteMountModule>): Loaded {
  const loaded: Loaded = {
    entry: remoteEntryUrl(remote) ?? '',
    promise,
    failed: false,
    ready: false,
  };
  promise.then(
    () => {
      loaded.ready = true;
    },
    () => {
      loaded.failed = true;
    },
  );
  cache.set(remote, loaded);
  return loaded;
}

/**
 * The remote's mount lifecycles for a page that mounts it. Reads the registry first, so a
 * deploy or a rollback shows on the next navigation without a reload of the shell; loads
 * the remote once per address (a page coming back to a remote reuses it) and again after
 * a failure.
 */
export async function openRemote(remote: RemoteName): Promise<RemoteMountModule> {
  if (!takeBootRegistry()) await refreshRegistry();
  const cached = cache.get(remote);
  if (cached && !cached.failed && cached.entry === remoteEntryUrl(remote)) return cached.promise;
  if (cached || remoteMoved(remote)) refreshRemote(remote);
  return remember(remote, loadWithOneReload(remote)).promise;
}

/**
 * Whether a remote this page shows was released since it loaded (the registry, read again, names
 * another address for it): the page then offers a reload (the new-version banner).
 */
export async function loadedRemoteReleased(): Promise<boolean> {
  await refreshRegistry();
  return [...cache].some(
    ([remote, loaded]) => loaded.ready && loaded.entry !== remoteEntryUrl(remote),
  );
}

/** The opening of a remote for one navigation (bounded: the latest few navigations). */
const opening = new Map<string, Promise<RemoteMountModule>>();
const OPENINGS_KEPT = 16;

/**
 * `openRemote` once per mount of an outlet (for a navigation, react-router's location key): a
 * render that suspends and is rendered again, as React does, waits for the same opening
 * instead of starting another. The outlet calls `openingUsed` once its page is mounted.
 */
export function openRemoteFor(remote: RemoteName, navigation: string): Promise<RemoteMountModule> {
  const key = `${remote} ${navigation}`;
  let pending = opening.get(key);
  if (!pending) {
    pending = openRemote(remote);
    opening.set(key, pending);
    const oldest = opening.keys().next().value;
    if (opening.size > OPENINGS_KEPT && oldest !== undefined) opening.delete(oldest);
  }
  return pending;
}

export function openingUsed(remote: RemoteName, navigation: string): void {
  opening.delete(`${remote} ${navigation}`);
}

/**
 * True when the page holds a loaded build of the remote at the address the registry last
 * named: opening it again only reads the registry (a moment), so the outlet keeps the current
 * page on screen meanwhile instead of flashing a loading state.
 */
export function isRemoteReady(remote: RemoteName): boolean {
  const cached = cache.get(remote);
  // The first page after boot renders on authentication (not a navigation): it keeps its own
  // loading state.
  if (bootRegistryPending()) return false;
  return !!cached && cached.ready && !cached.failed && cached.entry === remoteEntryUrl(remote);
}

/** The lifecycles already being loaded for a remote, or a new load (tests, preloading). */
export function loadRemoteLifecycles(remote: RemoteName): Promise<RemoteMountModule> {
  return cache.get(remote)?.promise ?? remember(remote, loadWithOneReload(remote)).promise;
}

/** Forgets a remote (the Retry button): the next open loads it afresh. */
export function forgetRemote(remote: RemoteName): void {
  cache.delete(remote);
  for (const key of opening.keys()) if (key.startsWith(`${remote} `)) opening.delete(key);
  refreshRemote(remote);
}
