// The page's inline script, run as its head is parsed (BootPreloadPlugin's `inlineScript`):
// the route's chunks start downloading beside main.js instead of after it. It is built on its
// own (tooling/webpack-config: inlineScriptConfig) and may import nothing that loads or is
// shared.
import { preloadRouteChunks } from './app/route-preloads';

preloadRouteChunks(window.location.pathname);
