import { useSyncExternalStore } from 'react';
import { ensureOrders, gatewayChangedElsewhere, orderStore } from '@portal/shared';

/**
 * What the page knows of its network and of a newer portal: whether the browser is offline,
 * and the new version's waiting service worker, once there is one. In the banners' chunk,
 * which loads when one of them first has something to say (start-service-worker.ts).
 */
export interface ConnectionStatus {
  offline: boolean;
  /**
   * A new version: a host release's worker, installed and waiting for the parent to accept it,
   * or 'page' for a remote released since the page loaded it (a reload shows it).
   */
  update: ServiceWorker | 'page' | null;
}

let status: ConnectionStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  update: null,
};
const listeners = new Set<() => void>();

function set(next: Partial<ConnectionStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

// Watched from the moment this chunk arrives (the worker's registration brings it, before any
// banner is drawn): a connection lost later is then known when the banners first render.
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set({ offline: true }));
  window.addEventListener('online', () => {
    set({ offline: false });
    // What a page could not read while offline is read again: it shows without a reload (the
    // child list, when it could not be read at all, is asked for as on a first load).
    const listFailed = orderStore.getState().error !== null;
    void (listFailed ? ensureOrders(window.location.pathname) : Promise.resolve()).then(
      gatewayChangedElsewhere,
    );
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Called by the watch for new versions when one waits. */
export function offerUpdate(update: ServiceWorker | 'page'): void {
  // A waiting worker is the one to accept; a released remote needs no more than a reload.
  if (status.update !== null && status.update !== 'page' && update === 'page') return;
  set({ update });
}

let reloadAsked = false;

/** How long the new version may take to take over before the page reloads all the same. */
const TAKE_OVER_TIMEOUT_MS = 3000;

/**
 * The parent asked for the new version: it takes over, then this page reloads (on the
 * worker's controllerchange: register-service-worker.ts). A worker that has already taken
 * over, or never does, still gets the parent the reload they asked for.
 */
export function reloadIntoUpdate(worker: ServiceWorker | 'page'): void {
  reloadAsked = true;
  if (worker === 'page' || worker.state === 'activated' || worker.state === 'redundant') {
    window.location.reload();
    return;
  }
  worker.postMessage({ type: 'SKIP_WAITING' });
  window.setTimeout(() => window.location.reload(), TAKE_OVER_TIMEOUT_MS);
}

/** Whether this tab's parent asked for the new version (only that tab reloads). */
export function reloadWasAsked(): boolean {
  return reloadAsked;
}
