import { screen, waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import { DashboardPage } from './DashboardPage';

const GATEWAY = 'http://gateway.test/graphql';
const server = setupServer();
let dashboardReads = 0;
/** What the gateway holds: the pick-up's status, read by the query and pushed by the stream. */
let pickupStatus = 'REQUESTED';

function order() {
  return {
    order: {
      id: 'order-1',
      childName: 'Rowan',
      dueDate: '2026-12-01',
      stage: 'BIRTH_AND_PICKUP',
      journey: [
        { stage: 'HEALTH_FORM', status: 'DONE', completedAt: null },
        { stage: 'BIRTH_AND_PICKUP', status: 'CURRENT', completedAt: null },
      ],
      pickup: { reference: 'PU-1', status: pickupStatus },
      certificate: null,
    },
  };
}

/** The open live-status stream (graphql-yoga's server-sent events), once the page has opened it. */
let live: ReadableStreamDefaultController<Uint8Array> | null = null;

function pickupStream() {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      live = controller;
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** The gateway pushes the pick-up as it now holds it (the stream opens with such an event). */
async function push() {
  // The page opens it a second after it has painted (useLivePickup).
  await waitFor(() => expect(live).not.toBeNull(), { timeout: 3000 });
  const pickup = { id: 'p1', status: pickupStatus };
  const event = { data: { pickupChanged: { orderId: 'order-1', pickup } } };
  live?.enqueue(new TextEncoder().encode(`event: next\ndata: ${JSON.stringify(event)}\n\n`));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'order-1', purchaserName: 'Test Parent' }]);
  dashboardReads = 0;
  live = null;
  pickupStatus = 'REQUESTED';
  server.use(
    http.post(GATEWAY, async ({ request }) => {
      const { query } = (await request.clone().json()) as { query: string };
      return query.startsWith('subscription PickupChanged') ? pickupStream() : undefined;
    }),
    graphql.link(GATEWAY).query('getUser', () =>
      HttpResponse.json({
        data: { me: { id: 'test-user-1', profile: { email: 'p@example.com', name: 'Jo Parent' } } },
      }),
    ),
    graphql.link(GATEWAY).query('DashboardOrder', () => {
      dashboardReads += 1;
      return HttpResponse.json({ data: order() });
    }),
  );
});

const nextStep = () => screen.findByLabelText('Your next step');

it('does not ask again when the live status opens with the pick-up the page shows', async () => {
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  expect(await nextStep()).toHaveTextContent('Pick-up requested');
  await push();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(dashboardReads).toBe(1);
});

it('asks again when the live status differs from what the page shows', async () => {
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  expect(await nextStep()).toHaveTextContent('Pick-up requested');
  // Dispatched between the page's read and the stream's first event.
  pickupStatus = 'DISPATCHED';
  await push();
  await waitFor(() => expect(dashboardReads).toBe(2));
  await waitFor(async () => expect(await nextStep()).toHaveTextContent('courier is on the way'));
});
