// The team's own dev server: the same shared providers as in the portal, its own router.
import { BrowserRouter } from '@portal/shared/router';
import { startStandalone } from '@portal/shared';
import { RemoteRoutes } from './routes';
import { loadCatalog } from './catalog';

const container = document.getElementById('root');
if (container)
  void startStandalone({
    remote: 'release',
    App: RemoteRoutes,
    BrowserRouter,
    container,
    catalog: loadCatalog,
  });
