import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from '../analytics/analytics';
import { trackPageView } from '../analytics/page-views';
import { startAuth } from '../auth/auth-store';
import { getConfig } from '../config/config-store';
import { loadPortalDocument } from '../config/load-portal-document';
import { startErrorReporting } from '../error-reporting/error-reporting';
import { registerCatalog, startLanguage, type CatalogLoader } from '../i18n/language';
import { loadSharedWords, SHARED_WORDS } from '../i18n/shared-catalog';
import type { RemoteName } from './mount-contract';
import { PortalProviders } from './PortalProviders';

export interface StartStandaloneOptions {
  remote: RemoteName;
  App: ComponentType;
  /** react-router's `BrowserRouter`, from the remote's own copy (see createRemoteLifecycles). */
  BrowserRouter: ComponentType<{ children?: ReactNode }>;
  container: HTMLElement;
  /** The remote's catalogue (see createRemoteLifecycles). */
  catalog?: CatalogLoader;
  /** Whether it says @portal/shared's journey words or plan names (see createRemoteLifecycles). */
  sharedWords?: boolean;
}

/**
 * Runs a remote on its own dev server, without the host: loads the runtime document, starts
 * its language (with its catalogue), error reporting, analytics and auth, and renders the App
 * in its own BrowserRouter.
 */
export async function startStandalone({
  remote,
  App,
  BrowserRouter,
  container,
  catalog,
  sharedWords = true,
}: StartStandaloneOptions): Promise<void> {
  await loadPortalDocument();
  const config = getConfig();
  if (catalog) void registerCatalog(remote, catalog);
  if (sharedWords) void registerCatalog(SHARED_WORDS, loadSharedWords);
  await startLanguage(config.languages);
  void startErrorReporting(config);
  void startAnalytics(config);
  void startAuth();
  trackPageView(window.location.pathname);
  createRoot(container).render(
    <PortalProviders idPrefix={remote}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PortalProviders>,
  );
}
