// What a page decides in its first moment from its address and the browser's storage alone:
// the package entry `@portal/shared/first-load`, which the host's page runs inline, before
// main.js has arrived (host/src/first-load-preloads.ts). Like `auth-preload` it is not shared;
// it reaches no package, loads nothing and holds no state (src/architecture.test.ts).
export {
  authNeededAtLoad,
  authProviderNeededAtLoad,
  earlyReadsAtLoad,
} from './auth/auth-needed-at-load';
export { isPortalRoute } from './routes/routes';
