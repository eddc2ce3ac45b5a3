import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { registerCatalog, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadHostCatalog } from '../i18n/host-catalog';
import { DashboardPage } from './DashboardPage';

speakInTests('es');

const GATEWAY = 'http://gateway.test/graphql';
const server = setupServer();

const ORDER = {
  id: 'order-1',
  childName: 'Rowan',
  dueDate: '2026-12-01',
  stage: 'BIRTH_AND_PICKUP',
  journey: [
    { stage: 'HEALTH_FORM', status: 'DONE', completedAt: null },
    { stage: 'BIRTH_AND_PICKUP', status: 'CURRENT', completedAt: null },
  ],
  pickup: { reference: 'PU-7F3K2Q', status: 'REQUESTED' },
  certificate: null,
};

const BILLING = {
  plan: {
    code: 'annual',
    name: 'Annual storage',
    priceCents: 17_500,
    currency: 'usd',
    interval: 'year',
  },
  subscription: {
    status: 'ACTIVE',
    interval: 'year',
    amountCents: 17_500,
    currency: 'usd',
    currentPeriodEnd: '2027-01-27T08:00:00Z',
    nextRenewalAt: '2027-01-27T08:00:00Z',
    autoPay: true,
    card: { brand: 'visa', last4: '4242' },
    cancelAtPeriodEnd: false,
    endsAt: null,
  },
  giftTerm: null,
  planEnd: null,
  notice: {
    kind: 'RENEWAL_SOON',
    date: '2027-01-27T08:00:00Z',
    amountCents: 17_500,
    currency: 'usd',
    cardExpiresFirst: true,
  },
  invoices: [
    {
      id: 'in_1',
      number: 'INV-0001',
      amountCents: 17_500,
      currency: 'usd',
      status: 'paid',
      issuedAt: '2026-01-27T08:00:00Z',
      url: 'https://billing.example/receipt/1',
    },
  ],
};

const FAMILY = {
  id: 'order-1',
  childName: 'Rowan',
  access: 'HOLDER',
  family: {
    members: [
      {
        uid: 'test-user-1',
        role: 'HOLDER',
        name: 'Jo Parent',
        email: 'p@example.com',
        since: '2026-03-02T12:00:00Z',
        isViewer: true,
      },
      {
        uid: 'uid-sam',
        role: 'GUARDIAN',
        name: 'Sam Rivera',
        email: 'sam@example.com',
        since: '2026-11-20T12:00:00Z',
        isViewer: false,
      },
    ],
    invitations: [],
  },
};

/** The live pick-up status: open, and silent (nothing changes while the test reads the page). */
const quietStream = () =>
  new HttpResponse(new ReadableStream<Uint8Array>(), {
    headers: { 'content-type': 'text/event-stream' },
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);

beforeAll(() => registerCatalog('host', loadHostCatalog));
beforeEach(async () => {
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'order-1', purchaserName: 'Jo Parent' }]);
  const gateway = graphql.link(GATEWAY);
  server.use(
    http.post(GATEWAY, async ({ request }) => {
      const { query } = (await request.clone().json()) as { query: string };
      return query.startsWith('subscription PickupChanged') ? quietStream() : undefined;
    }),
    gateway.query('getUser', () =>
      HttpResponse.json({
        data: { me: { id: 'test-user-1', profile: { email: 'p@example.com', name: 'Jo Parent' } } },
      }),
    ),
    gateway.query('DashboardOrder', () => HttpResponse.json({ data: { order: ORDER } })),
    gateway.query('DashboardBilling', () =>
      HttpResponse.json({ data: { order: { id: 'order-1', billing: BILLING } } }),
    ),
    gateway.query('DashboardFamily', () => HttpResponse.json({ data: { order: FAMILY } })),
  );
});

it('greets the parent and shows the journey in Spanish', async () => {
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Jo' })).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'El proceso de Rowan' })).toBeVisible();
  expect(document.title).toMatch(/^Inicio/);
  const next = screen.getByRole('group', { name: 'Su siguiente paso' });
  expect(next).toHaveTextContent(/^Siguiente paso: .+ Referencia: PU-7F3K2Q\./);
  expect(within(next).getByRole('link', { name: 'Ver la recogida' })).toBeVisible();
  const journey = screen.getByRole('list', { name: 'Su proceso' });
  expect(within(journey).getByText('Completado')).toBeVisible();
  expect(within(journey).getByText('Siguiente')).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'Aprenda y conéctese' })).toBeVisible();
});

it('shows the storage plan with dates and prices written for es-US', async () => {
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  const card = await screen.findByRole('region', { name: 'Plan de almacenamiento' });
  expect(await within(card).findByText('Almacenamiento anual: $175.00 por año')).toBeVisible();
  expect(within(card).getByText('Próxima renovación: 27 de enero de 2027, $175.00')).toBeVisible();
  expect(
    within(card).getByText('El pago automático está activado: Visa terminada en 4242'),
  ).toBeVisible();
  expect(within(card).getByRole('note')).toHaveTextContent(
    'Su almacenamiento anual se renueva el 27 de enero de 2027 por $175.00.' +
      'La tarjeta registrada vence antes de esa fecha: actualícela en Facturación.',
  );
  const invoices = within(card).getByRole('table', { name: 'Facturas' });
  expect(within(invoices).getByRole('columnheader', { name: 'Monto' })).toBeVisible();
  const [, row] = within(invoices).getAllByRole('row');
  expect(row).toHaveTextContent('27 de enero de 2026');
  expect(row).toHaveTextContent('Pagada');
  expect(within(row!).getByRole('link', { name: /^Recibo de la factura INV-0001/ })).toBeVisible();
  expect(within(card).getByRole('button', { name: 'Administrar la facturación' })).toBeVisible();
});

it('says in Spanish why the plan of a released unit ends', async () => {
  const released = {
    ...BILLING,
    subscription: {
      ...BILLING.subscription,
      nextRenewalAt: null,
      autoPay: false,
      cancelAtPeriodEnd: true,
      endsAt: '2027-01-27T08:00:00Z',
    },
    planEnd: { reason: 'RELEASED', endsAt: '2027-01-27T08:00:00Z' },
    notice: null,
  };
  server.use(
    graphql
      .link(GATEWAY)
      .query('DashboardBilling', () =>
        HttpResponse.json({ data: { order: { id: 'order-1', billing: released } } }),
      ),
  );
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  const card = await screen.findByRole('region', { name: 'Plan de almacenamiento' });
  expect(await within(card).findByTestId('plan-end-reason')).toHaveTextContent(
    'La sangre del cordón umbilical de su bebé se entregó para un trasplante, por lo que este ' +
      'plan de almacenamiento termina el 27 de enero de 2027 y no se renueva.',
  );
  expect(within(card).queryByText(/Próxima renovación/)).not.toBeInTheDocument();
});

it('shows who follows the journey in Spanish, and asks before removing access', async () => {
  renderWithPortal(<DashboardPage />, { route: '/portal' });
  const card = await screen.findByRole('region', { name: 'Acceso de la familia' });
  const members = await within(card).findByRole('list', { name: 'Personas con acceso' });
  const [holder, guardian] = within(members).getAllByRole('listitem');
  expect(holder).toHaveTextContent('Jo Parent (usted)');
  expect(within(holder!).getByText('Titular de la cuenta')).toBeVisible();
  expect(within(holder!).getByText('desde el 2 de marzo de 2026')).toBeVisible();
  expect(within(guardian!).getByText('Tutor')).toBeVisible();
  expect(within(card).getByRole('textbox', { name: 'Correo electrónico del tutor' })).toBeVisible();

  await userEvent.click(
    within(guardian!).getByRole('button', { name: 'Quitar el acceso de Sam Rivera' }),
  );
  const dialog = await screen.findByRole('dialog', { name: '¿Quitar el acceso de Sam Rivera?' });
  expect(dialog).toHaveTextContent(
    'Sam Rivera ya no verá el proceso de este bebé. Puede volver a invitarle más adelante.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
});
