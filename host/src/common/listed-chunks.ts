// The chunk files the host's page lists for its scripts to preload (BootPreloadPlugin): read by
// the page's inline script and by main.js, for a route's chunks (app/route-preloads.ts) and for
// the shared modules a route's remote takes first (remotes/route-remote-preload.ts).

/**
 * Named chunks whose files the page lists (`routeChunks` of the build's BootPreloadPlugin), and
 * the host's copy of each shared module the boot does not load (`shared:<share key>`, its
 * `sharedChunks`).
 */
export type RouteChunk = 'portal-shell' | 'firebase-auth' | 'first-reads' | `shared:${string}`;

/** The page's `<meta>` listing a named chunk's files. */
export const chunksMeta = (chunk: RouteChunk) => `${chunk}-chunks`;

/**
 * Preloads the files the page lists for `chunk`, each once: a script at a script's low priority,
 * a chunk's CSS (which the chunk waits for) as a style.
 */
export function preloadListed(chunk: RouteChunk, page: Document): void {
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
    link.href = href;
    if (href.endsWith('.css')) {
      link.setAttribute('as', 'style');
    } else {
      link.setAttribute('as', 'script');
      // The priority of the script element webpack's runtime adds for it later.
      link.setAttribute('fetchpriority', 'low');
    }
    page.head.append(link);
  }
}
