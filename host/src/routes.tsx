import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@portal/shared/router';
import { isPortalRoute, routes, type RemoteName } from '@portal/shared';
import { RouteGuard } from './features/guard/RouteGuard';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { loadRemoteLifecycles } from './remotes/load-remote';
import { REMOTE_ROUTES, remoteForPath } from './remotes/route-remotes';
import { lazyChunk } from './app/lazy-chunk';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The shell (header, side navigation, dialogs) and the dashboard are one chunk that only
// /portal loads: /login and the commerce pages render a remote without them.
// It counts as loaded once its texts in the portal's language are (the host's catalogue).
const shellChunk = lazyChunk(() =>
  import(/* webpackChunkName: "portal-shell" */ './portal-shell').then(async (chunk) => {
    await chunk.catalogReady();
    return chunk;
  }),
);
const PortalShell = shellChunk.component((chunk) => chunk.PortalShell);
const DashboardPage = shellChunk.component((chunk) => chunk.DashboardPage);
// Loaded by the shell's chunk on its first visit (see portal-shell.ts).
const FamilyJoinPage = shellChunk.component((chunk) => chunk.FamilyJoinPage);
const NotificationSettingsPage = shellChunk.component((chunk) => chunk.NotificationSettingsPage);
// A mistyped address is rare: its page loads when one is met, not with every first load.
const NotFoundPage = lazyChunk(
  () => import(/* webpackChunkName: "not-found" */ './pages/NotFoundPage'),
).component((chunk) => chunk.NotFoundPage);

/** What the parent waits for while a remote's page loads, read out by its loading state. */
const LOADING: Readonly<Record<RemoteName, MessageDescriptor>> = {
  auth: msg`Loading sign in…`,
  medical_form: msg`Loading the medical health form…`,
  pickup: msg`Loading kit pick-up…`,
  certificate: msg`Loading the stem cell certificate…`,
  billing: msg`Loading your order…`,
  documents: msg`Loading your documents…`,
  release: msg`Loading release or transfer…`,
};

/**
 * Starts fetching at boot what the first route renders: the shell for /portal and the
 * route's remote, in parallel with authentication instead of after it. The outlet later
 * mounts the remote this load holds (a failed load is tried again there).
 */
export function preloadRouteChunks(pathname: string): void {
  if (isPortalRoute(pathname)) shellChunk.preload().catch(() => undefined);
  const remote = remoteForPath(pathname);
  if (remote) loadRemoteLifecycles(remote).catch(() => undefined);
}

function remoteRoutes(remotes: readonly RemoteName[]) {
  return remotes.flatMap((remote) =>
    REMOTE_ROUTES[remote].map((path) => (
      <Route
        key={path}
        path={path}
        element={<RemoteOutlet remote={remote} loading={LOADING[remote]} />}
      />
    )),
  );
}

/**
 * The one flat route table of the portal: every route of the spec, and who renders it. Every
 * path it renders a page for is in @portal/shared's route table too, which names page views and
 * Sentry transactions; the not-found page's transactions are named '/404' and not sent
 * (routes.test.tsx checks both).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={routes.dashboard} replace />} />
      <Route element={<RouteGuard />}>
        {remoteRoutes(['auth'])}
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
            path={routes.familyJoin}
            element={
              <Suspense fallback={null}>
                <FamilyJoinPage />
              </Suspense>
            }
          />
          <Route
            path={routes.notificationSettings}
            element={
              <Suspense fallback={null}>
                <NotificationSettingsPage />
              </Suspense>
            }
          />
          {remoteRoutes(['medical_form', 'pickup', 'certificate', 'documents', 'release'])}
          <Route
            path="*"
            element={
              <Suspense fallback={null}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Route>
        {remoteRoutes(['billing'])}
      </Route>
      <Route
        path="*"
        element={
          <main id="main">
            <Suspense fallback={null}>
              <NotFoundPage />
            </Suspense>
          </main>
        }
      />
    </Routes>
  );
}
