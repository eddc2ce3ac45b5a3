// The offline chunk: the banners and the service worker's registration (start-service-worker.ts).
export { showStatusBanners } from './StatusBannersRoot';
export { registerServiceWorker } from './register-service-worker';
