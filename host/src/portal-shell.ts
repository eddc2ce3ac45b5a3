import { lazy } from 'react';
import { loadSharedWords, registerCatalog, SHARED_WORDS } from '@portal/shared';
import { loadHostCatalog } from './i18n/host-catalog';
import { withPageTexts } from './i18n/host-pages';
import { provideHostCatalog } from './i18n/host-texts';

// The lazily loaded part of the host that only /portal needs (see routes.tsx).

/**
 * The host's texts (its catalogue) come with the shell: /login's first load carries none of
 * them; with them @portal/shared's journey words and plan names, which the dashboard says. The
 * shell renders once they are loaded in the portal's language (a registration that failed, e.g.
 * the Spanish chunk, is tried again when the shell is next asked for).
 */
export const catalogReady = async (): Promise<void> => {
  await Promise.all([
    provideHostCatalog(loadHostCatalog),
    registerCatalog(SHARED_WORDS, loadSharedWords),
  ]);
};
export { PortalShell } from './shell/PortalShell';
export { DashboardPage } from './pages/DashboardPage';

// The family invitation's page (only its email's link opens it) loads from here, on its first
// visit: what it shares with the dashboard (the gateway documents, the family's requests) stays
// in this chunk instead of a third chunk every /portal load would fetch.
export const FamilyJoinPage = lazy(() =>
  withPageTexts(() => import(/* webpackChunkName: "family-join" */ './pages/FamilyJoinPage')).then(
    (m) => ({
      default: m.FamilyJoinPage,
    }),
  ),
);

// The profile's notification settings (from the profile and the notification panel).
export const NotificationSettingsPage = lazy(() =>
  withPageTexts(
    () =>
      import(/* webpackChunkName: "notification-settings" */ './pages/NotificationSettingsPage'),
  ).then((m) => ({ default: m.NotificationSettingsPage })),
);
