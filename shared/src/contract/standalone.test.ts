import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createElement } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { analytics, startAnalytics } from '../analytics/analytics';
import { startAuth } from '../auth/auth-store';
import { getConfig, resetConfig } from '../config/config-store';
import { usePageTitle } from '../analytics/page-views';
import { startErrorReporting } from '../error-reporting/error-reporting';
import { startStandalone } from './standalone';

jest.mock('../auth/auth-store', () => ({ startAuth: jest.fn(async () => undefined) }));
jest.mock('../analytics/analytics', () => ({
  analytics: { page: jest.fn() },
  startAnalytics: jest.fn(async () => undefined),
}));
jest.mock('../error-reporting/error-reporting', () => ({
  reportError: jest.fn(),
  startErrorReporting: jest.fn(async () => undefined),
}));

const env = {
  FUNCTIONS_DOMAIN: 'http://127.0.0.1:5001',
  GQL_DOMAIN: 'http://127.0.0.1:4000',
  FIREBASE_API_KEY: 'key',
  FIREBASE_AUTH_DOMAIN: 'localhost',
  FIREBASE_PROJECT_ID: 'demo-portal',
};
const server = setupServer(
  http.get('http://localhost/portal.config.json', () => HttpResponse.json({ env, remotes: {} })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('loads the runtime document, starts the services and renders the App in a BrowserRouter', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  resetConfig();
  window.history.pushState({}, '', '/portal/pick-up');
  const container = document.createElement('div');
  document.body.appendChild(container);
  function App() {
    usePageTitle('Request Kit Pick Up');
    return createElement('p', null, `pickup at ${useLocation().pathname}`);
  }

  await startStandalone({ remote: 'pickup', App, BrowserRouter, container });

  expect(getConfig().graphqlUrl).toBe('http://127.0.0.1:4000/graphql');
  expect(startErrorReporting).toHaveBeenCalledWith(getConfig());
  expect(startAnalytics).toHaveBeenCalledWith(getConfig());
  expect(startAuth).toHaveBeenCalled();
  await waitFor(() => expect(container.textContent).toBe('pickup at /portal/pick-up'));
  // The page view waits for the page's own title.
  expect(analytics.page).toHaveBeenCalledWith({
    path: '/portal/pick-up',
    title: 'Request Kit Pick Up · Parent Portal',
  });
  expect(container.querySelector('.fui-FluentProvider')?.className).toMatch(/\bpickup-/);
});
