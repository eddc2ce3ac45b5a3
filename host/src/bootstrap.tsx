import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  loadPortalDocument,
  reportError,
  startAnalytics,
  startAuth,
  startErrorReporting,
  getConfig,
  startLanguage,
} from '@portal/shared';
import { authNeededAtLoad } from '@portal/shared/auth-preload';
import { takePortalDocumentRequest } from './remotes/portal-document-request';
import { registerRemoteRegistry } from './remotes/remote-registry';
import { App } from './app/App';
import { preloadRouteChunks } from './routes';
import { BootError } from './app/BootError';
import { startServiceWorker } from './features/offline/start-service-worker';
import { loadedRemoteReleased } from './remotes/load-remote';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  try {
    const document = await loadPortalDocument(takePortalDocumentRequest());
    registerRemoteRegistry(document.remotes);
    const config = getConfig();
    startErrorReporting(config);
    startAnalytics(config);
    // A signed-out page (/login with no stored session) shows at once, and so does a signed-in
    // page whose stored session token stays valid for a while: Firebase loads when the parent
    // first uses the page (or the token nears its expiry).
    void startAuth({
      untilInteraction: !authNeededAtLoad(window.location.pathname),
      fromStoredSession: true,
    });
    preloadRouteChunks(window.location.pathname);
    // The browser's language (or the one chosen in this visit), before the first render; each
    // app's texts load with its own chunks (the shell's with the shell: portal-shell.ts).
    await startLanguage(config.languages);
    // A transition: React renders the portal in slices, yielding to the browser between them.
    startTransition(() => root.render(<App />));
    startServiceWorker(loadedRemoteReleased);
  } catch (error) {
    reportError(error, { tags: { phase: 'boot' } });
    root.render(<BootError error={error} />);
  }
}

void boot();
