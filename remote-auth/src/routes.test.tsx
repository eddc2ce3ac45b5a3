import { screen } from '@testing-library/react';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { RemoteRoutes } from './routes';

beforeEach(() => {
  resetPortalStores();
  signInForTests();
});

it.each([
  ['/login', 'Sign in'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Reset your password'],
  ['/verify-email', 'Verify your email'],
])('%s shows its page', async (path, heading) => {
  renderWithPortal(<RemoteRoutes />, { route: path });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(document.title).toBe(`${heading} · Parent Portal`);
});

it('renders nothing for a path that is not its own', () => {
  const { container } = renderWithPortal(<RemoteRoutes />, { route: '/portal/somewhere-else' });
  expect(container.querySelector('h1')).toBeNull();
});
