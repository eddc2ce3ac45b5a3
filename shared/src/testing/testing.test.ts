import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import { authStore, useAuth } from '../auth/auth-store';
import { getConfig, isConfigured, resetConfig } from '../config/config-store';
import { parseConfig } from '../config/parse-config';
import { notificationStore, notify } from '../notifications/notification-store';
import { orderStore, setOrders } from '../orders/order-store';
import {
  TEST_USER,
  configureForTests,
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  testConfig,
} from './index';

describe('@portal/shared/testing', () => {
  beforeEach(() => resetConfig());

  it('testConfig is a complete configuration that overrides merge into', () => {
    const config = testConfig({ environment: 'development' });
    expect(config.environment).toBe('development');
    expect(config.graphqlUrl).toBe(`${config.gatewayUrl}/graphql`);
    expect(Object.keys(config).sort()).toEqual(
      Object.keys(
        parseConfig({
          FUNCTIONS_DOMAIN: 'http://f',
          GQL_DOMAIN: 'http://g',
          FIREBASE_API_KEY: 'k',
          FIREBASE_AUTH_DOMAIN: 'd',
          FIREBASE_PROJECT_ID: 'p',
        }),
      ).sort(),
    );
  });

  it('configureForTests configures the package', () => {
    expect(isConfigured()).toBe(false);
    const config = configureForTests({ idleTimeoutMinutes: 0 });
    expect(getConfig()).toBe(config);
    expect(getConfig().idleTimeoutMinutes).toBe(0);
  });

  it('signInForTests and resetPortalStores drive the shared stores', () => {
    const user = signInForTests({ emailVerified: false });
    expect(user).toEqual({ ...TEST_USER, emailVerified: false });
    expect(authStore.getState()).toMatchObject({ loading: false, user });
    setOrders([{ id: 'o', purchaserName: 'P' }]);
    notify({ intent: 'info', message: 'x' });

    resetPortalStores();

    expect(authStore.getState()).toMatchObject({ loading: false, user: null, error: null });
    expect(orderStore.getState().loaded).toBe(false);
    expect(notificationStore.getState().notifications).toEqual([]);
  });

  it('renderWithPortal renders inside the providers and a router at the route', () => {
    signInForTests();
    function Probe() {
      const { pathname } = useLocation();
      const { user } = useAuth();
      return createElement('p', null, `${pathname} ${user?.displayName ?? ''}`);
    }

    const { container } = renderWithPortal(createElement(Probe), { route: '/portal/pick-up' });

    expect(screen.getByText('/portal/pick-up Test Parent')).toBeInTheDocument();
    expect(container.querySelector('.fui-FluentProvider')).not.toBeNull();
    expect(isConfigured()).toBe(true);
  });
});
