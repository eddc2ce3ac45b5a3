// The offline chunk: the banners, the service worker's registration and the watch for new
// versions (start-service-worker.ts).
export { showStatusBanners } from './StatusBannersRoot';
export { watchForNewVersions } from './register-service-worker';
