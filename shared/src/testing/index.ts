/**
 * Helpers for the apps' Jest tests (`@portal/shared/testing`). Never import this entry from
 * application code.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { authStore, type PortalUser } from '../auth/auth-store';
import { isConfigured } from '../config/config-store';
import { resetGatewayQueries } from '../gateway/gateway-queries';
import { resetNotifications } from '../notifications/notification-store';
import { resetOrders } from '../orders/order-store';
import { announceSignedOut } from '../session/session-events';
import { releaseFocusManager } from '../ui/Dialog';
import { PortalTestProviders } from './PortalTestProviders';
import { configureForTests } from './test-config';
import { languageStore, registerCatalog, setLocale } from '../i18n/language';
import { loadRuleTexts, loadSharedWords, SHARED_RULES, SHARED_WORDS } from '../i18n/shared-catalog';
import type { Locale } from '../i18n/locales';

export { configureForTests, testConfig } from './test-config';
export { PortalTestProviders } from './PortalTestProviders';
export { settleRequestsAfterEach } from './settle-requests';
export { sessionTokenFor, unsignedToken } from './unsigned-token';

/** A verified parent, as a signed-in test user. */
export const TEST_USER: PortalUser = {
  id: 'test-user-1',
  email: 'parent@example.com',
  emailVerified: true,
  displayName: 'Test Parent',
};

/**
 * Auth signed out and loaded, no orders or shell queries, no notifications, and
 * no focus manager held by an earlier test's dialog.
 */
export function resetPortalStores(): void {
  releaseFocusManager();
  authStore.setState({ loading: false, user: null, error: null, signingOut: false });
  resetOrders();
  resetGatewayQueries();
  resetNotifications();
}

/** Puts a signed-in user in the auth store (a verified test parent unless overridden). */
export function signInForTests(user: Partial<PortalUser> = {}): PortalUser {
  const signedIn: PortalUser = { ...TEST_USER, ...user };
  authStore.setState({ loading: false, user: signedIn, error: null });
  return signedIn;
}

/**
 * Signs the test user out as the portal does after the provider's sign-out (`logout`): nobody
 * in the auth store, and every store registered with `onSignedOut` / `clearedOnSignOut` has
 * forgotten them. Wrap in `act` when a rendered component reads a store.
 */
export async function signOutForTests(): Promise<void> {
  authStore.setState({ user: null });
  await announceSignedOut();
}

export interface RenderWithPortalOptions {
  /** The initial location of the MemoryRouter; '/' by default. */
  route?: string;
}

/**
 * Renders `ui` inside PortalProviders and a MemoryRouter (configuring @portal/shared for
 * tests first when nothing is configured yet).
 */
export function renderWithPortal(
  ui: ReactElement,
  { route = '/' }: RenderWithPortalOptions = {},
): RenderResult {
  if (!isConfigured()) configureForTests();
  return render(ui, {
    wrapper: ({ children }: { children?: ReactNode }) =>
      createElement(PortalTestProviders, { route }, children),
  });
}

export type { RemoteLifecycleModule } from './mount-remote';
export { mountRemoteForTests, testLocation, testNavigator } from './mount-remote';

/**
 * Every test of the file speaks `locale`, with English and Spanish offered (as `LANGUAGES`
 * unset does): the portal switches to it before each test, and back to English alone after the
 * file. Call it at the top of the file.
 */
export function speakInTests(locale: Locale): void {
  beforeEach(async () => {
    languageStore.setState({ offered: ['en', 'es'] });
    await act(() => setLocale(locale));
  });
  afterAll(async () => {
    await setLocale('en');
    languageStore.setState({ offered: ['en'] });
  });
}

/**
 * Registers @portal/shared's journey words, plan names and rules' sentences before any test of
 * the file renders, as the apps do (the shell, a remote's mount, the first form), so a Spanish
 * test's switch loads them too. Call it from an app's Jest setup file.
 */
export function registerSharedCatalogsForTests(): void {
  beforeAll(() =>
    Promise.all([
      registerCatalog(SHARED_WORDS, loadSharedWords),
      registerCatalog(SHARED_RULES, loadRuleTexts),
    ]),
  );
}
