import {
  authProviderNeededAtLoad,
  earlyReadsAtLoad,
  isPortalRoute,
} from '@portal/shared/first-load';

/** Named chunks whose files the page lists (`routeChunks` of the build's BootPreloadPlugin). */
export type RouteChunk = 'portal-shell' | 'firebase-auth' | 'first-reads';

/** The page's `<meta>` listing a named chunk's files. */
export const chunksMeta = (chunk: RouteChunk) => `${chunk}-chunks`;

function preloadListed(chunk: RouteChunk, page: Document): void {
  const files = page.querySelector<HTMLMetaElement>(`meta[name="${chunksMeta(chunk)}"]`);
  const linked = new Set(
    Array.from(page.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const href of files?.content.split(/\s+/).filter(Boolean) ?? []) {
    if (linked.has(href)) continue;
    const link = page.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    // The priority of the script element webpack's runtime adds for it later.
    link.setAttribute('fetchpriority', 'low');
    page.head.append(link);
  }
}

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
