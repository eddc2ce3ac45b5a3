import { screen } from '@testing-library/react';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { RemoteRoutes } from './routes';

beforeEach(() => {
  resetPortalStores();
  signInForTests();
});

it.each([['/portal/release', 'Release or transfer']])(
  '%s shows its page',
  async (path, heading) => {
    renderWithPortal(<RemoteRoutes />, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  },
);

it('renders nothing for a path that is not its own', () => {
  const { container } = renderWithPortal(<RemoteRoutes />, { route: '/portal/somewhere-else' });
  expect(container.querySelector('h1')).toBeNull();
});
