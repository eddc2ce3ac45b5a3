import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { orderStore, setOrders, swapOrder } from '@portal/shared';
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
      releaseRequest: null as { reference: string; status: string } | null,
    },
  };
}

const PLANS = {
  annual: {
    code: 'annual',
    name: 'Annual storage',
    priceCents: 17_500,
    currency: 'usd',
    interval: 'year',
  },
  monthly: {
    code: 'monthly',
    name: 'Monthly storage',
    priceCents: 1_500,
    currency: 'usd',
    interval: 'month',
  },
};

/** An order's storage plan as the gateway answers it (no subscription: made by the bank). */
function billing(id: string, plan: keyof typeof PLANS = 'annual') {
  const none = { subscription: null, giftTerm: null, planEnd: null, notice: null, invoices: [] };
  return { order: { id, billing: { plan: PLANS[plan], ...none } } };
}

/** Who follows a child's journey: the signed-in parent holds it, or follows it as a guardian. */
function family(id: string, access: 'HOLDER' | 'GUARDIAN' = 'HOLDER') {
  const holder = {
    uid: access === 'HOLDER' ? 'test-user-1' : 'uid-jordan',
    role: 'HOLDER',
    name: 'Jordan Rivera',
    email: 'jordan@example.com',
    since: '2026-03-02T12:00:00Z',
    isViewer: access === 'HOLDER',
  };
  const guardian = {
    uid: access === 'GUARDIAN' ? 'test-user-1' : 'uid-sam',
    role: 'GUARDIAN',
    name: 'Sam Rivera',
    email: 'sam@example.com',
    since: '2026-11-20T12:00:00Z',
    isViewer: access === 'GUARDIAN',
  };
  return {
    order: {
      id,
      childName: 'Rowan',
      access,
      family: { members: [holder, guardian], invitations: [] },
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
    graphql
      .link(GATEWAY)
      .query('DashboardBilling', ({ variables }) =>
        HttpResponse.json({ data: billing(String(variables.id)) }),
      ),
    graphql
      .link(GATEWAY)
      .query('DashboardFamily', ({ variables }) =>
        HttpResponse.json({ data: family(String(variables.id)) }),
      ),
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

it("shows the selected child's storage plan below the journey, and follows a sibling switch", async () => {
  setOrders([
    { id: 'order-1', purchaserName: 'Test Parent' },
    { id: 'order-2', purchaserName: 'Test Parent' },
  ]);
  const names: Record<string, string> = { 'order-1': 'Rowan', 'order-2': 'Sky' };
  server.use(
    graphql.link(GATEWAY).query('DashboardOrder', ({ variables }) => {
      const id = String(variables.id);
      return HttpResponse.json({ data: { order: { ...order().order, id, childName: names[id] } } });
    }),
    graphql.link(GATEWAY).query('DashboardBilling', ({ variables }) => {
      const id = String(variables.id);
      return HttpResponse.json({ data: billing(id, id === 'order-2' ? 'monthly' : 'annual') });
    }),
  );
  renderWithPortal(<DashboardPage />, { route: '/portal' });

  // The selection the orders store kept (see beforeEach).
  expect(await screen.findByRole('heading', { name: "Rowan's journey" })).toBeVisible();
  const card = await screen.findByRole('region', { name: 'Storage plan' });
  expect(await within(card).findByText('Annual storage: $175.00 per year')).toBeVisible();
  const journey = screen.getByRole('list', { name: 'Your journey' });
  // The journey comes first.
  expect(journey.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  act(() => swapOrder());
  expect(await screen.findByRole('heading', { name: "Sky's journey" })).toBeVisible();
  const switched = await screen.findByRole('region', { name: 'Storage plan' });
  expect(await within(switched).findByText('Monthly storage: $15.00 per month')).toBeVisible();
  expect(screen.queryByText('Annual storage: $175.00 per year')).not.toBeInTheDocument();
});

it('asks for the storage plan with the journey, not after it has arrived', async () => {
  let release: () => void = () => undefined;
  const journeyHeld = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  server.use(
    graphql.link(GATEWAY).query('DashboardOrder', async () => {
      asked.push('DashboardOrder');
      await journeyHeld;
      return HttpResponse.json({ data: order() });
    }),
    graphql.link(GATEWAY).query('DashboardBilling', ({ variables }) => {
      asked.push('DashboardBilling');
      return HttpResponse.json({ data: billing(String(variables.id)) });
    }),
  );
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  await waitFor(() => expect(asked).toEqual(['DashboardOrder', 'DashboardBilling']));
  release();
  const card = await screen.findByRole('region', { name: 'Storage plan' });
  expect(await within(card).findByText('Annual storage: $175.00 per year')).toBeVisible();
  expect(asked).toEqual(['DashboardOrder', 'DashboardBilling']);
});

it("shows who follows the child's journey after the storage plan, with the holder's tools", async () => {
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  const plan = await screen.findByRole('region', { name: 'Storage plan' });
  const card = await screen.findByRole('region', { name: 'Family access' });
  expect(plan.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(
    await within(card).findByRole('button', { name: 'Remove access for Sam Rivera' }),
  ).toBeVisible();
  expect(within(card).getByRole('textbox', { name: "Guardian's email address" })).toBeVisible();
});

describe("a guardian's child", () => {
  beforeEach(() => {
    server.use(
      graphql
        .link(GATEWAY)
        .query('DashboardFamily', ({ variables }) =>
          HttpResponse.json({ data: family(String(variables.id), 'GUARDIAN') }),
        ),
      // Billing stays with the account holder: the gateway answers none.
      graphql
        .link(GATEWAY)
        .query('DashboardBilling', ({ variables }) =>
          HttpResponse.json({ data: { order: { id: String(variables.id), billing: null } } }),
        ),
    );
  });

  it('has no storage plan, and the family card says who shared the journey', async () => {
    renderWithPortal(<DashboardPage />, { route: '/portal' });
    const card = await screen.findByRole('region', { name: 'Family access' });
    expect(
      await within(card).findByText("Jordan Rivera shared this child's journey with you."),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: "Rowan's journey" })).toBeVisible();
    // Let every read land: nothing of billing is drawn, whatever arrives when.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Storage plan' })).not.toBeInTheDocument();
    expect(screen.queryByText(/storage plan/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue storage' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('leaves: the child is gone from the dashboard and focus goes to its heading', async () => {
    let orders = [
      { id: 'order-0', purchaserName: 'Test Parent' },
      { id: 'order-1', purchaserName: 'Jordan Rivera' },
    ];
    setOrders(orders);
    server.use(
      graphql.link(GATEWAY).query('DashboardOrder', ({ variables }) => {
        const id = String(variables.id);
        const childName = id === 'order-0' ? 'Sky' : 'Rowan';
        return HttpResponse.json({ data: { order: { ...order().order, id, childName } } });
      }),
      graphql.link(GATEWAY).query('DashboardFamily', ({ variables }) => {
        const id = String(variables.id);
        return HttpResponse.json({ data: family(id, id === 'order-0' ? 'HOLDER' : 'GUARDIAN') });
      }),
      graphql.link(GATEWAY).query('DashboardBilling', ({ variables }) => {
        const id = String(variables.id);
        return HttpResponse.json({
          data: id === 'order-0' ? billing(id) : { order: { id, billing: null } },
        });
      }),
      graphql
        .link(GATEWAY)
        .query('getUserOrder', () =>
          HttpResponse.json({ data: { me: { id: 'test-user-1', orders } } }),
        ),
      graphql.link(GATEWAY).mutation('LeaveFamily', ({ variables }) => {
        orders = orders.filter((known) => known.id !== variables.orderId);
        return HttpResponse.json({ data: { family: { leave: true } } });
      }),
    );
    const user = userEvent.setup();
    renderWithPortal(<DashboardPage />, { route: '/portal' });
    expect(await screen.findByRole('heading', { name: "Rowan's journey" })).toBeVisible();
    const card = await screen.findByRole('region', { name: 'Family access' });
    await user.click(await within(card).findByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: "Leave this child's family?" });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('heading', { name: "Sky's journey" })).toBeVisible();
    expect(screen.queryByRole('heading', { name: "Rowan's journey" })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    // Sky is the parent's own child: the storage plan is back.
    expect(await screen.findByRole('region', { name: 'Storage plan' })).toBeVisible();
  });

  describe('after the holder revokes this guardian', () => {
    const REVOKED = {
      message: "You no longer have access to this child's journey.",
      extensions: { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' },
    };
    /** The gateway ends the open live status with ACCESS_REVOKED, as it does on a revoke. */
    async function endStreamRevoked() {
      await waitFor(() => expect(live).not.toBeNull(), { timeout: 3000 });
      const encode = (text: string) => new TextEncoder().encode(text);
      live?.enqueue(encode(`event: next\ndata: ${JSON.stringify({ errors: [REVOKED] })}\n\n`));
      live?.enqueue(encode('event: complete\ndata:\n\n'));
    }

    function gatewayAfterRevoke(initial: { id: string; purchaserName: string }[]) {
      let orders = initial;
      const revoke = () => {
        orders = orders.filter((known) => known.id !== 'order-1');
      };
      server.use(
        graphql.link(GATEWAY).query('DashboardOrder', ({ variables }) => {
          const id = String(variables.id);
          if (!orders.some((known) => known.id === id)) {
            return HttpResponse.json({ data: { order: null }, errors: [REVOKED] });
          }
          const childName = id === 'order-0' ? 'Sky' : 'Rowan';
          return HttpResponse.json({ data: { order: { ...order().order, id, childName } } });
        }),
        graphql.link(GATEWAY).query('DashboardFamily', ({ variables }) => {
          const id = String(variables.id);
          return HttpResponse.json({
            data: family(id, id === 'order-0' ? 'HOLDER' : 'GUARDIAN'),
          });
        }),
        graphql.link(GATEWAY).query('DashboardBilling', ({ variables }) => {
          const id = String(variables.id);
          return HttpResponse.json({
            data: id === 'order-0' ? billing(id) : { order: { id, billing: null } },
          });
        }),
        graphql
          .link(GATEWAY)
          .query('getUserOrder', () =>
            HttpResponse.json({ data: { me: { id: 'test-user-1', orders } } }),
          ),
      );
      return revoke;
    }

    it('drops the child at the first refusal and shows the other child', async () => {
      const initial = [
        { id: 'order-0', purchaserName: 'Test Parent' },
        { id: 'order-1', purchaserName: 'Jordan Rivera' },
      ];
      setOrders(initial);
      const revoke = gatewayAfterRevoke(initial);
      renderWithPortal(<DashboardPage />, { route: '/portal' });
      expect(await screen.findByRole('heading', { name: "Rowan's journey" })).toBeVisible();

      revoke();
      await endStreamRevoked();

      expect(await screen.findByRole('heading', { name: "Sky's journey" })).toBeVisible();
      expect(screen.queryByText(/Rowan/)).not.toBeInTheDocument();
      expect(orderStore.getState()).toMatchObject({
        orders: [{ id: 'order-0' }],
        selected: { id: 'order-0' },
        multiple: false,
      });
    }, 10_000);

    it('shows the empty state when the child was the only one, naming it nowhere', async () => {
      const initial = [{ id: 'order-1', purchaserName: 'Jordan Rivera' }];
      setOrders(initial);
      const revoke = gatewayAfterRevoke(initial);
      renderWithPortal(<DashboardPage />, { route: '/portal' });
      expect(await screen.findByRole('heading', { name: "Rowan's journey" })).toBeVisible();

      revoke();
      await endStreamRevoked();

      expect(await screen.findByText('There is no order on your account yet.')).toBeVisible();
      expect(screen.queryByText(/Rowan/)).not.toBeInTheDocument();
      expect(orderStore.getState()).toMatchObject({ orders: [], selected: null });
    }, 10_000);
  });
});

/** The order once its unit is stored, with the release request it has (or none). */
function storedOrder(releaseRequest: { reference: string; status: string } | null) {
  const stored = order();
  stored.order.stage = 'CERTIFICATE_READY';
  stored.order.journey = [
    { stage: 'HEALTH_FORM', status: 'DONE', completedAt: null },
    { stage: 'BIRTH_AND_PICKUP', status: 'DONE', completedAt: null },
    { stage: 'CERTIFICATE_READY', status: 'DONE', completedAt: null },
  ];
  stored.order.releaseRequest = releaseRequest;
  return stored;
}

/** The dashboard of a stored child whose latest release request has `status`. */
function renderStoredWithRelease(status: string) {
  const request = { reference: 'RR-7K2Q9P', status };
  server.use(
    graphql
      .link(GATEWAY)
      .query('DashboardOrder', () => HttpResponse.json({ data: storedOrder(request) })),
  );
  renderWithPortal(<DashboardPage />, { route: '/portal' });
}

it('shows where the child’s release request stands on the journey, with the way to it', async () => {
  renderStoredWithRelease('NEEDS_INFO');
  expect(await screen.findByTestId('journey-release')).toHaveTextContent(
    'Release request RR-7K2Q9P: More information needed.',
  );
  expect(screen.getByRole('link', { name: 'See the release request' })).toHaveAttribute(
    'href',
    '/portal/release',
  );
  expect(
    screen.queryByRole('link', { name: 'Request a release or transfer' }),
  ).not.toBeInTheDocument();
});

it('after a cancelled release request, offers a new one', async () => {
  renderStoredWithRelease('CANCELLED');
  expect(await screen.findByRole('link', { name: 'Request a release or transfer' })).toBeVisible();
  expect(screen.queryByTestId('journey-release')).not.toBeInTheDocument();
});

it('leads to a release or transfer request once the unit is stored, not before', async () => {
  server.use(
    graphql
      .link(GATEWAY)
      .query('DashboardOrder', () => HttpResponse.json({ data: storedOrder(null) })),
  );
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  expect(
    await screen.findByRole('link', { name: 'Request a release or transfer' }),
  ).toHaveAttribute('href', '/portal/release');
});

it('has no release link while the journey goes on', async () => {
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  expect(await nextStep()).toHaveTextContent('Pick-up requested');
  expect(
    screen.queryByRole('link', { name: 'Request a release or transfer' }),
  ).not.toBeInTheDocument();
});
