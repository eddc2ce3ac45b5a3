import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from '@portal/shared/router';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import { getConfig } from '@portal/shared';
import { quietNotificationStream } from '../test-support/quiet-notifications';
import { setViewportWidth } from '../test-support/viewport';
import { Header } from './Header';

// The avatar menu and the profile dialog are lazy chunks: in a cold Jest cache their first
// import is transformed inside the test that opens them.
jest.setTimeout(20_000);

// The header reads the parent's profile from the gateway (getUser); its bell listens for
// notifications.
const server = setupServer(
  quietNotificationStream('http://gateway.test/graphql'),
  graphql.link('http://gateway.test/graphql').query('getUser', () =>
    HttpResponse.json({
      data: {
        me: { id: 'test-user-1', profile: { email: 'parent@example.com', name: 'Jordan Rivera' } },
      },
    }),
  ),
  // The language saved with the account (none chosen yet).
  graphql
    .link('http://gateway.test/graphql')
    .query('AccountLanguage', () =>
      HttpResponse.json({ data: { me: { id: 'test-user-1', profile: { language: null } } } }),
    ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);

const logout = jest.fn(async () => undefined);
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  logout: () => logout(),
}));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderHeader(narrow: boolean) {
  const onToggleNav = jest.fn();
  const onOpenSupport = jest.fn();
  renderWithPortal(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Header
              narrow={narrow}
              navOpen={false}
              onToggleNav={onToggleNav}
              onOpenSupport={onOpenSupport}
            />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/portal/pick-up' },
  );
  return { onToggleNav, onOpenSupport };
}

beforeEach(() => {
  resetPortalStores();
  signInForTests({ displayName: 'Jordan Rivera', email: 'parent@example.com' });
  logout.mockClear();
});

it('on wide screens: no burger, logo to the dashboard, Get $99 to the ambassador page, avatar with name', () => {
  renderHeader(false);
  expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Parent Portal home' })).toHaveAttribute(
    'href',
    '/portal',
  );
  expect(screen.getByRole('link', { name: 'Get $99 (opens in a new tab)' })).toHaveAttribute(
    'href',
    getConfig().links.ambassador,
  );
  const avatar = screen.getByRole('button', { name: 'Jordan Rivera' });
  expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
  expect(avatar).toHaveTextContent(/^JJordan Rivera$/);
});

it('on narrow screens: the burger toggles the navigation; the avatar shows only the initial', async () => {
  setViewportWidth(375);
  const { onToggleNav } = renderHeader(true);
  expect(screen.getByRole('button', { name: 'Account menu for Jordan Rivera' })).toHaveTextContent(
    /^J$/,
  );
  const burger = screen.getByRole('button', { name: 'Open menu' });
  expect(burger).toHaveAttribute('aria-expanded', 'false');
  expect(burger).toHaveAttribute('aria-controls', 'portal-nav');
  await userEvent.click(burger);
  expect(onToggleNav).toHaveBeenCalledTimes(1);
});

it('the profile icon opens the profile modal', async () => {
  renderHeader(false);
  await userEvent.click(screen.getByRole('button', { name: 'Your profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your profile' }, { timeout: 15_000 });
  expect(dialog).toHaveTextContent('parent@example.com');
});

it("'Log Out' in the avatar menu signs out and goes to /login", async () => {
  renderHeader(false);
  await userEvent.click(screen.getByRole('button', { name: 'Jordan Rivera' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
  expect(logout).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
});

it('on narrow screens the name is inside the opened avatar menu, with the profile', async () => {
  setViewportWidth(375);
  renderHeader(true);
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Jordan Rivera' }));
  const menu = await screen.findByRole('menu');
  expect(menu).toHaveTextContent('Jordan Rivera');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Your profile' }));
  // The profile dialog is a lazy chunk.
  expect(
    await screen.findByRole('dialog', { name: 'Your profile' }, { timeout: 15_000 }),
  ).toHaveTextContent('Jordan Rivera');
});
