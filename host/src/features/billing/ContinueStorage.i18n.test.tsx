import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { STORAGE_AGREEMENT_VERSION } from '@portal/rules/agreement';
import { registerCatalog, SESSION_TOKEN_KEY, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadHostCatalog } from '../../i18n/host-catalog';
import type { DashboardBillingQuery } from './api/dashboard-billing.generated';
import { useDashboardBilling } from './api/use-dashboard-billing';
import { setBillingRedirect } from './billing-redirect';
import { BillingCard } from './BillingCard';

type Billing = NonNullable<NonNullable<DashboardBillingQuery['order']>['billing']>;

speakInTests('es');

const GATEWAY = 'http://gateway.test/graphql';
const BILLING: Billing = {
  plan: {
    code: 'monthly',
    name: 'Monthly storage',
    priceCents: 1_500,
    currency: 'usd',
    interval: 'month',
  },
  subscription: null,
  giftTerm: { endsAt: '2027-03-01T00:00:00Z' },
  planEnd: null,
  notice: null,
  invoices: [],
};

const agreements: unknown[] = [];
const redirect = jest.fn();
const server = setupServer(
  graphql
    .link(GATEWAY)
    .query('DashboardBilling', ({ variables }) =>
      HttpResponse.json({ data: { order: { id: variables.id, billing: BILLING } } }),
    ),
  graphql.link(GATEWAY).mutation('StartContinuationCheckout', ({ variables }) => {
    agreements.push(variables.agreement);
    return HttpResponse.json({ data: { startContinuationCheckout: { id: 'chk_1' } } });
  }),
  http.post('http://functions.test/checkout/session', () =>
    HttpResponse.json({ data: { redirectUrl: 'https://pay.example/c/chk_1' } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeAll(() => registerCatalog('host', loadHostCatalog));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  localStorage.setItem(SESSION_TOKEN_KEY, 'id-token-1');
  setOrders([{ id: 'order-1', purchaserName: 'Test Parent' }]);
  agreements.length = 0;
  redirect.mockClear();
  setBillingRedirect(redirect);
});
afterEach(() => {
  setBillingRedirect(null);
  localStorage.removeItem(SESSION_TOKEN_KEY);
});

function DashboardCard() {
  return <BillingCard {...useDashboardBilling('order-1')} />;
}

it('shows the storage agreement of a continuation in Spanish, asks for it in Spanish and sends it as accepted in Spanish', async () => {
  renderWithPortal(<DashboardCard />, { route: '/portal' });
  const card = await screen.findByRole('region', { name: 'Plan de almacenamiento' });
  const open = await within(card).findByRole('button', { name: 'Continuar el almacenamiento' });
  await userEvent.click(open);

  const region = await within(card).findByRole('region', { name: 'Acuerdo de almacenamiento' });
  expect(within(region).getByRole('heading', { level: 4, name: 'Renovación' })).toBeInTheDocument();
  expect(region).toHaveTextContent(
    'Hoy no se cobra nada. La primera renovación, $15.00, se cobra el 1 de marzo de 2027, cuando termina el año del regalo.',
  );
  expect(region).toHaveTextContent('El plan se renueva cada mes a $15.00');
  expect(region).not.toHaveTextContent(/charged|renews/);

  await userEvent.click(within(card).getByRole('button', { name: 'Continuar el almacenamiento' }));
  expect(
    await within(card).findByText('Acepte el acuerdo de almacenamiento para continuar.'),
  ).toBeInTheDocument();
  const box = within(card).getByRole('checkbox', {
    name: /^He leído y acepto el acuerdo de almacenamiento\./,
  });
  expect(box).toHaveFocus();
  expect(agreements).toEqual([]);

  await userEvent.click(box);
  await userEvent.click(within(card).getByRole('button', { name: 'Continuar el almacenamiento' }));
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/c/chk_1'));
  expect(agreements).toEqual([
    { version: STORAGE_AGREEMENT_VERSION, language: 'es', priceCents: 1_500 },
  ]);
});
