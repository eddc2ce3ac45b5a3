import { loadRemote } from '@module-federation/enhanced/runtime';
import { MOUNT_CONTRACT_VERSION, type RemoteName } from '@portal/shared';
import type { LifeCycles } from 'single-spa';
import { REMOTE_ERROR_CODES, RemoteError } from './remote-errors';
import { refreshRemote, remoteEntryUrl } from './remote-registry';

/** What a remote's './mount' expose must provide (see docs/mount-contract.md). */
export interface RemoteMountModule extends LifeCycles {
  contractVersion: number;
}

const cache = new Map<RemoteName, Promise<RemoteMountModule>>();

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
  if (!remoteEntryUrl(remote)) {
    throw new RemoteError(
      REMOTE_ERROR_CODES.notRegistered,
      remote,
      `The registry has no address for remote "${remote}".`,
    );
  }
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

/**
 * The remote's mount lifecycles, fetched once. A failed load stays cached (so a render
 * does not refetch it in a loop) until `forgetRemote` is called by the Retry button.
 */
export function loadRemoteLifecycles(remote: RemoteName): Promise<RemoteMountModule> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = fetchRemote(remote);
    cache.set(remote, pending);
  }
  return pending;
}

export function forgetRemote(remote: RemoteName): void {
  cache.delete(remote);
  refreshRemote(remote);
}
