import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { registerCatalog } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadCatalog } from '../catalog';
import { forget } from '../common/checkout/flow-memory';
import { leaveForPayment } from '../common/checkout/leave-for-payment';
import { STORAGE_AGREEMENT_VERSION } from '@portal/rules/agreement';
import { commerceHandlers, gateway, type CommerceCalls } from '../test-support/commerce-gateway';
import { OrderPage } from './OrderPage';

speakInTests('es');

jest.mock('../common/checkout/leave-for-payment', () => ({ leaveForPayment: jest.fn() }));

const calls: CommerceCalls = { starts: [], sessions: [] };
const server = setupServer(...commerceHandlers(calls));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeAll(() => registerCatalog('billing', loadCatalog));
beforeEach(async () => {
  calls.starts = [];
  calls.sessions = [];
  forget('order');
  jest.mocked(leaveForPayment).mockClear();
  resetPortalStores();
  signInForTests();
});

const inFuture = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
const agreementBox = () =>
  screen.getByRole('checkbox', { name: /^He leído y acepto el acuerdo de almacenamiento\./ });

async function fillToReview() {
  fireEvent.click(
    await screen.findByRole('radio', { name: /almacenamiento anual.*\$175\.00 al año/i }),
  );
  next();
  await screen.findByRole('heading', { name: 'Sus datos' });
  type(/^su nombre completo/i, 'Ana Rivera');
  type(/^número de teléfono/i, '+1 555 010 0199');
  type(/^fecha prevista de parto/i, inFuture(90));
  next();
  await screen.findByRole('heading', { name: 'Adónde enviamos el kit' });
  type(/^dirección/i, '1 Main St');
  type(/^ciudad/i, 'Springfield');
  type(/^estado, provincia o región/i, 'IL');
  type(/^código postal/i, '62701');
  next();
  await screen.findByRole('heading', { name: 'Revise y pague' });
}

it('orders a kit in Spanish: headings, fields, prices and the due date in the parent’s language', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Pida un kit de recolección' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Elija su plan' })).toBeInTheDocument();
  expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
  // The plans' names are the gateway's data; the price and its period are the page's.
  fireEvent.click(screen.getByRole('radio', { name: /almacenamiento mensual.*\$15\.00 al mes/i }));
  expect(
    within(screen.getByRole('region', { name: 'Su plan' })).getByText('$15.00 al mes'),
  ).toBeInTheDocument();
  next();
  await screen.findByRole('heading', { name: 'Sus datos' });
  fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
  await screen.findByRole('heading', { name: 'Elija su plan' });
  await fillToReview();
  expect(
    screen.getByText(/Fecha prevista de parto: \d{1,2} de [a-z]+ de \d{4}/),
  ).toBeInTheDocument();
  expect(screen.getByText(/Estados Unidos/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cambiar sus datos' })).toBeInTheDocument();
  fireEvent.click(agreementBox());
  fireEvent.click(screen.getByRole('button', { name: 'Pagar $175.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
});

it('shows the storage agreement in Spanish, asks for its acceptance in Spanish and records it as accepted in Spanish', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  const region = await screen.findByRole('region', { name: 'Acuerdo de almacenamiento' });
  expect(within(region).getByRole('heading', { level: 4, name: 'Renovación' })).toBeInTheDocument();
  expect(region).toHaveTextContent('Hoy se cobran $175.00 por el primer año.');
  expect(region).toHaveTextContent(
    'El plan se renueva cada año a $175.00, la tarifa que contrata hoy, cobrada automáticamente a su tarjeta registrada.',
  );
  expect(region).not.toHaveTextContent(/charged|renews/);
  fireEvent.click(screen.getByRole('button', { name: 'Pagar $175.00' }));
  expect(
    await screen.findByText('Acepte el acuerdo de almacenamiento para continuar.'),
  ).toBeInTheDocument();
  expect(agreementBox()).toHaveFocus();
  expect(calls.starts).toEqual([]);
  fireEvent.click(agreementBox());
  fireEvent.click(screen.getByRole('button', { name: 'Pagar $175.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
  expect(calls.starts[0]?.agreement).toEqual({
    version: STORAGE_AGREEMENT_VERSION,
    language: 'es',
    priceCents: 17_500,
  });
});

it('tells the gateway’s refusal in Spanish, chosen by its code', async () => {
  server.use(
    gateway.mutation('StartOrderCheckout', () =>
      HttpResponse.json({
        errors: [
          {
            message: 'Too many attempts. Please wait 2 minutes and try again.',
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 120 },
          },
        ],
      }),
    ),
  );
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  fireEvent.click(agreementBox());
  fireEvent.click(screen.getByRole('button', { name: 'Pagar $175.00' }));
  expect(
    await screen.findByText('Demasiados intentos. Espere 2 minutos e inténtelo de nuevo.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Todavía no')).toBeInTheDocument();
  expect(leaveForPayment).not.toHaveBeenCalled();
});
