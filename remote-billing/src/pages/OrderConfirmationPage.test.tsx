import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { orderStore, setOrders } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { checkoutOf, gateway } from '../test-support/commerce-gateway';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { GiftConfirmationPage } from './GiftConfirmationPage';

const typed = {
  planCode: 'annual',
  parentName: 'Ana Rivera',
  phone: '+1 555 010 0199',
  dueDate: '2027-03-01',
  shippingAddress: {
    line1: '1 Main St',
    line2: null,
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'US',
  },
};
let answers: Record<string, unknown>[] = [];
let asked = 0;
const server = setupServer(
  gateway.query('Checkout', () => {
    const checkout = answers[Math.min(asked, answers.length - 1)] ?? null;
    asked += 1;
    return HttpResponse.json({ data: { checkout } });
  }),
  gateway.query('getUserOrder', () =>
    HttpResponse.json({
      data: {
        me: {
          id: 'test-user-1',
          orders: [
            { id: 'ord_1', purchaserName: 'Ana Rivera' },
            { id: 'ord_2', purchaserName: 'Ana Rivera' },
          ],
        },
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  asked = 0;
  resetPortalStores();
  signInForTests();
});

it('says a payment the child no longer needed was refunded, and stops asking', async () => {
  answers = [
    checkoutOf(typed),
    checkoutOf(typed, { status: 'REFUNDED', paidAt: new Date().toISOString() }),
  ];
  renderWithPortal(<OrderConfirmationPage />, { route: '/order/confirmation?checkout=co_1' });
  expect(
    await screen.findByText('This payment was refunded', {}, { timeout: 4_000 }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/we cancelled this second payment and refunded it in full/),
  ).toBeVisible();
  expect(screen.queryByText('Payment confirmed')).not.toBeInTheDocument();
  const askedWhenRefunded = asked;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(asked).toBe(askedWhenRefunded);
});

it('waits for the payment to be confirmed, then shows the reference and next steps', async () => {
  setOrders([{ id: 'ord_1', purchaserName: 'Ana Rivera' }]);
  answers = [
    checkoutOf(typed),
    checkoutOf(typed, {
      status: 'PAID',
      paidAt: new Date().toISOString(),
      order: { __typename: 'Order', id: 'ord_2' },
    }),
  ];
  renderWithPortal(<OrderConfirmationPage />, { route: '/order/confirmation?checkout=co_1' });
  expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
  expect(await screen.findByText('Payment confirmed', {}, { timeout: 4_000 })).toBeInTheDocument();
  expect(screen.getByText('CB-7K3M9Q')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'medical health form' })).toHaveAttribute(
    'href',
    '/portal/medical-form',
  );
  expect(screen.getByRole('link', { name: 'Go to your portal' })).toHaveAttribute(
    'href',
    '/portal',
  );
  // Paid on the provider's page: every reader read again, and the new child is selected.
  await waitFor(() => expect(orderStore.getState().selected?.id).toBe('ord_2'));
  expect(orderStore.getState().orders.map((order) => order.id)).toEqual(['ord_1', 'ord_2']);
});

it('says so when the checkout is not the parent’s', async () => {
  answers = [];
  renderWithPortal(<OrderConfirmationPage />, { route: '/order/confirmation?checkout=co_other' });
  expect(
    await screen.findByText('We could not find this order in your account.'),
  ).toBeInTheDocument();
});

it('asks a signed-out visitor to sign in to see the order', async () => {
  resetPortalStores();
  renderWithPortal(<OrderConfirmationPage />, { route: '/order/confirmation?checkout=co_1' });
  expect(await screen.findByText('Sign in to see your order.')).toBeInTheDocument();
});

it('shows the gift code to the giver once paid', async () => {
  answers = [
    checkoutOf(
      {
        planCode: 'annual',
        giverName: 'Grandma Rose',
        recipientName: 'Ana',
        recipientEmail: 'ana@example.com',
        message: 'With love',
      },
      { status: 'PAID', giftCode: 'GIFT-ABCD-EFGH-JKMN', giftRedeemed: false },
    ),
  ];
  renderWithPortal(<GiftConfirmationPage />, { route: '/gift/confirmation?checkout=co_1' });
  expect(await screen.findByText('GIFT-ABCD-EFGH-JKMN')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The gift code for Ana' })).toBeInTheDocument();
  expect(screen.getByText(/With love/)).toBeInTheDocument();
});
