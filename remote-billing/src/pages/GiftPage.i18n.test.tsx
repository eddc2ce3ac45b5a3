import { fireEvent, screen } from '@testing-library/react';
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
import { commerceHandlers, gateway, type CommerceCalls } from '../test-support/commerce-gateway';
import { GiftPage } from './GiftPage';

speakInTests('es');

const calls: CommerceCalls = { starts: [], sessions: [] };
const server = setupServer(
  ...commerceHandlers(calls),
  gateway.mutation('RedeemGift', () =>
    HttpResponse.json({
      errors: [
        {
          message: 'This gift code has already been redeemed.',
          extensions: { code: 'CONFLICT' },
        },
      ],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeAll(() => registerCatalog('billing', loadCatalog));
beforeEach(async () => {
  forget('gift');
  forget('gift-code');
  resetPortalStores();
  signInForTests();
});

it('offers the gift in Spanish, priced for its first year', async () => {
  renderWithPortal(<GiftPage />, { route: '/gift' });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Regale un kit de recolección' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Elija el plan que quiere regalar' }),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /almacenamiento mensual/i }));
  expect(screen.getByRole('region', { name: 'Su plan' })).toHaveTextContent(
    /Almacenamiento mensual.*\$180\.00 por el primer año/,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(
    await screen.findByRole('heading', { name: 'Para quién es el regalo' }),
  ).toBeInTheDocument();
});

it('shows the gift’s storage agreement in Spanish before paying', async () => {
  renderWithPortal(<GiftPage />, { route: '/gift' });
  fireEvent.click(await screen.findByRole('radio', { name: /almacenamiento mensual/i }));
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: 'Para quién es el regalo' });
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^su nombre/i, 'Rosa');
  type(/^nombre del destinatario/i, 'Ana');
  type(/^correo electrónico del destinatario/i, 'ana@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: 'Revise y pague' });
  const region = await screen.findByRole('region', { name: 'Acuerdo de almacenamiento (regalo)' });
  expect(region).toHaveTextContent('Hoy se cobran $180.00.');
  expect(region).toHaveTextContent('Un regalo no se renueva.');
  expect(
    screen.getByRole('checkbox', { name: /^He leído y acepto el acuerdo de almacenamiento\./ }),
  ).not.toBeChecked();
});

it('tells in Spanish why a gift code was refused, by the refusal’s code', async () => {
  renderWithPortal(<GiftPage />, { route: '/gift' });
  expect(await screen.findByRole('heading', { name: 'Canjear un regalo' })).toBeInTheDocument();
  fireEvent.change(await screen.findByLabelText(/^código de regalo/i), {
    target: { value: 'GIFT-ABCD-EFGH-JKMN' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Canjear' }));
  expect(await screen.findByText('Este código de regalo ya se canjeó.')).toBeInTheDocument();
});
