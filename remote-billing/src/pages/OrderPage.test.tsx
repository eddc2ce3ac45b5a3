import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  signOutForTests,
} from '@portal/shared/testing';
import { forget } from '../common/checkout/flow-memory';
import { leaveForPayment } from '../common/checkout/leave-for-payment';
import { PAYMENT_PAGE_WAIT_MS } from '../common/checkout/use-checkout-flow';
import { STORAGE_AGREEMENT_VERSION } from '@portal/rules/agreement';
import {
  AGREEMENT_CHECKBOX,
  agreementConflict,
  checkoutOf,
  commerceHandlers,
  gateway,
  PLANS,
  type CommerceCalls,
} from '../test-support/commerce-gateway';
import { OrderPage } from './OrderPage';

jest.mock('../common/checkout/leave-for-payment', () => ({ leaveForPayment: jest.fn() }));

const calls: CommerceCalls = { starts: [], sessions: [] };
let plans = PLANS;
let plansRead = 0;
const server = setupServer(
  ...commerceHandlers(calls, () => {
    plansRead += 1;
    return plans;
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(async () => {
  calls.starts = [];
  calls.sessions = [];
  plans = PLANS;
  plansRead = 0;
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
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const agreementBox = () => screen.getByRole('checkbox', { name: AGREEMENT_CHECKBOX });
const accept = () => fireEvent.click(agreementBox());
const agreement = () => screen.findByRole('region', { name: 'Storage agreement' });

async function fillToReview() {
  fireEvent.click(await screen.findByRole('radio', { name: /annual storage/i }));
  next();
  await screen.findByRole('heading', { name: 'Your details' });
  type(/^your full name/i, 'Ana Rivera');
  type(/^phone number/i, '+1 555 010 0199');
  type(/^baby's due date/i, inFuture(90));
  next();
  await screen.findByRole('heading', { name: 'Where we ship the kit' });
  type(/^street address/i, '1 Main St');
  type(/^city/i, 'Springfield');
  type(/^state, province or region/i, 'IL');
  type(/^zip or postal code/i, '62701');
  next();
  await screen.findByRole('heading', { name: 'Review and pay' });
}

it('lists the plans the gateway answers, with price and what each includes', async () => {
  plans = [
    {
      ...PLANS[0]!,
      code: 'family',
      name: 'Family storage',
      priceCents: 19_900,
      included: ['A keepsake box'],
    },
  ];
  renderWithPortal(<OrderPage />, { route: '/order' });
  expect(
    await screen.findByRole('radio', { name: /family storage.*\$199\.00 per year/i }),
  ).toBeInTheDocument();
  expect(screen.getByText('A keepsake box')).toBeInTheDocument();
  expect(screen.queryByText(/annual storage/i)).not.toBeInTheDocument();
});

it('shows the chosen plan on every step, and the new one when the plan is changed', async () => {
  const summary = () => screen.getByRole('region', { name: 'Your plan' });
  renderWithPortal(<OrderPage />, { route: '/order' });
  await screen.findByRole('radio', { name: /annual storage/i });
  expect(screen.queryByRole('region', { name: 'Your plan' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /monthly storage/i }));
  expect(summary()).toHaveTextContent(/Monthly storage.*\$15\.00 per month/);
  next();
  await screen.findByRole('heading', { name: 'Your details' });
  expect(summary()).toHaveTextContent(/Monthly storage.*\$15\.00 per month/);
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  fireEvent.click(await screen.findByRole('radio', { name: /annual storage/i }));
  expect(summary()).toHaveTextContent(/Annual storage.*\$175\.00 per year/);
  next();
  await screen.findByRole('heading', { name: 'Your details' });
  expect(within(summary()).getByText('Annual storage')).toBeInTheDocument();
  expect(within(summary()).getByText('$175.00 per year')).toBeInTheDocument();
  expect(within(summary()).queryByText(/monthly/i)).not.toBeInTheDocument();
});

it('keeps the plan’s summary on the shipping step and the review', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  fireEvent.click(await screen.findByRole('radio', { name: /annual storage/i }));
  next();
  await screen.findByRole('heading', { name: 'Your details' });
  type(/^your full name/i, 'Ana Rivera');
  type(/^phone number/i, '+1 555 010 0199');
  type(/^baby's due date/i, inFuture(90));
  next();
  await screen.findByRole('heading', { name: 'Where we ship the kit' });
  expect(screen.getByRole('region', { name: 'Your plan' })).toHaveTextContent(
    /Annual storage.*\$175\.00 per year/,
  );
  type(/^street address/i, '1 Main St');
  type(/^city/i, 'Springfield');
  type(/^state, province or region/i, 'IL');
  type(/^zip or postal code/i, '62701');
  next();
  await screen.findByRole('heading', { name: 'Review and pay' });
  expect(screen.getByRole('region', { name: 'Your plan' })).toHaveTextContent(
    /Annual storage.*\$175\.00 per year/,
  );
});

it('asks for a plan, then refuses empty details with a message beside each field', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  await screen.findByRole('radio', { name: /annual storage/i });
  next();
  expect(await screen.findByText('Choose a plan.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /monthly storage/i }));
  next();
  await screen.findByRole('heading', { name: 'Your details' });
  next();
  expect(await screen.findByText('Your full name is required.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^your full name/i)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^your full name/i)).toHaveFocus();
  expect(screen.getByText(/enter a phone number we can call/i)).toBeInTheDocument();
  expect(screen.getByText("Enter the baby's due date.")).toBeInTheDocument();
});

it('refuses a due date beyond a pregnancy and a postal code with symbols', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  fireEvent.click(await screen.findByRole('radio', { name: /annual storage/i }));
  next();
  await screen.findByRole('heading', { name: 'Your details' });
  type(/^your full name/i, 'Ana Rivera');
  type(/^phone number/i, '+1 555 010 0199');
  type(/^baby's due date/i, inFuture(400));
  next();
  expect(
    await screen.findByText('The due date must be within the next 42 weeks.'),
  ).toBeInTheDocument();
  type(/^baby's due date/i, inFuture(60));
  next();
  await screen.findByRole('heading', { name: 'Where we ship the kit' });
  type(/^street address/i, '1 Main St');
  type(/^city/i, 'Springfield');
  type(/^state, province or region/i, 'IL');
  type(/^zip or postal code/i, '62#01');
  next();
  expect(
    await screen.findByText(/zip or postal code with letters and digits only/i),
  ).toBeInTheDocument();
});

it('keeps what was typed going back and forth', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { name: 'Where we ship the kit' });
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { name: 'Your details' });
  expect(screen.getByLabelText(/^your full name/i)).toHaveValue('Ana Rivera');
  next();
  next();
  await screen.findByRole('heading', { name: 'Review and pay' });
  expect(screen.getByText(/1 Main St/)).toBeInTheDocument();
});

it('leaves nothing typed for the next parent after a sign-out in the same tab (no reload)', async () => {
  const first = renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  // Signed out with the page still open, as from the side navigation, then it unmounts.
  await act(() => signOutForTests());
  first.unmount();

  signInForTests({ id: 'test-user-2', email: 'next@example.com', displayName: 'Next Parent' });
  renderWithPortal(<OrderPage />, { route: '/order' });
  const plan = await screen.findByRole('radio', { name: /annual storage/i });
  expect(plan).not.toBeChecked();
  fireEvent.click(plan);
  next();
  await screen.findByRole('heading', { name: 'Your details' });
  expect(screen.getByLabelText(/^your full name/i)).not.toHaveValue('Ana Rivera');
  expect(screen.getByLabelText(/^phone number/i)).toHaveValue('');
  expect(screen.queryByDisplayValue(/Ana Rivera|555 010 0199|1 Main St/)).not.toBeInTheDocument();
});

it('starts one checkout with an idempotency key and opens the payment page, even on a double click', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  accept();
  const pay = screen.getByRole('button', { name: 'Pay $175.00' });
  await userEvent.dblClick(pay);
  await waitFor(() =>
    expect(leaveForPayment).toHaveBeenCalledWith('http://functions.test/checkout/local/s1'),
  );
  expect(calls.starts).toHaveLength(1);
  expect(calls.starts[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(calls.starts[0]?.input).toMatchObject({
    planCode: 'annual',
    parentName: 'Ana Rivera',
    shippingAddress: { city: 'Springfield', line2: null, country: 'US' },
  });
  // The agreement accepted: today's wording, in the page's language, at the plan's price.
  expect(calls.starts[0]?.agreement).toEqual({
    version: STORAGE_AGREEMENT_VERSION,
    language: 'en',
    priceCents: 17_500,
  });
  expect(calls.sessions).toEqual([{ checkoutId: 'co_1' }]);
});

it('shows the server’s field problems on their step, and a failed payment page with a retry on the same key', async () => {
  let refuse = true;
  server.use(
    gateway.mutation('StartOrderCheckout', ({ variables }) => {
      const { input, idempotencyKey } = variables as CommerceCalls['starts'][number];
      calls.starts.push({ input, idempotencyKey });
      if (refuse) {
        refuse = false;
        return HttpResponse.json({
          errors: [
            {
              message: 'Some answers need attention.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'input.phone', message: 'That number cannot be reached.' }],
              },
            },
          ],
        });
      }
      return HttpResponse.json({ data: { startOrderCheckout: checkoutOf(input) } });
    }),
  );
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  accept();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
  expect(await screen.findByText('That number cannot be reached.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  next();
  next();
  await screen.findByRole('heading', { name: 'Review and pay' });
  server.use(HttpResponseOnce());
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
  expect(
    await screen.findByText('The payment service is unavailable. Nothing was charged.'),
  ).toBeInTheDocument();
  expect(leaveForPayment).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
  // The retry reuses the started checkout: no second start for the same attempt.
  expect(calls.starts).toHaveLength(2);
  expect(calls.sessions).toEqual([{ checkoutId: 'co_1' }]);
});

/** The functions service fails once (then the default handler answers). */
function HttpResponseOnce() {
  const { http } = jest.requireActual<typeof import('msw')>('msw');
  return http.post(
    'http://functions.test/checkout/session',
    () => HttpResponse.json({ error: 'The payment service is unavailable.' }, { status: 503 }),
    { once: true },
  );
}

it('comes back from a cancelled payment with the form filled from the server', async () => {
  const typed = {
    planCode: 'monthly',
    parentName: 'Ana Rivera',
    phone: '+1 555 010 0199',
    dueDate: inFuture(30),
    shippingAddress: {
      line1: '9 Elm St',
      line2: null,
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CA',
    },
  };
  server.use(
    gateway.query('Checkout', () => HttpResponse.json({ data: { checkout: checkoutOf(typed) } })),
  );
  renderWithPortal(<OrderPage />, { route: '/order?checkout=co_1&payment=cancelled' });
  expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
  expect(screen.getByText(/9 Elm St/)).toBeInTheDocument();
  expect(screen.getByText(/Canada/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Change your details' }));
  expect(await screen.findByLabelText(/^your full name/i)).toHaveValue('Ana Rivera');
  next();
  next();
  fireEvent.click(await screen.findByRole('checkbox', { name: AGREEMENT_CHECKBOX }));
  fireEvent.click(await screen.findByRole('button', { name: 'Pay $15.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
  expect(calls.starts).toHaveLength(0); // the same checkout, paid again
  expect(calls.sessions).toEqual([{ checkoutId: 'co_1' }]);
});

it('asks a signed-out visitor to sign in before paying, and offers to create an account', async () => {
  resetPortalStores();
  renderWithPortal(<OrderPage />, { route: '/order' });
  fireEvent.click(await screen.findByRole('radio', { name: /annual storage/i }));
  next();
  type(/^your full name/i, 'Ana Rivera');
  type(/^phone number/i, '+1 555 010 0199');
  type(/^baby's due date/i, inFuture(90));
  next();
  type(/^street address/i, '1 Main St');
  type(/^city/i, 'Springfield');
  type(/^state, province or region/i, 'IL');
  type(/^zip or postal code/i, '62701');
  next();
  expect(
    await screen.findByRole('heading', { name: 'Sign in or create an account' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^pay/i })).not.toBeInTheDocument();
});

it('tells the parent when the payment page does not answer, and a retry pays the same checkout', async () => {
  const { delay, http } = jest.requireActual<typeof import('msw')>('msw');
  server.use(
    http.post('http://functions.test/checkout/session', () => delay('infinite'), { once: true }),
  );
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  accept();
  jest.useFakeTimers({ advanceTimers: true });
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
    expect(await screen.findByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
    await waitFor(() => expect(calls.starts).toHaveLength(1));
    act(() => jest.advanceTimersByTime(PAYMENT_PAGE_WAIT_MS));
    expect(await screen.findByText(/taking longer than it should/)).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
  expect(calls.starts).toHaveLength(1);
  expect(calls.sessions).toEqual([{ checkoutId: 'co_1' }]);
});

it('shows the storage agreement of the plan chosen before paying: its price, what is charged today and its renewal', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  const region = await agreement();
  expect(
    within(region).getByRole('heading', { level: 3, name: 'Storage agreement' }),
  ).toBeInTheDocument();
  expect(within(region).getByRole('heading', { level: 4, name: 'Renewal' })).toBeInTheDocument();
  expect(region).toHaveTextContent(
    'Annual storage: the bank collects, processes and stores your child’s cord blood stem cells for $175.00 per year.',
  );
  expect(region).toHaveTextContent('$175.00 is charged today for the first year.');
  expect(region).toHaveTextContent(
    'The plan renews every year at $175.00, the rate you contract today, charged automatically to your card on file.',
  );
  expect(region).toHaveTextContent(/You may cancel at any time in the billing portal\./);
  // Read before the checkbox that accepts it, and not accepted for the parent.
  expect(
    region.compareDocumentPosition(agreementBox()) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  expect(agreementBox()).not.toBeChecked();

  // Another plan is another agreement, to accept again.
  accept();
  expect(agreementBox()).toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
  fireEvent.click(await screen.findByRole('radio', { name: /monthly storage/i }));
  next();
  next();
  next();
  await screen.findByRole('heading', { name: 'Review and pay' });
  expect(await agreement()).toHaveTextContent(
    'The plan renews every month at $15.00, the rate you contract today',
  );
  expect(await agreement()).toHaveTextContent('$15.00 is charged today for the first month.');
  expect(agreementBox()).not.toBeChecked();
});

it('does not start the payment until the agreement is accepted: it says so beside the checkbox and moves focus to it', async () => {
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  await agreement();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
  expect(await screen.findByText('Accept the storage agreement to continue.')).toBeInTheDocument();
  expect(agreementBox()).toHaveFocus();
  expect(agreementBox()).toHaveAttribute('aria-invalid', 'true');
  expect(agreementBox()).toHaveAccessibleDescription('Accept the storage agreement to continue.');
  expect(screen.getByRole('heading', { name: 'Review and pay' })).toBeInTheDocument();
  // Focus moves to it again at every refused payment.
  screen.getByRole('button', { name: 'Pay $175.00' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
  await waitFor(() => expect(agreementBox()).toHaveFocus());
  // Nothing was asked of the gateway, and nothing typed is lost.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(calls.starts).toEqual([]);
  expect(leaveForPayment).not.toHaveBeenCalled();
  expect(screen.getByText(/Ana Rivera/)).toBeInTheDocument();

  accept();
  expect(screen.queryByText('Accept the storage agreement to continue.')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
  expect(calls.starts).toHaveLength(1);
});

it('says when the agreement’s price is no longer current, reads the plans again and asks to accept the new one, keeping what was typed', async () => {
  const changed =
    "The plan's price is now $180.00: reload the page to read the agreement again and accept it.";
  server.use(
    gateway.mutation(
      'StartOrderCheckout',
      ({ variables }) => {
        const { input, idempotencyKey, agreement } = variables as CommerceCalls['starts'][number];
        calls.starts.push({ input, idempotencyKey, agreement });
        return agreementConflict(changed);
      },
      { once: true },
    ),
  );
  renderWithPortal(<OrderPage />, { route: '/order' });
  await fillToReview();
  const readBefore = plansRead;
  accept();
  // Meanwhile the bank raised the plan's price.
  plans = [{ ...PLANS[0]!, priceCents: 18_000 }, PLANS[1]!];
  fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));

  // Said by its reason, in the page's language (not the gateway's English sentence).
  expect(
    await screen.findByText(
      "The plan's price has changed since this page was opened. Please read the agreement again with the new price and accept it to continue.",
    ),
  ).toBeInTheDocument();
  expect(leaveForPayment).not.toHaveBeenCalled();
  expect(calls.starts[0]?.agreement).toMatchObject({ priceCents: 17_500 });
  // The plans read again: the new price in the agreement, not yet accepted.
  expect(await screen.findByRole('button', { name: 'Pay $180.00' })).toBeInTheDocument();
  expect(plansRead).toBeGreaterThan(readBefore);
  expect(await agreement()).toHaveTextContent('$180.00 is charged today for the first year.');
  expect(agreementBox()).not.toBeChecked();
  // Everything typed is still there.
  expect(screen.getByRole('heading', { name: 'Review and pay' })).toBeInTheDocument();
  expect(screen.getByText(/Ana Rivera/)).toBeInTheDocument();
  expect(screen.getByText(/1 Main St/)).toBeInTheDocument();

  accept();
  fireEvent.click(screen.getByRole('button', { name: 'Pay $180.00' }));
  await waitFor(() => expect(leaveForPayment).toHaveBeenCalled());
  expect(calls.starts).toHaveLength(2);
  expect(calls.starts[1]?.agreement).toEqual({
    version: STORAGE_AGREEMENT_VERSION,
    language: 'en',
    priceCents: 18_000,
  });
  expect(calls.starts[1]?.input).toMatchObject({ parentName: 'Ana Rivera' });
});
