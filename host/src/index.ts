import { startAuthProviderEarly } from '@portal/shared/auth-preload';
import { requestPortalDocumentEarly } from './remotes/portal-document-request';
import { preloadRouteRemote } from './remotes/route-remote-preload';
import { startEarlyReads } from './app/early-reads';
import { preloadRouteChunks } from './app/route-preloads';

const { pathname } = window.location;
// The route's chunks beyond the boot, the runtime document and the route's remote: asked for by
// the page's inline script already, where it has one (these then add nothing).
preloadRouteChunks(pathname);
// The page's inline script asked for the runtime document and started the route's remote; a
// development build's page has none, and main.js does both (a production main.js leaves the
// remote's preload out: 0.7 KB gz on every route).
const portalDocument = requestPortalDocumentEarly(
  pathname,
  process.env.NODE_ENV === 'production'
    ? undefined
    : (route, body) => void preloadRouteRemote(route, body),
);
// Firebase restores the session (where the stored token cannot stand for it) and the first
// signed-in page's reads are asked for while the shared chunks download. In a task of their own:
// the page's inline script asked for the runtime document, which has usually arrived by now, so
// building these requests in main.js's first task would lengthen that task.
setTimeout(() => {
  startAuthProviderEarly(pathname, portalDocument);
  startEarlyReads(pathname, portalDocument);
}, 0);
// Async boundary: nothing shared is consumed before the federation runtime has negotiated it.
// In a task of its own: negotiating the share scope and adding the boot's script elements would
// otherwise lengthen main.js's first task, during which a slow phone answers no input. The boot's
// chunks are already downloading (the page preloads them), so nothing waits for this.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
