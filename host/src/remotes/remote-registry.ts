import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/shared';
import { REGISTRY_URL } from './portal-document-request';
import type { RemoteBuild } from './remote-manifest';

/** How long a navigation waits for the registry before using the addresses it knows. */
const REFRESH_TIMEOUT_MS = 2000;

/** Each remote's address: its mf-manifest.json, which names its build's files. */
let registry: Partial<Record<string, string>> = {};
let versions: Partial<Record<string, string>> = {};
/** The address whose build the page holds (or loads next) for each remote. */
const registered = new Map<string, string>();
/** The entry the federation runtime is registered with for each remote (remote-manifest.ts). */
const runtimeEntries = new Map<string, string>();
/** Remotes whose next load must drop what the runtime holds of them (refreshRemote). */
const dropped = new Set<string>();
let inFlight: Promise<void> | null = null;
/** The registry the boot just read, not yet used by a page (see takeBootRegistry). */
let bootRegistryUnused = false;

/**
 * Keeps the remotes' addresses the runtime document names. Where a remote lives is data, not
 * code: moving one needs no host rebuild. The federation runtime learns a remote's entry when
 * it is first loaded, from its manifest (registerRemoteBuild).
 */
export function registerRemoteRegistry(
  remotes: Record<string, string>,
  remoteVersions: Record<string, string> = {},
): void {
  registry = { ...remotes };
  versions = { ...remoteVersions };
  registered.clear();
  for (const [name, entry] of Object.entries(remotes)) registered.set(name, entry);
  bootRegistryUnused = true;
}

/**
 * Registers the build a remote's manifest names with the federation runtime, unless the runtime
 * already loads that entry; again (dropping the runtime's module cache and the entry's global)
 * after refreshRemote.
 */
export function registerRemoteBuild(remote: RemoteName, build: RemoteBuild): void {
  if (!dropped.has(remote) && runtimeEntries.get(remote) === build.entry) return;
  registerRemotes(
    [{ name: remote, entry: build.entry, entryGlobalName: build.globalName, type: build.type }],
    { force: true },
  );
  runtimeEntries.set(remote, build.entry);
  dropped.delete(remote);
}

/**
 * True once, for the first page after boot: the registry was read a moment ago, so that page
 * mounts its remote without reading it again (one round trip less before the first page).
 */
export function bootRegistryPending(): boolean {
  return bootRegistryUnused;
}

export function takeBootRegistry(): boolean {
  const unused = bootRegistryUnused;
  bootRegistryUnused = false;
  return unused;
}

export function remoteEntryUrl(remote: RemoteName): string | undefined {
  return registry[remote];
}

/** The version the registry names for a remote ('unversioned' for a default address). */
export function remoteVersion(remote: RemoteName): string {
  return versions[remote] ?? 'unversioned';
}

/** True when the registry now names another address than the one the runtime loads from. */
export function remoteMoved(remote: RemoteName): boolean {
  const entry = registry[remote];
  return !!entry && registered.get(remote) !== entry;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string' && v) out[k] = v;
  }
  return out;
}

/**
 * Reads the registry again (never cached), so a deploy or a rollback reaches an open portal
 * on its next navigation. One request at a time; when the document cannot be read (or is
 * slow), the addresses already known stay.
 */
export function refreshRegistry(): Promise<void> {
  if (inFlight) return inFlight;
  const read = (async () => {
    try {
      const response = await fetch(REGISTRY_URL, { cache: 'no-store' });
      if (!response.ok) return;
      const body: unknown = await response.json();
      if (!isRecord(body)) return;
      const remotes = strings(body.remotes);
      if (Object.keys(remotes).length) {
        registry = remotes;
        versions = strings(body.versions);
      }
    } catch {
      // Offline or a bad document: keep what is known.
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REFRESH_TIMEOUT_MS);
  });
  inFlight = Promise.race([read, timeout]).finally(() => {
    clearTimeout(timer);
    inFlight = null;
  });
  return inFlight;
}

/**
 * Takes one remote at the registry's current address, dropping what the runtime (and the
 * remote's previous build) left in the page: its chunk-loading queue now, the runtime's module
 * cache and its entry's global when it loads next (registerRemoteBuild). A new build of a
 * remote has the same chunk ids as the old one; without this the new entry would reuse the old
 * build's chunks already in the page.
 */
export function refreshRemote(
  remote: RemoteName,
  { newBuild = remoteMoved(remote) }: { newBuild?: boolean } = {},
): void {
  const entry = registry[remote];
  if (!entry) return;
  const chunkQueue = `webpackChunk${remote}`;
  const page = globalThis as unknown as Record<string, unknown>;
  if (newBuild && chunkQueue in page) delete page[chunkQueue];
  dropped.add(remote);
  registered.set(remote, entry);
}

/**
 * True when a failed remote may load now: the registry names a new address for it, or (for
 * a remote that could not be reached) its manifest answers again.
 */
export async function remoteIsBack(remote: RemoteName, unreachable: boolean): Promise<boolean> {
  await refreshRegistry();
  if (remoteMoved(remote)) return true;
  const entry = registry[remote];
  if (!unreachable || !entry) return false;
  try {
    return (await fetch(entry, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
