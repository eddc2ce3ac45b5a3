import { isPortalRoute } from '@portal/shared/early-reads';

/** The page's list of the shell chunk's files (`routeChunks` in the build's BootPreloadPlugin). */
export const SHELL_CHUNKS_META = 'portal-shell-chunks';

/**
 * On a signed-in page's first load, starts downloading the shell's chunk (header, side
 * navigation, dashboard) from main.js, beside the shared chunks, rather than once the boot
 * has run: the boot's `import()` then finds it arrived. The page lists its files; /login and
 * the commerce pages, which render no shell, fetch nothing.
 */
export function preloadShellChunks(pathname: string, page: Document = document): void {
  if (!isPortalRoute(pathname)) return;
  const files = page.querySelector<HTMLMetaElement>(`meta[name="${SHELL_CHUNKS_META}"]`);
  for (const href of files?.content.split(/\s+/).filter(Boolean) ?? []) {
    const link = page.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    // The priority of the script element webpack's runtime adds for it later.
    link.setAttribute('fetchpriority', 'low');
    page.head.append(link);
  }
}
