import { lazy } from 'react';

// `@portal/shared/load-when-online`: not shared at run time, so each app builds its own copy (a
// few dozen bytes) and no first load carries more than it uses.

/**
 * Loads a chunk on demand; offline, it waits for the connection and loads it then rather than
 * failing (a chunk the device does not hold yet: a first visit, before the service worker has
 * the portal's files, or a remote's part never opened before). A failure online still fails.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine !== false) throw error;
    return new Promise<T>((resolve, reject) => {
      const retry = () => void loadWhenOnline(load).then(resolve, reject);
      window.addEventListener('online', retry, { once: true });
    });
  });
}

/**
 * React.lazy whose chunk waits for the connection when it cannot come offline: its Suspense
 * fallback shows meanwhile, where a rejected chunk would take the page down with it.
 */
export const lazyWhenOnline: typeof lazy = (load) => lazy(() => loadWhenOnline(load));
