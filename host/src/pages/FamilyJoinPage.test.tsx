import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { analytics, authStore, routes, setOrders, useOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import type { InvitationPreview } from '../features/family/api/use-family-invitation';
import { PageViews } from '../features/guard/PageViews';
import { FamilyJoinPage } from './FamilyJoinPage';

const GATEWAY = 'http://gateway.test/graphql';
const TOKEN = 'tok_abcdefghijklmnop';
const server = setupServer();

const PENDING: InvitationPreview = {
  invitedBy: 'Jordan Rivera',
  email: 'parent@example.com',
  status: 'PENDING',
  expiresAt: '2026-12-08T12:00:00Z',
  forViewer: true,
  childName: 'Rowan',
  orderId: null,
};

/** The invitation the gateway holds for TOKEN (null: none), and the parent's children. */
let invitation: InvitationPreview | null;
let orders: { id: string; purchaserName: string }[];
let accepted: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  orders = [{ id: 'order-own', purchaserName: 'Sam Rivera' }];
  setOrders(orders);
  invitation = PENDING;
  accepted = [];
  const link = graphql.link(GATEWAY);
  server.use(
    link.query('FamilyInvitation', ({ variables }) =>
      HttpResponse.json({ data: { invitation: variables.token === TOKEN ? invitation : null } }),
    ),
    link.query('getUserOrder', () =>
      HttpResponse.json({ data: { me: { id: 'test-user-1', orders } } }),
    ),
    link.mutation('AcceptFamilyInvitation', ({ variables }) => {
      accepted.push(variables.token);
      // The followed child comes first in the list (oldest first): not the one selected by default.
      orders = [{ id: 'order-rowan', purchaserName: 'Jordan Rivera' }, ...orders];
      invitation = { ...PENDING, status: 'ACCEPTED', orderId: 'order-rowan' };
      return HttpResponse.json({
        data: { family: { accept: { id: 'order-rowan', childName: 'Rowan' } } },
      });
    }),
  );
});

/** Stands in for the dashboard: which child it would show. */
function Dashboard() {
  const { selected } = useOrders();
  return <p>{`Dashboard for ${selected?.id ?? 'nobody'}`}</p>;
}

function Login() {
  const { search } = useLocation();
  return <p>{`Sign in page ${search}`}</p>;
}

function renderPage(route = `${routes.familyJoin}?invitation=${TOKEN}`) {
  const user = userEvent.setup();
  renderWithPortal(
    <>
      <PageViews />
      <Routes>
        <Route path={routes.familyJoin} element={<FamilyJoinPage />} />
        <Route path={routes.dashboard} element={<Dashboard />} />
        <Route path={routes.login} element={<Login />} />
      </Routes>
    </>,
    { route },
  );
  return user;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Family invitation' });
const INVALID =
  'This invitation link is not valid. Check that you opened the whole link from the email.';

it('lets the invited parent accept, then shows that child on the dashboard', async () => {
  const page = jest.spyOn(analytics, 'page').mockImplementation(() => undefined);
  const user = renderPage();
  expect(await heading()).toBeVisible();
  expect(
    await screen.findByText("Jordan Rivera invited you to follow Rowan's cord blood journey."),
  ).toBeVisible();
  expect(document.title).toBe('Family invitation · Parent Portal');
  // The page view names the route, never the token in the address (here after the view's
  // wait: the memory router leaves window.location alone, so the title is the route's name).
  await waitFor(
    () =>
      expect(page).toHaveBeenCalledWith({
        path: '/portal/family/join',
        title: 'Family invitation · Parent Portal',
      }),
    { timeout: 3000 },
  );
  expect(JSON.stringify(page.mock.calls)).not.toContain(TOKEN);

  await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
  expect(await screen.findByText('Dashboard for order-rowan')).toBeVisible();
  expect(accepted).toEqual([TOKEN]);
});

it('asks someone signed in with another email to sign in with the invited one', async () => {
  invitation = { ...PENDING, email: 'sam@example.com', forViewer: false, childName: null };
  const user = renderPage();
  expect(
    await screen.findByText(
      'This invitation was sent to sam@example.com. Sign in with that email address to accept it.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();

  // Signing out comes back here once signed in again.
  const logout = jest.spyOn(authStore, 'setState');
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(
    await screen.findByText(
      `Sign in page ?redirect=${encodeURIComponent(`${routes.familyJoin}?invitation=${TOKEN}`)}`,
    ),
  ).toBeVisible();
  expect(logout).toHaveBeenCalled();
  expect(authStore.getState().user).toBeNull();
});

it('opens the journey of an invitation this parent accepted already', async () => {
  orders = [{ id: 'order-rowan', purchaserName: 'Jordan Rivera' }, ...orders];
  setOrders(orders);
  invitation = { ...PENDING, status: 'ACCEPTED', orderId: 'order-rowan' };
  const user = renderPage();
  const open = await screen.findByRole('link', { name: "Open Rowan's journey" });
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  await user.click(open);
  expect(await screen.findByText('Dashboard for order-rowan')).toBeVisible();
});

it.each([
  ['CANCELLED', 'This invitation was cancelled. Ask the account holder to send a new one.'],
  ['EXPIRED', 'This invitation has expired. Ask the account holder to send a new one.'],
] as const)('says when the invitation is %s', async (status, text) => {
  invitation = { ...PENDING, status };
  renderPage();
  expect(await screen.findByText(text)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
});

it('says a link the gateway does not know is not valid', async () => {
  renderPage(`${routes.familyJoin}?invitation=tok_unknown`);
  expect(await screen.findByText(INVALID)).toBeVisible();
});

it('says a link without its token is not valid, without asking the gateway', async () => {
  renderPage(routes.familyJoin);
  expect(await heading()).toBeVisible();
  expect(screen.getByText(INVALID)).toBeVisible();
});

it.each([
  [
    { code: 'CONFLICT', reason: 'INVITATION_EXPIRED' },
    'This invitation has expired. Ask the account holder to send a new one.',
  ],
  [
    { code: 'FORBIDDEN' },
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  ],
  [{ code: 'NOT_FOUND' }, INVALID],
])('says why accepting was refused (%p) in an alert', async (extensions, text) => {
  server.use(
    graphql
      .link(GATEWAY)
      .mutation('AcceptFamilyInvitation', () =>
        HttpResponse.json({ errors: [{ message: 'Refused', extensions }], data: null }),
      ),
  );
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.queryByText(/^Dashboard for/)).not.toBeInTheDocument();
});
