import { offerUpdate, reloadWasAsked } from './connection-status';
import { showStatusBanners } from './StatusBannersRoot';

export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open portal asks whether a new version was released. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

let registration: ServiceWorkerRegistration | null = null;

function offer(update: ServiceWorker | 'page'): void {
  offerUpdate(update);
  showStatusBanners();
}

/**
 * The portal's service worker (host/src/service-worker/sw.ts). A new version installs beside the
 * running one and waits: the page offers it (the update banner) and reloads only when the
 * parent asks, never by itself.
 */
async function registerServiceWorker(): Promise<void> {
  registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: '/',
    // sw.js is always asked of the server: a broken worker is replaced by the next release.
    updateViaCache: 'none',
  });
  const offerWhenInstalled = (worker: ServiceWorker) => {
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  };
  // A new version may already be on its way: registering asks the server for sw.js.
  const arriving = registration.installing ?? registration.waiting;
  if (arriving) offerWhenInstalled(arriving);
  const current = registration;
  current.addEventListener('updatefound', () => {
    if (current.installing) offerWhenInstalled(current.installing);
  });
  // Only the tab whose parent asked reloads; other open tabs keep what they show.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadWasAsked()) window.location.reload();
  });
}

/**
 * Watches for new versions of the portal: a host release (a new service worker) and a remote
 * release the page already shows (`remoteReleased`: the registry names another address for
 * it). Asked when the parent comes back to the tab and every 30 minutes; either is offered
 * with the update banner, never reloaded by itself.
 */
export function watchForNewVersions(remoteReleased: () => Promise<boolean>): void {
  const check = () => {
    void registration?.update().catch(() => undefined);
    remoteReleased().then(
      (released) => released && offer('page'),
      () => undefined,
    );
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  // Production builds only: a development server serves no worker. Without one (a browser
  // that has none, or refuses it), the portal works as before it had one.
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator)
    registerServiceWorker().catch(() => undefined);
}
