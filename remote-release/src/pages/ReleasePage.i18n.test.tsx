import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { registerCatalog, SESSION_TOKEN_KEY, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadCatalog } from '../catalog';
import { ReleasePage } from './ReleasePage';

speakInTests('es');

jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  useLiveSubscription: jest.fn(() => 'idle'),
}));

const gateway = graphql.link('http://gateway.test/graphql');

const server = setupServer(
  gateway.query('SelectedChild', () =>
    HttpResponse.json({
      data: {
        order: { __typename: 'Order', id: 'ord_1', childName: 'Maya Rivera', dueDate: null },
      },
    }),
  ),
  gateway.query('ChildRelease', () =>
    HttpResponse.json({
      data: {
        order: {
          __typename: 'Order',
          id: 'ord_1',
          access: 'HOLDER',
          stage: 'CERTIFICATE_READY',
          certificate: { __typename: 'Certificate', status: 'ISSUED' },
          releaseRequest: null,
        },
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeAll(() => registerCatalog('release', loadCatalog));
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'ord_1', purchaserName: 'Jordan Rivera' }]);
  localStorage.setItem(SESSION_TOKEN_KEY, 'id-token-1');
});

it('asks for a release in Spanish, the fee and the rules’ sentences too', async () => {
  const user = userEvent.setup();
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Liberación o transferencia' }),
  ).toBeInTheDocument();
  await user.click(await screen.findByRole('radio', { name: 'Transferencia a otro banco' }));
  expect(screen.getByText(/La transferencia a otro banco cuesta/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
  expect(await screen.findByText('Revise las respuestas señaladas.')).toBeInTheDocument();
  expect(
    await screen.findByText('Escriba la dirección de correo electrónico.'),
  ).toBeInTheDocument();
});
