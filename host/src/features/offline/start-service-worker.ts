/**
 * After the page's load, the worker waits this long: its first install downloads the host's
 * files (about 0.6 MB compressed), which on a hospital's network must not compete with the
 * page's own reads and the remote it opens.
 */
export const SERVICE_WORKER_DELAY_MS = 4000;

/** What the page does offline and with a new version: loaded when first needed. */
const load = () => import(/* webpackChunkName: "offline" */ './offline');
/** The portal works without either, as it did before it had them. */
const ignore = () => undefined;

/**
 * Shows the offline banner when the connection is lost (or the page opens without one), and a
 * few seconds after the page has loaded starts watching for new versions (the portal's service
 * worker, and `remoteReleased`: a remote the page shows, released since). Their code is a chunk
 * of its own, so the first load carries none of it. The worker in production builds only: a
 * development server serves none.
 */
export function startServiceWorker(remoteReleased: () => Promise<boolean>): void {
  const showOffline = () =>
    void load()
      .then((chunk) => chunk.showStatusBanners())
      .catch(ignore);
  if (navigator.onLine) addEventListener('offline', showOffline, { once: true });
  else showOffline();
  const later = () =>
    setTimeout(
      () =>
        void load()
          .then((chunk) => chunk.watchForNewVersions(remoteReleased))
          .catch(ignore),
      SERVICE_WORKER_DELAY_MS,
    );
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
