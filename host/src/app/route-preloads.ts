import {
  authProviderNeededAtLoad,
  earlyReadsAtLoad,
  isPortalRoute,
} from '@portal/shared/first-load';
import { preloadListed } from '../common/listed-chunks';

export { chunksMeta, type RouteChunk } from '../common/listed-chunks';

/**
 * On a first load, starts downloading what the route needs beyond the boot's chunks: the
 * Firebase Auth SDK where auth is needed at load (a guarded route, or a stored session) and no
 * stored session token lets the page start without it (`authProviderNeededAtLoad`), and
 * on a signed-in route the shell (header, side navigation, dashboard) and, with a stored session
 * token, the reads main.js asks for before the shell renders (app/first-reads.ts). The page runs this
 * inline, before main.js has arrived (src/inline-first-load.ts); main.js runs it again for a
 * page without it (a development build) and adds no second link. /login with nobody signed
 * in, and the commerce pages, fetch nothing.
 */
export function preloadRouteChunks(pathname: string, page: Document = document): void {
  if (authProviderNeededAtLoad(pathname)) preloadListed('firebase-auth', page);
  if (isPortalRoute(pathname)) preloadListed('portal-shell', page);
  if (earlyReadsAtLoad(pathname)) preloadListed('first-reads', page);
}
