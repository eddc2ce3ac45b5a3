import { useEffect, useSyncExternalStore } from 'react';
import { registerCatalog, type CatalogLoader } from '@portal/shared';

/**
 * Whether the host's catalogue is registered: a host component draws its texts only once it is
 * (in Spanish, they are there only then). The shell's chunk carries the catalogue
 * and registers it before the shell renders (portal-shell.ts); what the host draws outside the
 * shell (/login, the commerce pages, a boot that failed: a toast, the signing-out overlay, the
 * idle warning, the not-found page, a remote's loading and failure states, the boot error)
 * asks for it here, and it loads as a chunk of its own: no first load carries it.
 */
export type HostTextsStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

let status: HostTextsStatus = 'idle';
let registration: Promise<void> | null = null;
const listeners = new Set<() => void>();

function settle(next: HostTextsStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

function track(register: () => Promise<void>): Promise<void> {
  registration ??= (() => {
    settle('loading');
    return register().then(
      () => settle('ready'),
      (error: unknown) => {
        registration = null; // The next one to ask tries again.
        settle('unavailable');
        throw error;
      },
    );
  })();
  return registration;
}

/** The shell's chunk registers the catalogue it carries (or waits for the one under way). */
export function provideHostCatalog(load: CatalogLoader): Promise<void> {
  return track(() => registerCatalog('host', load));
}

/** Registers the host's catalogue, loading it on its own, unless it is registered already. */
export function hostCatalogReady(): Promise<void> {
  return track(() =>
    import(/* webpackChunkName: "host-catalog" */ './host-catalog').then(({ loadHostCatalog }) =>
      registerCatalog('host', loadHostCatalog),
    ),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentStatus = () => status;

/**
 * The host catalogue's status, for a component that can render outside the shell; while
 * `wanted`, asks for the catalogue (once per mount: a failed load is tried again by the next
 * mount, not in a loop). 'unavailable': it could not load (the parent is most likely offline).
 */
export function useHostTexts(wanted = true): HostTextsStatus {
  const current = useSyncExternalStore(subscribe, currentStatus, currentStatus);
  useEffect(() => {
    if (wanted && status !== 'ready') hostCatalogReady().catch(() => undefined);
  }, [wanted]);
  return current;
}
