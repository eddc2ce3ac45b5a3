import { useSyncExternalStore } from 'react';
import { ensureOrders, gatewayChangedElsewhere, orderStore } from '@portal/shared';

/**
 * What the page knows of its network and of a newer portal: whether the browser is offline,
 * and the new version's waiting service worker, once there is one. In the banners' chunk,
 * which loads when one of them first has something to say (start-service-worker.ts).
 */
export interface ConnectionStatus {
  offline: boolean;
  /** A new version's worker, installed and waiting for the parent to accept it. */
  update: ServiceWorker | null;
}

let status: ConnectionStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  update: null,
};
const listeners = new Set<() => void>();
let watching = false;

function set(next: Partial<ConnectionStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

function watchConnection(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
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
  watchConnection();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Called by the service worker's registration when a new version waits. */
export function offerUpdate(worker: ServiceWorker): void {
  set({ update: worker });
}

let reloadAsked = false;

/** The parent asked for the new version: it takes over, then this page reloads. */
export function reloadIntoUpdate(worker: ServiceWorker): void {
  reloadAsked = true;
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** Whether this tab's parent asked for the new version (only that tab reloads). */
export function reloadWasAsked(): boolean {
  return reloadAsked;
}
