import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { orderStore, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  signOutForTests,
} from '@portal/shared/testing';
import { forget } from '../common/checkout/flow-memory';
import { leaveForPayment } from '../common/checkout/leave-for-payment';
import { STORAGE_AGREEMENT_VERSION } from '@portal/rules/agreement';
import {
  AGREEMENT_CHECKBOX,
  agreementConflict,
  checkoutOf,
  commerceHandlers,
  gateway,
  type CommerceCalls,
} from '../test-support/commerce-gateway';
import { GiftPage } from './GiftPage';

jest.mock('../common/checkout/leave-for-payment', () => ({ leaveForPayment: jest.fn() }));

const calls: CommerceCalls = { starts: [], sessions: [] };
const redeemed: string[] = [];
const server = setupServer(
  ...commerceHandlers(calls),
  gateway.mutation('StartGiftCheckout', ({ variables }) => {
    const { input, idempotencyKey, agreement } = variables as CommerceCalls['starts'][number];
    calls.starts.push({ input, idempotencyKey, agreement });
    return HttpResponse.json({ data: { startGiftCheckout: checkoutOf(input) } });
  }),
  gateway.mutation('RedeemGift', ({ variables }) => {
    const { code } = variables as { code: string };
    if (redeemed.includes(code)) {
      return HttpResponse.json({
        errors: [
          {
            message: 'This gift code has already been redeemed.',
            extensions: { code: 'CONFLICT' },
          },
        ],
      });
    }
    redeemed.push(code);
    return HttpResponse.json({
      data: { redeemGift: { __typename: 'Order', id: 'ord_gift', purchaserName: 'Ana Rivera' } },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(async () => {
  calls.starts = [];
  calls.sessions = [];
  redeemed.length = 0;
  forget('gift');
  forget('gift-code');
  jest.mocked(leaveForPayment).mockClear();
  resetPortalStores();
  signInForTests();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const agreementBox = () => screen.getByRole('checkbox', { name: AGREEMENT_CHECKBOX });
const accept = () => fireEvent.click(agreementBox());

/** A gift of the monthly plan, up to its review. */
async function fillGiftToReview() {
  fireEvent.click(await screen.findByRole('radio', { name: /monthly storage/i }));
  next();
  await screen.findByRole('heading', { name: 'Who the gift is for' });
  type(/^your name/i, 'Grandma Rose');
  type(/^recipient's name/i, 'Ana');
  type(/^recipient's email/i, 'ana@example.com');
  type(/^message/i, 'For the baby, with love');
  next();
  await screen.findByRole('heading', { name: 'Review and pay' });
}

it('buys a plan for someone: recipient checked, then one checkout and the payment page', async () => {
  renderWithPortal(<GiftPage />, { route: '/gift' });
  fireEvent.click(await screen.findByRole('radio', { name: /annual storage/i }));
  next();
  await screen.findByRole('heading', { name: 'Who the gift is for' });
  type(/^your name/i, 'Grandma Rose');
  type(/^recipient's name/i, 'Ana');
  type(/^recipient's email/i, 'ana@example');
  next();
  expect(
    await screen.findByText("Enter the recipient's email address in the form name@example.com."),
  ).toBeInTheDocument();
  type(/^recipient's email/i, 'ana@example.com');
  type(/^message/i, 'For the baby, with love');
  next();
  await screen.findByRole('heading', { name: 'Review and pay' });
  expect(screen.getByText(/From Grandma Rose to Ana/)).toBeInTheDocument();
  accept();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
  expect(calls.starts[0]?.input).toEqual({
    planCode: 'annual',
    giverName: 'Grandma Rose',
    recipientName: 'Ana',
    recipientEmail: 'ana@example.com',
    message: 'For the baby, with love',
  });
  expect(calls.starts[0]?.agreement).toEqual({
    version: STORAGE_AGREEMENT_VERSION,
    language: 'en',
    priceCents: 17_500,
  });
});

it('shows the gift’s storage agreement before paying: the plan’s price, the year paid today, no renewal', async () => {
  renderWithPortal(<GiftPage />, { route: '/gift' });
  await fillGiftToReview();
  const region = await screen.findByRole('region', { name: 'Storage agreement (gift)' });
  expect(region).toHaveTextContent(
    'Monthly storage: the bank collects, processes and stores your child’s cord blood stem cells for $15.00 per month.',
  );
  expect(region).toHaveTextContent(
    '$180.00 is charged today. It pays the first year of storage for the family you give this gift to.',
  );
  expect(region).toHaveTextContent(
    'A gift does not renew. When its year ends, the family may continue storage with their own card at $15.00 per month',
  );
  expect(agreementBox()).not.toBeChecked();
  accept();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $180.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
  // The agreement states the plan's price per period; the gift's year is what is charged.
  expect(calls.starts[0]?.agreement).toEqual({
    version: STORAGE_AGREEMENT_VERSION,
    language: 'en',
    priceCents: 1_500,
  });
});

it('does not start a gift’s payment until the agreement is accepted, and says so beside the checkbox', async () => {
  renderWithPortal(<GiftPage />, { route: '/gift' });
  await fillGiftToReview();
  await screen.findByRole('region', { name: 'Storage agreement (gift)' });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $180.00' }));
  expect(await screen.findByText('Accept the storage agreement to continue.')).toBeInTheDocument();
  expect(agreementBox()).toHaveFocus();
  expect(agreementBox()).toHaveAttribute('aria-invalid', 'true');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(calls.starts).toEqual([]);
  expect(leaveForPayment).not.toHaveBeenCalled();
  expect(screen.getByText(/From Grandma Rose to Ana/)).toBeInTheDocument();
});

it('says so when the agreement changed meanwhile, keeping the gift as typed', async () => {
  const changed =
    'The storage agreement has changed since this page was opened: reload the page to read the new one and accept it.';
  server.use(
    gateway.mutation('StartGiftCheckout', () => agreementConflict(changed, 'AGREEMENT_CHANGED'), {
      once: true,
    }),
  );
  renderWithPortal(<GiftPage />, { route: '/gift' });
  await fillGiftToReview();
  accept();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $180.00' }));
  // Said by its reason, in the page's language.
  expect(
    await screen.findByText(
      'The storage agreement has changed since this page was opened. Please read the new one and accept it to continue.',
    ),
  ).toBeInTheDocument();
  expect(leaveForPayment).not.toHaveBeenCalled();
  // To be accepted again; what was typed stays.
  expect(agreementBox()).not.toBeChecked();
  expect(screen.getByText(/From Grandma Rose to Ana/)).toBeInTheDocument();
  expect(screen.getByText(/For the baby, with love/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Change gift' }));
  expect(await screen.findByLabelText(/^your name/i)).toHaveValue('Grandma Rose');
  expect(screen.getByLabelText(/^recipient's email/i)).toHaveValue('ana@example.com');
});

it('shows the plan being given, priced for its first year, on each step of the gift, and the new one when it is changed', async () => {
  const summary = () => screen.getByRole('region', { name: 'Your plan' });
  renderWithPortal(<GiftPage />, { route: '/gift' });
  await screen.findByRole('heading', { name: 'Choose the plan to give' });
  expect(screen.queryByRole('region', { name: 'Your plan' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /annual storage/i }));
  expect(summary()).toHaveTextContent(/Annual storage.*\$175\.00 for the first year/);
  fireEvent.click(screen.getByRole('radio', { name: /monthly storage/i }));
  // A gift pays a fixed term: twelve months of the monthly plan.
  expect(summary()).toHaveTextContent(/Monthly storage.*\$180\.00 for the first year/);
  next();
  await screen.findByRole('heading', { name: 'Who the gift is for' });
  expect(within(summary()).getByText('Monthly storage')).toBeInTheDocument();
  expect(within(summary()).getByText('$180.00 for the first year')).toBeInTheDocument();
  type(/^your name/i, 'Grandma Rose');
  type(/^recipient's name/i, 'Ana');
  type(/^recipient's email/i, 'ana@example.com');
  next();
  await screen.findByRole('heading', { name: 'Review and pay' });
  expect(summary()).toHaveTextContent(/Monthly storage.*\$180\.00 for the first year/);
  expect(screen.getByRole('button', { name: 'Pay $180.00' })).toBeInTheDocument();
  // One summary, for the gift being bought: not beside the code to redeem.
  expect(screen.getAllByRole('region', { name: 'Your plan' })).toHaveLength(1);
});

it('leaves no gift or gift code typed for the next parent after a sign-out in the same tab', async () => {
  const first = renderWithPortal(<GiftPage />, { route: '/gift' });
  await screen.findByLabelText(/^gift code/i);
  type(/^gift code/i, 'GIFT-ABCD-EFGH-JKMN');
  fireEvent.click(await screen.findByRole('radio', { name: /annual storage/i }));
  next();
  await screen.findByRole('heading', { name: 'Who the gift is for' });
  type(/^your name/i, 'Grandma Rose');
  type(/^recipient's name/i, 'Ana');
  await act(() => signOutForTests());
  first.unmount();

  signInForTests({ id: 'test-user-2', email: 'next@example.com', displayName: 'Next Parent' });
  renderWithPortal(<GiftPage />, { route: '/gift' });
  expect(await screen.findByLabelText(/^gift code/i)).toHaveValue('');
  const plan = await screen.findByRole('radio', { name: /annual storage/i });
  expect(plan).not.toBeChecked();
  fireEvent.click(plan);
  next();
  await screen.findByRole('heading', { name: 'Who the gift is for' });
  expect(screen.getByLabelText(/^your name/i)).not.toHaveValue('Grandma Rose');
  expect(screen.getByLabelText(/^recipient's name/i)).toHaveValue('');
});

it('redeems a gift code once, forgiving case and spaces, and selects the new child', async () => {
  setOrders([{ id: 'ord_1', purchaserName: 'Ana Rivera' }]);
  server.use(
    gateway.query('getUserOrder', () =>
      HttpResponse.json({
        data: {
          me: {
            id: 'test-user-1',
            orders: [
              { id: 'ord_1', purchaserName: 'Ana Rivera' },
              { id: 'ord_gift', purchaserName: 'Grandma Rose' },
            ],
          },
        },
      }),
    ),
  );
  renderWithPortal(<GiftPage />, { route: '/gift' });
  // The redeem form appears with the gift flow, once the plans are read.
  await screen.findByLabelText(/^gift code/i);
  type(/^gift code/i, ' gift abcd-efgh jkmn ');
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
  expect(await screen.findByText('The gift is yours')).toBeInTheDocument();
  expect(redeemed).toEqual(['GIFT-ABCD-EFGH-JKMN']);
  // Every reader of the gateway read again after the redeem: the order list has the new child,
  // selected.
  expect(orderStore.getState().orders.map((order) => order.id)).toEqual(['ord_1', 'ord_gift']);
  expect(orderStore.getState().selected?.id).toBe('ord_gift');
});

it('says why a code is refused, beside the field', async () => {
  redeemed.push('GIFT-ABCD-EFGH-JKMN');
  renderWithPortal(<GiftPage />, { route: '/gift' });
  // The redeem form appears with the gift flow, once the plans are read.
  await screen.findByLabelText(/^gift code/i);
  type(/^gift code/i, 'GIFT-1234');
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
  expect(await screen.findByText(/enter the gift code as it appears/i)).toBeInTheDocument();
  type(/^gift code/i, 'GIFT-ABCD-EFGH-JKMN');
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
  expect(await screen.findByText('This gift code has already been redeemed.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^gift code/i)).toHaveAttribute('aria-invalid', 'true');
});

it('asks a signed-out recipient to sign in first', async () => {
  resetPortalStores();
  renderWithPortal(<GiftPage />, { route: '/gift' });
  // The redeem form appears with the gift flow, once the plans are read.
  await screen.findByLabelText(/^gift code/i);
  type(/^gift code/i, 'GIFT-ABCD-EFGH-JKMN');
  expect(screen.getByRole('button', { name: 'Sign in to redeem' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
});

it('says when there were too many attempts (429 RATE_LIMITED), keeping the code', async () => {
  server.use(
    gateway.mutation('RedeemGift', () =>
      HttpResponse.json(
        {
          errors: [
            {
              message: 'Too many attempts. Please wait a minute and try again.',
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 60 },
            },
          ],
        },
        {
          status: 429,
          headers: { 'content-type': 'application/graphql-response+json', 'retry-after': '60' },
        },
      ),
    ),
  );
  renderWithPortal(<GiftPage />, { route: '/gift' });
  // The redeem form appears with the gift flow, once the plans are read.
  await screen.findByLabelText(/^gift code/i);
  type(/^gift code/i, 'GIFT-ABCD-EFGH-JKMN');
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
  expect(
    await screen.findByText('Too many attempts. Please wait a minute and try again.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^gift code/i)).toHaveValue('GIFT-ABCD-EFGH-JKMN');
});
