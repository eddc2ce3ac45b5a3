import { offerUpdate, reloadWasAsked } from './connection-status';
import { showStatusBanners } from './StatusBannersRoot';

export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open portal asks whether a new version was released. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/**
 * The portal's service worker (host/src/service-worker/sw.ts). A new version installs beside the
 * running one and waits: the page offers it (the update banner) and reloads only when the
 * parent asks, never by itself.
 */
export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: '/',
    // sw.js is always asked of the server: a broken worker is replaced by the next release.
    updateViaCache: 'none',
  });
  const offerWhenInstalled = (worker: ServiceWorker) => {
    const check = () => {
      if (worker.state !== 'installed' || !navigator.serviceWorker.controller) return;
      offerUpdate(worker);
      showStatusBanners();
    };
    check();
    worker.addEventListener('statechange', check);
  };
  // A new version may already be on its way: registering asks the server for sw.js.
  const arriving = registration.installing ?? registration.waiting;
  if (arriving) offerWhenInstalled(arriving);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) offerWhenInstalled(registration.installing);
  });
  // Only the tab whose parent asked reloads; other open tabs keep what they show.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadWasAsked()) window.location.reload();
  });
  const checkForUpdate = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
}
