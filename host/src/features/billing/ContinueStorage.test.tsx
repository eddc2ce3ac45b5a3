import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { STORAGE_AGREEMENT_VERSION } from '@portal/rules/agreement';
import { SESSION_TOKEN_KEY, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import type { DashboardBillingQuery } from './api/dashboard-billing.generated';
import { setBillingRedirect } from './billing-redirect';
import { useDashboardBilling } from './api/use-dashboard-billing';
import { BillingCard } from './BillingCard';

type Billing = NonNullable<NonNullable<DashboardBillingQuery['order']>['billing']>;

const GATEWAY = 'http://gateway.test/graphql';
const CHECKOUT_SESSION = 'http://functions.test/checkout/session';
const GENERIC =
  'We could not open the payment page just now. Nothing was charged: please try again in a few minutes.';
const server = setupServer();

const ANNUAL = {
  code: 'annual',
  name: 'Annual storage',
  priceCents: 17_500,
  currency: 'usd',
  interval: 'year',
};
const GIFT_END = '2027-03-01T00:00:00Z';

/** A child whose first year a gift paid, nothing continuing it yet. */
function giftPaid(overrides: Partial<Billing> = {}): Billing {
  return {
    plan: ANNUAL,
    subscription: null,
    giftTerm: { endsAt: GIFT_END },
    planEnd: null,
    notice: null,
    invoices: [],
    ...overrides,
  };
}

const GIFT_ENDING_NOTICE: Billing['notice'] = {
  kind: 'GIFT_TERM_ENDING',
  date: GIFT_END,
  amountCents: null,
  currency: null,
  cardExpiresFirst: false,
};

interface Start {
  orderId: unknown;
  idempotencyKey: unknown;
  agreement: unknown;
  authorization: string | null;
}
interface Session {
  body: unknown;
  contentType: string | null;
  authorization: string | null;
}

let answer: Billing;
let billingReads: number;
let starts: Start[];
let sessions: Session[];
/** A gateway answer: data, or the errors of a refusal. */
interface GatewayBody {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string; reason?: string } }[];
}

/** What startContinuationCheckout answers (by default the checkout `chk_1`). */
let startAnswer: () => HttpResponse<GatewayBody>;
/** What POST /checkout/session answers (by default the payment page). */
let sessionAnswer: () => Response | Promise<Response>;
let redirect: jest.Mock;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  localStorage.setItem(SESSION_TOKEN_KEY, 'id-token-1');
  setOrders([{ id: 'order-1', purchaserName: 'Test Parent' }]);
  answer = giftPaid();
  billingReads = 0;
  starts = [];
  sessions = [];
  startAnswer = started;
  sessionAnswer = () => HttpResponse.json({ data: { redirectUrl: 'https://pay.example/c/chk_1' } });
  redirect = jest.fn();
  setBillingRedirect(redirect);
  server.use(
    graphql.link(GATEWAY).query('DashboardBilling', ({ variables }) => {
      billingReads += 1;
      return HttpResponse.json({ data: { order: { id: variables.id, billing: answer } } });
    }),
    graphql.link(GATEWAY).mutation('StartContinuationCheckout', ({ variables, request }) => {
      starts.push({
        orderId: variables.orderId,
        idempotencyKey: variables.idempotencyKey,
        agreement: variables.agreement,
        authorization: request.headers.get('authorization'),
      });
      return startAnswer();
    }),
    http.post(CHECKOUT_SESSION, async ({ request }) => {
      sessions.push({
        body: await request.json(),
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
      });
      return sessionAnswer();
    }),
  );
});
afterEach(() => {
  setBillingRedirect(null);
  localStorage.removeItem(SESSION_TOKEN_KEY);
});

function DashboardCard({ orderId = 'order-1' }: { orderId?: string }) {
  return <BillingCard {...useDashboardBilling(orderId)} />;
}

async function renderCard(value: Billing) {
  answer = value;
  const view = renderWithPortal(<DashboardCard />, { route: '/portal' });
  const card = await screen.findByRole('region', { name: 'Storage plan' });
  await within(card).findByText('Annual storage: $175.00 per year');
  return { card, view };
}

const continueButton = (card: HTMLElement) =>
  within(card).getByRole('button', { name: /Continue storage/ });
const AGREEMENT_CHECKBOX = /^I have read and accept the storage agreement\./;
const agreementBox = (card: HTMLElement) =>
  within(card).getByRole('checkbox', { name: AGREEMENT_CHECKBOX });
/** The storage agreement the continuation sends as accepted, at the annual plan's price. */
const ACCEPTED = { version: STORAGE_AGREEMENT_VERSION, language: 'en', priceCents: 17_500 };

/** "Continue storage" opens the agreement; it is accepted, then "Continue storage" starts. */
async function acceptAndContinue(card: HTMLElement) {
  await userEvent.click(continueButton(card));
  await userEvent.click(await within(card).findByRole('checkbox', { name: AGREEMENT_CHECKBOX }));
  await userEvent.click(continueButton(card));
}

const started = () =>
  HttpResponse.json<GatewayBody>({ data: { startContinuationCheckout: { id: 'chk_1' } } });

function gatewayRefusal(code: string, message: string, status = 200, reason?: string) {
  return () =>
    HttpResponse.json<GatewayBody>(
      { data: null, errors: [{ message, extensions: { code, ...(reason ? { reason } : {}) } }] },
      { status },
    );
}

it('offers a gift-paid child without a plan of its own to continue storage, and what it costs', async () => {
  const { card } = await renderCard(giftPaid());
  expect(within(card).getByText('A gift pays for storage until March 1, 2027.')).toBeVisible();
  expect(
    within(card).getByText(
      "Keep your baby's cord blood stored after that with your own card: nothing is charged " +
        'until March 1, 2027, then $175.00 per year.',
    ),
  ).toBeVisible();
  const button = continueButton(card);
  expect(button).toHaveAttribute('data-testid', 'continue-storage');
  expect(button).toBeEnabled();
  expect(within(card).queryByRole('note')).not.toBeInTheDocument();
  expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  // Nothing is asked before the parent clicks.
  expect(starts).toEqual([]);
});

it('a gift term ending says to continue below, the button with it', async () => {
  const { card } = await renderCard(giftPaid({ notice: GIFT_ENDING_NOTICE }));
  expect(within(card).getByRole('note')).toHaveTextContent(
    'To keep storage going after March 1, 2027, continue it with your own card below.',
  );
  expect(continueButton(card)).toBeEnabled();
});

it.each([
  ['a plan of its own (no gift)', { giftTerm: null, subscription: null }],
  [
    'a gift already continued',
    {
      subscription: {
        status: 'ACTIVE',
        interval: 'year',
        amountCents: 17_500,
        currency: 'usd',
        currentPeriodEnd: GIFT_END,
        nextRenewalAt: GIFT_END,
        autoPay: true,
        card: { brand: 'visa', last4: '4242' },
        cancelAtPeriodEnd: false,
        endsAt: null,
      },
    },
  ],
] as const)('offers nothing to continue for %s', async (_, overrides) => {
  const { card } = await renderCard(giftPaid(overrides));
  expect(within(card).queryByRole('button', { name: /Continue storage/ })).not.toBeInTheDocument();
  expect(within(card).queryByText(/Keep your baby's cord blood stored/)).not.toBeInTheDocument();
});

it('a continued gift says the plan renews with the card after it, with the usual lines', async () => {
  const { card } = await renderCard(
    giftPaid({
      subscription: {
        status: 'ACTIVE',
        interval: 'year',
        amountCents: 17_500,
        currency: 'usd',
        currentPeriodEnd: GIFT_END,
        nextRenewalAt: GIFT_END,
        autoPay: true,
        card: { brand: 'mastercard', last4: '4444' },
        cancelAtPeriodEnd: false,
        endsAt: null,
      },
      // Were the gateway still to send it, "continue it below" would point at nothing.
      notice: GIFT_ENDING_NOTICE,
    }),
  );
  expect(within(card).getByTestId('gift-term')).toHaveTextContent(
    /^A gift pays for storage until March 1, 2027\. Then your plan renews with your card\.$/,
  );
  expect(within(card).getByText('Next renewal: March 1, 2027, $175.00')).toBeVisible();
  expect(within(card).getByText('Auto-pay is on: Mastercard ending in 4444')).toBeVisible();
  expect(within(card).queryByRole('note')).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /Continue storage/ })).not.toBeInTheDocument();
});

it("starts the checkout for this order, opens its payment page with the parent's token, and goes there", async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  sessionAnswer = async () => {
    await gate;
    return HttpResponse.json({ data: { redirectUrl: 'https://pay.example/c/chk_1' } });
  };
  const { card } = await renderCard(giftPaid());

  await acceptAndContinue(card);

  await waitFor(() => expect(sessions).toHaveLength(1));
  // While it asks: a spinner, the button disabled and still found by its name.
  expect(within(card).getByRole('progressbar', { name: 'Opening the payment page' })).toBeVisible();
  expect(continueButton(card)).toBeDisabled();
  expect(starts).toEqual([
    {
      orderId: 'order-1',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      agreement: ACCEPTED,
      authorization: 'Bearer id-token-1',
    },
  ]);
  expect(sessions).toEqual([
    {
      body: { checkoutId: 'chk_1' },
      contentType: 'application/json',
      authorization: 'Bearer id-token-1',
    },
  ]);
  expect(redirect).not.toHaveBeenCalled();

  release();
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/c/chk_1'));
  expect(redirect).toHaveBeenCalledTimes(1);
  // Leaving: the button stays disabled so nothing starts twice.
  expect(continueButton(card)).toBeDisabled();
  expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
});

it('a double click starts one checkout', async () => {
  const { card } = await renderCard(giftPaid());

  await userEvent.click(continueButton(card));
  await userEvent.click(await within(card).findByRole('checkbox', { name: AGREEMENT_CHECKBOX }));
  await userEvent.dblClick(continueButton(card));

  await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
  expect(starts).toHaveLength(1);
  expect(sessions).toHaveLength(1);
});

it("shows the gateway's own words for a conflict, and the button can try again with the same key", async () => {
  startAnswer = gatewayRefusal(
    'CONFLICT',
    "This child's storage already continues with your card.",
  );
  const { card } = await renderCard(giftPaid());

  await acceptAndContinue(card);

  const alert = await within(card).findByRole('alert');
  expect(alert).toHaveTextContent("This child's storage already continues with your card.");
  expect(alert).toHaveAttribute('data-testid', 'continue-storage-error');
  expect(sessions).toEqual([]);
  expect(redirect).not.toHaveBeenCalled();
  expect(continueButton(card)).toBeEnabled();

  // A retry answers the same checkout on the gateway: one key for this child's session. After
  // a conflict the agreement is accepted again.
  startAnswer = started;
  expect(agreementBox(card)).not.toBeChecked();
  await userEvent.click(agreementBox(card));
  await userEvent.click(continueButton(card));
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/c/chk_1'));
  expect(starts).toHaveLength(2);
  expect(starts[1]?.idempotencyKey).toBe(starts[0]?.idempotencyKey);
  expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
});

it("shows the gateway's own words when it is rate limited", async () => {
  startAnswer = gatewayRefusal(
    'RATE_LIMITED',
    'Too many attempts. Please wait a minute and try again.',
    429,
  );
  const { card } = await renderCard(giftPaid());
  await acceptAndContinue(card);
  expect(await within(card).findByRole('alert')).toHaveTextContent(
    'Too many attempts. Please wait a minute and try again.',
  );
  expect(sessions).toEqual([]);
});

it.each([
  [
    'the gateway refuses otherwise (NOT_FOUND)',
    () => {
      startAnswer = gatewayRefusal('NOT_FOUND', 'No order "order-1" of yours exists.');
    },
  ],
  [
    'the gateway cannot be reached',
    () =>
      server.use(
        // The connection drops for the checkout only (the card's read still answers).
        http.post(GATEWAY, async ({ request }) => {
          const { operationName } = (await request.clone().json()) as { operationName?: string };
          return operationName === 'StartContinuationCheckout' ? HttpResponse.error() : undefined;
        }),
      ),
  ],
  [
    'the payment service answers 502',
    () => {
      sessionAnswer = () =>
        HttpResponse.json({ error: 'The payment service is unavailable.' }, { status: 502 });
    },
  ],
  [
    'the payment service answers without an address',
    () => {
      sessionAnswer = () => HttpResponse.json({ data: {} });
    },
  ],
])('says it calmly in its own words when %s', async (_, fail) => {
  fail();
  const { card } = await renderCard(giftPaid());

  await acceptAndContinue(card);

  expect(await within(card).findByRole('alert')).toHaveTextContent(GENERIC);
  expect(redirect).not.toHaveBeenCalled();
  expect(continueButton(card)).toBeEnabled();
  expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
});

it('after a 502 from the payment service, a retry opens the same checkout', async () => {
  sessionAnswer = () => new HttpResponse('Bad gateway', { status: 502 });
  const { card } = await renderCard(giftPaid());
  await acceptAndContinue(card);
  expect(await within(card).findByRole('alert')).toHaveTextContent(GENERIC);

  sessionAnswer = () => HttpResponse.json({ data: { redirectUrl: 'https://pay.example/c/chk_1' } });
  await userEvent.click(continueButton(card));
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/c/chk_1'));
  expect(starts.map((start) => start.idempotencyKey)).toEqual([
    starts[0]?.idempotencyKey,
    starts[0]?.idempotencyKey,
  ]);
  expect(sessions.map((session) => session.body)).toEqual([
    { checkoutId: 'chk_1' },
    { checkoutId: 'chk_1' },
  ]);
});

it("another child's storage gets a key of its own", async () => {
  setOrders([
    { id: 'order-1', purchaserName: 'Test Parent' },
    { id: 'order-2', purchaserName: 'Test Parent' },
  ]);
  sessionAnswer = () => new HttpResponse('Bad gateway', { status: 502 });
  const { card, view } = await renderCard(giftPaid());
  await acceptAndContinue(card);
  expect(await within(card).findByRole('alert')).toHaveTextContent(GENERIC);

  view.rerender(<DashboardCard orderId="order-2" />);
  await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
  await within(card).findByRole('button', { name: /Continue storage/ });
  // Another child's agreement, closed and not accepted until the parent does.
  expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
  await acceptAndContinue(card);
  await waitFor(() => expect(starts).toHaveLength(2));
  expect(starts.map((start) => start.orderId)).toEqual(['order-1', 'order-2']);
  expect(starts[1]?.idempotencyKey).not.toBe(starts[0]?.idempotencyKey);
});

it('shows the storage agreement when the parent continues: nothing charged today, the first renewal on the gift’s end, at the plan’s price', async () => {
  const { card } = await renderCard(giftPaid());
  // Not on the dashboard until asked for.
  expect(within(card).queryByRole('region', { name: 'Storage agreement' })).not.toBeInTheDocument();
  expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();

  await userEvent.click(continueButton(card));

  const region = await within(card).findByRole('region', { name: 'Storage agreement' });
  await waitFor(() => expect(region).toHaveFocus());
  expect(within(region).getByRole('heading', { level: 4, name: 'Renewal' })).toBeInTheDocument();
  expect(region).toHaveTextContent(
    'Annual storage: the bank collects, processes and stores your child’s cord blood stem cells for $175.00 per year.',
  );
  expect(region).toHaveTextContent(
    'Nothing is charged today. The first renewal, $175.00, is charged on March 1, 2027, when the gift’s year ends.',
  );
  expect(region).toHaveTextContent(
    'The plan renews every year at $175.00, the rate you contract today, charged automatically to your card on file.',
  );
  expect(agreementBox(card)).not.toBeChecked();
  expect(starts).toEqual([]);

  // Cancel closes it, and focus returns to the button that opened it.
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
  expect(within(card).queryByRole('region', { name: 'Storage agreement' })).not.toBeInTheDocument();
  expect(continueButton(card)).toHaveFocus();
  expect(starts).toEqual([]);
});

it('the first renewal is the UTC calendar date of the gift’s end', async () => {
  // 23:30 on December 31 in New York is January 1 in UTC.
  const { card } = await renderCard(
    giftPaid({ giftTerm: { endsAt: '2027-12-31T23:30:00-05:00' } }),
  );
  await acceptAndContinue(card);
  expect(await within(card).findByRole('region', { name: 'Storage agreement' })).toHaveTextContent(
    'The first renewal, $175.00, is charged on January 1, 2028',
  );
  await waitFor(() => expect(redirect).toHaveBeenCalled());
  expect(starts[0]?.agreement).toEqual(ACCEPTED);
});

it('does not start without the agreement accepted: it says so beside the checkbox and moves focus to it', async () => {
  const { card } = await renderCard(giftPaid());
  await userEvent.click(continueButton(card));
  await within(card).findByRole('region', { name: 'Storage agreement' });

  await userEvent.click(continueButton(card));

  expect(
    await within(card).findByText('Accept the storage agreement to continue.'),
  ).toBeInTheDocument();
  expect(agreementBox(card)).toHaveFocus();
  expect(agreementBox(card)).toHaveAttribute('aria-invalid', 'true');
  expect(agreementBox(card)).toHaveAccessibleDescription(
    'Accept the storage agreement to continue.',
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(starts).toEqual([]);
  expect(sessions).toEqual([]);
  expect(redirect).not.toHaveBeenCalled();

  await userEvent.click(agreementBox(card));
  expect(
    within(card).queryByText('Accept the storage agreement to continue.'),
  ).not.toBeInTheDocument();
  await userEvent.click(continueButton(card));
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/c/chk_1'));
  expect(starts).toEqual([expect.objectContaining({ agreement: ACCEPTED })]);
});

it('says when the agreement’s price is no longer current, reads the plan again and asks to accept the new one', async () => {
  const changed =
    "The plan's price is now $180.00: reload the page to read the agreement again and accept it.";
  startAnswer = gatewayRefusal('CONFLICT', changed, 200, 'AGREEMENT_PRICE_CHANGED');
  const { card } = await renderCard(giftPaid());
  const readsBefore = billingReads;
  // Meanwhile the bank raised the plan's price.
  answer = giftPaid({ plan: { ...ANNUAL, priceCents: 18_000 } });

  await acceptAndContinue(card);

  // Said by its reason, in the page's language (not the gateway's English sentence).
  expect(await within(card).findByRole('alert')).toHaveTextContent(
    "The plan's price has changed since this page was opened. Please read the agreement again with the new price and accept it to continue.",
  );
  expect(starts[0]?.agreement).toEqual(ACCEPTED);
  expect(redirect).not.toHaveBeenCalled();
  // The card read again: the new price, in the agreement too, to accept anew.
  await waitFor(() => expect(billingReads).toBeGreaterThan(readsBefore));
  const region = within(card).getByRole('region', { name: 'Storage agreement' });
  await waitFor(() =>
    expect(region).toHaveTextContent('The first renewal, $180.00, is charged on March 1, 2027'),
  );
  expect(agreementBox(card)).not.toBeChecked();

  startAnswer = started;
  await userEvent.click(agreementBox(card));
  await userEvent.click(continueButton(card));
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/c/chk_1'));
  expect(starts[1]?.agreement).toEqual({ ...ACCEPTED, priceCents: 18_000 });
});
