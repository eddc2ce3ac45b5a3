import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { isPortalRoute, routes } from '@portal/shared';
import { RouteGuard } from './features/guard/RouteGuard';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { NotFoundPage } from './pages/NotFoundPage';

// The shell (header, side navigation, dialogs) and the dashboard are one chunk that only
// /portal loads: /login and the commerce pages render a remote without them.
const loadShellChunk = () => import(/* webpackChunkName: "portal-shell" */ './portal-shell');
const PortalShell = lazy(() => loadShellChunk().then((m) => ({ default: m.PortalShell })));
const DashboardPage = lazy(() => loadShellChunk().then((m) => ({ default: m.DashboardPage })));

/** Starts fetching the shell at boot when the first route needs it (no waterfall after auth). */
export function preloadRouteChunks(pathname: string): void {
  if (isPortalRoute(pathname)) void loadShellChunk();
}

const auth = <RemoteOutlet remote="auth" label="sign in" />;
const billing = <RemoteOutlet remote="billing" label="your order" />;
const certificate = <RemoteOutlet remote="certificate" label="the stem cell certificate" />;

/** The one flat route table of the portal: every route of the spec, and who renders it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={routes.dashboard} replace />} />
      <Route element={<RouteGuard />}>
        <Route path={routes.login} element={auth} />
        <Route path={routes.signup} element={auth} />
        <Route path={routes.forgotPassword} element={auth} />
        <Route path={routes.verifyEmail} element={auth} />
        <Route
          path={routes.dashboard}
          element={
            // Nothing is shown while the shell loads, as while authentication loads.
            <Suspense fallback={null}>
              <PortalShell />
            </Suspense>
          }
        >
          <Route
            index
            element={
              <Suspense fallback={null}>
                <DashboardPage />
              </Suspense>
            }
          />
          <Route
            path={routes.medicalForm}
            element={<RemoteOutlet remote="medical_form" label="the medical health form" />}
          />
          <Route
            path={routes.pickUp}
            element={<RemoteOutlet remote="pickup" label="kit pick-up" />}
          />
          <Route path={routes.stemCellKey} element={certificate} />
          <Route path={routes.understandingStemCellKey} element={certificate} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path={routes.order} element={billing} />
        <Route path={routes.orderConfirmation} element={billing} />
        <Route path={routes.gift} element={billing} />
        <Route path={routes.giftConfirmation} element={billing} />
        <Route path={routes.purchase} element={billing} />
      </Route>
      <Route
        path="*"
        element={
          <main id="main">
            <NotFoundPage />
          </main>
        }
      />
    </Routes>
  );
}
