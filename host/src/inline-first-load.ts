// The page's inline script, run as its head is parsed (BootPreloadPlugin's `inlineScript`):
// the route's chunks, the runtime document and the route's remote start downloading beside
// main.js instead of after it. It is built on its own (tooling/webpack-config:
// inlineScriptConfig) and may import nothing that loads or is shared.
import { preloadRouteChunks } from './app/route-preloads';
import { requestPortalDocumentEarly } from './remotes/portal-document-request';
import { preloadRouteRemote } from './remotes/route-remote-preload';

preloadRouteChunks(window.location.pathname);
requestPortalDocumentEarly(window.location.pathname, (pathname, portalDocument) => {
  void preloadRouteRemote(pathname, portalDocument);
});
