import { act, screen, waitFor } from '@testing-library/react';
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
import { orderStore, setOrders, type LiveChangeListener } from '@portal/shared';
import { NotificationBell } from './NotificationBell';
import type { NotificationsChange } from './api/use-live-notifications';

// The live stream is the gateway's (tested there and in e2e): here the test pushes its events.
let push: LiveChangeListener<NotificationsChange> = () => undefined;
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  useLiveSubscription: (
    _key: string,
    _subscription: unknown,
    onChange: LiveChangeListener<NotificationsChange>,
  ) => {
    push = onChange;
    return 'push';
  },
}));

jest.setTimeout(20_000);

const NOTIFICATIONS = [
  {
    id: 'ntf_2',
    kind: 'COURIER_DISPATCHED',
    orderId: 'ord_2',
    childName: 'Dale Rivera',
    title: 'The courier is on the way to collect the kit.',
    path: '/portal/pick-up',
    createdAt: '2026-11-27T10:42:00.000Z',
    read: false,
  },
  {
    id: 'ntf_1',
    kind: 'KIT_SHIPPED',
    orderId: 'ord_1',
    childName: 'Baby Rivera',
    title: 'Your collection kit has shipped.',
    path: '/portal',
    createdAt: '2026-11-20T09:00:00.000Z',
    read: true,
  },
];
const marked: string[] = [];
const server = setupServer(
  graphql.link('http://gateway.test/graphql').query('NotificationList', () =>
    HttpResponse.json({
      data: {
        me: {
          id: 'test-user-1',
          unreadNotificationCount: NOTIFICATIONS.filter((n) => !n.read && !marked.includes(n.id))
            .length,
          notifications: NOTIFICATIONS.map((n) => ({
            ...n,
            read: n.read || marked.includes(n.id),
          })),
        },
      },
    }),
  ),
  // Every reader of the gateway reads again after a change: the parent's children among them.
  graphql.link('http://gateway.test/graphql').query('getUserOrder', () =>
    HttpResponse.json({
      data: {
        me: {
          id: 'test-user-1',
          orders: [
            { id: 'ord_1', purchaserName: 'Jordan Rivera' },
            { id: 'ord_2', purchaserName: 'Jordan Rivera' },
          ],
        },
      },
    }),
  ),
  graphql.link('http://gateway.test/graphql').mutation('MarkNotificationRead', ({ variables }) => {
    marked.push(variables['id'] as string);
    return HttpResponse.json({
      data: { notifications: { markRead: { id: variables['id'], read: true } } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderBell() {
  renderWithPortal(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/portal' },
  );
}

beforeEach(() => {
  marked.length = 0;
  resetPortalStores();
  signInForTests();
  setOrders([
    { id: 'ord_1', purchaserName: 'Jordan Rivera' },
    { id: 'ord_2', purchaserName: 'Jordan Rivera' },
  ]);
  orderStore.setState({ selected: { id: 'ord_1', purchaserName: 'Jordan Rivera' } });
});

it('shows the pushed unread count and announces only what arrives after the first state', async () => {
  renderBell();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  act(() => push({ unreadCount: 1, latest: { ...NOTIFICATIONS[0]!, read: false } }));
  expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  // What was there when the page opened is not news.
  expect(screen.getByTestId('notification-announcer')).toHaveTextContent('');
  act(() =>
    push({
      unreadCount: 2,
      latest: {
        id: 'ntf_3',
        kind: 'UNIT_AT_LAB',
        title: 'The cord blood reached the lab.',
        childName: 'Dale Rivera',
        read: false,
      },
    }),
  );
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  // The sentences load with the first arrival.
  await waitFor(() =>
    expect(screen.getByTestId('notification-announcer')).toHaveTextContent(
      'New notification: The cord blood reached the lab. Dale Rivera.',
    ),
  );
});

it('lists the notifications newest first; opening one marks it read, shows its child and goes to its page', async () => {
  renderBell();
  act(() => push({ unreadCount: 1, latest: { ...NOTIFICATIONS[0]!, read: false } }));
  const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = await screen.findByRole('region', { name: 'Notifications' });
  const links = await waitFor(() => {
    const found = panel.querySelectorAll('ul a');
    expect(found).toHaveLength(2);
    return found;
  });
  expect(links[0]).toHaveTextContent('Unread: The courier is on the way to collect the kit.');
  expect(links[0]).toHaveTextContent('Dale Rivera');
  // Each kind's sentence is the page's own, in the parent's language.
  expect(links[1]).toHaveTextContent('The collection kit was shipped to you.');
  await userEvent.click(links[0] as HTMLElement);
  await waitFor(() => expect(marked).toEqual(['ntf_2']));
  expect(screen.getByTestId('where')).toHaveTextContent('/portal/pick-up');
  expect(orderStore.getState().selected?.id).toBe('ord_2');
  expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

it('closes with Escape and gives the focus back to the bell', async () => {
  renderBell();
  const bell = screen.getByRole('button', { name: 'Notifications' });
  await userEvent.click(bell);
  await screen.findByRole('region', { name: 'Notifications' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
});
