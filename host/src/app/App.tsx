import { Suspense } from 'react';
import { BrowserRouter } from '@portal/shared/router';
import { PortalProviders } from '@portal/shared';
import { AppRoutes } from '../routes';
import { PageViews } from '../features/guard/PageViews';
import { OrdersLoader } from '../features/guard/OrdersLoader';
import { NotificationArea } from '../shell/NotificationArea';
import { SigningOut } from './SigningOut';
import { IdleTimeout } from '../shell/IdleTimeout';

export function App() {
  return (
    <PortalProviders idPrefix="host">
      <BrowserRouter>
        <PageViews />
        <OrdersLoader />
        <IdleTimeout />
        {/* Holds the page on screen while an already loaded remote is opened again. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
        <NotificationArea />
        <SigningOut />
      </BrowserRouter>
    </PortalProviders>
  );
}
