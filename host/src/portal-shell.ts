import { lazy } from 'react';
// The lazily loaded part of the host that only /portal needs (see routes.tsx).
export { PortalShell } from './features/shell/PortalShell';
export { DashboardPage } from './pages/DashboardPage';

// The family invitation's page (only its email's link opens it) loads from here, on its first
// visit: what it shares with the dashboard (the gateway documents, the family's requests) stays
// in this chunk instead of a third chunk every /portal load would fetch.
export const FamilyJoinPage = lazy(() =>
  import(/* webpackChunkName: "family-join" */ './pages/FamilyJoinPage').then((m) => ({
    default: m.FamilyJoinPage,
  })),
);

// The profile's notification settings (from the profile and the notification panel).
export const NotificationSettingsPage = lazy(() =>
  import(/* webpackChunkName: "notification-settings" */ './pages/NotificationSettingsPage').then(
    (m) => ({ default: m.NotificationSettingsPage }),
  ),
);
