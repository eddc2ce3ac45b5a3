import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import type { DashboardBillingQuery } from './api/dashboard-billing.generated';
import { resetBillingPortal, setBillingRedirect } from './use-billing-portal';
import { useDashboardBilling } from './api/use-dashboard-billing';
import { BillingCard } from './BillingCard';

type Billing = NonNullable<NonNullable<DashboardBillingQuery['order']>['billing']>;
type Subscription = NonNullable<Billing['subscription']>;

const GATEWAY = 'http://gateway.test/graphql';
const PORTAL_SESSION = 'http://functions.test/billing/portal-session';
const server = setupServer();

const ANNUAL = {
  code: 'annual',
  name: 'Annual storage',
  priceCents: 17_500,
  currency: 'usd',
  interval: 'year',
};
const MONTHLY = {
  code: 'monthly',
  name: 'Monthly storage',
  priceCents: 1_500,
  currency: 'usd',
  interval: 'month',
};

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
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
    ...overrides,
  };
}

function billing(overrides: Partial<Billing> = {}): Billing {
  return {
    plan: ANNUAL,
    subscription: subscription(),
    giftTerm: null,
    planEnd: null,
    notice: null,
    invoices: [],
    ...overrides,
  };
}

/** What the gateway answers for the order's billing; the reads it was asked for. */
let answer: Billing | null | 'error' = billing();
let reads: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(() => {
  resetPortalStores();
  resetBillingPortal();
  signInForTests();
  setOrders([{ id: 'order-1', purchaserName: 'Test Parent' }]);
  answer = billing();
  reads = [];
  server.use(
    graphql.link(GATEWAY).query('DashboardBilling', ({ variables }) => {
      reads.push(String(variables.id));
      if (answer === 'error') return HttpResponse.json({ errors: [{ message: 'Unavailable' }] });
      return HttpResponse.json({ data: { order: { id: variables.id, billing: answer } } });
    }),
  );
});
afterEach(() => setBillingRedirect(null));

/** The card as the dashboard draws it, from the selected child's read. */
function DashboardCard() {
  return <BillingCard {...useDashboardBilling('order-1')} />;
}

async function renderCard(value: Billing) {
  answer = value;
  renderWithPortal(<DashboardCard />, { route: '/portal' });
  const card = await screen.findByRole('region', { name: 'Storage plan' });
  await within(card).findByText(/^(Annual|Monthly) storage: /);
  return card;
}

it('shows a plan that renews: the price, the next renewal and the card auto-pay uses', async () => {
  const card = await renderCard(billing());
  expect(card).toHaveAttribute('data-testid', 'billing-card');
  expect(within(card).getByRole('heading', { level: 2, name: 'Storage plan' })).toBeVisible();
  expect(within(card).getByText('Annual storage: $175.00 per year')).toBeVisible();
  expect(within(card).getByText('Next renewal: January 27, 2027, $175.00')).toBeVisible();
  expect(within(card).getByText('Auto-pay is on: Visa ending in 4242')).toBeVisible();
  expect(within(card).queryByText(/Your plan ends/)).not.toBeInTheDocument();
  expect(within(card).queryByRole('note')).not.toBeInTheDocument();
  expect(reads).toEqual(['order-1']);
});

it('names an American Express card in full', async () => {
  const card = await renderCard(
    billing({ subscription: subscription({ card: { brand: 'amex', last4: '1005' } }) }),
  );
  expect(within(card).getByText('Auto-pay is on: American Express ending in 1005')).toBeVisible();
});

it('says when auto-pay is off', async () => {
  const card = await renderCard(
    billing({ plan: MONTHLY, subscription: subscription({ interval: 'month', autoPay: false }) }),
  );
  expect(within(card).getByText('Monthly storage: $15.00 per month')).toBeVisible();
  expect(within(card).getByText('Auto-pay is off')).toBeVisible();
  expect(within(card).queryByText(/Auto-pay is on/)).not.toBeInTheDocument();
});

it('a cancelled plan says when it ends, what happens to the unit, and the support number', async () => {
  const card = await renderCard(
    billing({
      subscription: subscription({
        cancelAtPeriodEnd: true,
        nextRenewalAt: null,
        endsAt: '2027-01-27T08:00:00Z',
      }),
    }),
  );
  expect(await within(card).findByText('Your plan ends on January 27, 2027.')).toBeVisible();
  const after = within(card).getByText(/stays in storage until then/);
  expect(after).toHaveTextContent(
    "Your baby's cord blood stays in storage until then. After that we keep the unit safely " +
      'stored for 90 days while we help you decide what happens next: call us at ' +
      '+1 (800) 555-0199.',
  );
  // The number is the support dialog's (the runtime configuration's), and it dials.
  expect(within(after).getByRole('link', { name: '+1 (800) 555-0199' })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );
  expect(within(card).queryByText(/Next renewal/)).not.toBeInTheDocument();
  expect(within(card).queryByText(/Auto-pay/)).not.toBeInTheDocument();
});

it('an ended plan (CANCELED) without an end date ends with the period it paid for', async () => {
  const card = await renderCard(
    billing({
      subscription: subscription({
        status: 'CANCELED',
        nextRenewalAt: null,
        currentPeriodEnd: '2026-12-01T00:00:00Z',
      }),
    }),
  );
  expect(await within(card).findByText('Your plan ends on December 1, 2026.')).toBeVisible();
  expect(within(card).queryByText(/Auto-pay/)).not.toBeInTheDocument();
});

it.each([
  [
    'RELEASED',
    "Your baby's cord blood was released for a transplant, so this storage plan ends on " +
      'January 27, 2027 and does not renew.',
  ],
  [
    'TRANSFERRED',
    "Your baby's cord blood was transferred to another bank, so this storage plan ends on " +
      'January 27, 2027 and does not renew.',
  ],
] as const)(
  'a %s unit’s plan says why it ends, and not that the unit stays stored',
  async (reason, why) => {
    const card = await renderCard(
      billing({
        subscription: subscription({
          cancelAtPeriodEnd: true,
          nextRenewalAt: null,
          endsAt: '2027-01-27T08:00:00Z',
          autoPay: false,
        }),
        planEnd: { reason, endsAt: '2027-01-27T08:00:00Z' },
      }),
    );
    expect(await within(card).findByTestId('plan-end-reason')).toHaveTextContent(why);
    for (const text of [/Next renewal/, /Auto-pay/, /stays in storage/, /90 days/]) {
      expect(within(card).queryByText(text)).not.toBeInTheDocument();
    }
  },
);

it('a released gift-paid child’s card offers no continuation: the plan ends with the gift', async () => {
  const card = await renderCard(
    billing({
      subscription: null,
      giftTerm: { endsAt: '2027-03-01T00:00:00Z' },
      planEnd: { reason: 'RELEASED', endsAt: '2027-03-01T00:00:00Z' },
      notice: {
        kind: 'CANCELLED',
        date: '2027-03-01T00:00:00Z',
        amountCents: null,
        currency: null,
        cardExpiresFirst: false,
      },
    }),
  );
  expect(await within(card).findByTestId('plan-end-reason')).toHaveTextContent(
    'so this storage plan ends on March 1, 2027 and does not renew.',
  );
  expect(within(card).getByText('A gift pays for storage until March 1, 2027.')).toBeVisible();
  expect(within(card).queryByRole('button', { name: 'Continue storage' })).not.toBeInTheDocument();
  expect(within(card).queryByText(/with your own card/)).not.toBeInTheDocument();
});

it('a transferred unit the family never paid for says only that the plan does not renew', async () => {
  const card = await renderCard(
    billing({ subscription: null, planEnd: { reason: 'TRANSFERRED', endsAt: null } }),
  );
  expect(await within(card).findByTestId('plan-end-reason')).toHaveTextContent(
    /^Your baby's cord blood was transferred to another bank, so this storage plan does not renew\.$/,
  );
});

it('a gift says until when it pays, and when it is ending how to keep storage going', async () => {
  const gift = { subscription: null, giftTerm: { endsAt: '2027-03-01T00:00:00Z' } };
  const card = await renderCard(billing(gift));
  expect(within(card).getByText('A gift pays for storage until March 1, 2027.')).toBeVisible();
  expect(within(card).queryByText(/To keep storage going/)).not.toBeInTheDocument();
  expect(within(card).queryByText(/Auto-pay/)).not.toBeInTheDocument();
});

it('a gift term ending asks for the family’s own card', async () => {
  const card = await renderCard(
    billing({
      subscription: null,
      giftTerm: { endsAt: '2027-03-01T00:00:00Z' },
      notice: {
        kind: 'GIFT_TERM_ENDING',
        date: '2027-03-01T00:00:00Z',
        amountCents: null,
        currency: null,
        cardExpiresFirst: false,
      },
    }),
  );
  expect(within(card).getByText('A gift pays for storage until March 1, 2027.')).toBeVisible();
  expect(within(card).getByTestId('gift-term-notice')).toHaveTextContent(
    'To keep storage going after March 1, 2027, continue it with your own card below.',
  );
});

it('an order without a subscription or a gift (made by the bank) shows only its plan', async () => {
  const card = await renderCard(billing({ subscription: null }));
  expect(within(card).getByText('Annual storage: $175.00 per year')).toBeVisible();
  for (const text of [/Next renewal/, /Auto-pay/, /A gift pays/, /Your plan ends/]) {
    expect(within(card).queryByText(text)).not.toBeInTheDocument();
  }
});

it('a renewal soon says when and how much, and that the card expires first', async () => {
  const card = await renderCard(
    billing({
      plan: MONTHLY,
      subscription: subscription({
        interval: 'month',
        amountCents: 1_500,
        nextRenewalAt: '2027-02-03T08:00:00Z',
      }),
      notice: {
        kind: 'RENEWAL_SOON',
        date: '2027-02-03T08:00:00Z',
        amountCents: 1_500,
        currency: 'usd',
        cardExpiresFirst: true,
      },
    }),
  );
  const notice = within(card).getByRole('note');
  expect(notice).toHaveAttribute('data-testid', 'renewal-notice');
  expect(
    within(notice).getByText('Your monthly storage renews on February 3, 2027 for $15.00.'),
  ).toBeVisible();
  expect(
    within(notice).getByText('The card on file expires before then: please update it in Billing.'),
  ).toBeVisible();
});

it('an annual renewal soon with a card that lasts says only when and how much', async () => {
  const card = await renderCard(
    billing({
      notice: {
        kind: 'RENEWAL_SOON',
        date: '2027-01-27T08:00:00Z',
        amountCents: 17_500,
        currency: 'usd',
        cardExpiresFirst: false,
      },
    }),
  );
  expect(within(card).getByRole('note')).toHaveTextContent(
    /^Your annual storage renews on January 27, 2027 for \$175\.00\.$/,
  );
});

it('lists the invoices newest first, with a receipt link where the provider has one', async () => {
  const card = await renderCard(
    billing({
      invoices: [
        {
          id: 'in_3',
          number: 'INV-0003',
          amountCents: 17_500,
          currency: 'usd',
          status: 'open',
          issuedAt: '2027-01-27T08:00:00Z',
          paidAt: null,
          url: null,
        },
        {
          id: 'in_2',
          number: 'INV-0002',
          amountCents: 17_500,
          currency: 'usd',
          status: 'paid',
          issuedAt: '2026-01-27T08:00:00Z',
          paidAt: '2026-01-27T08:00:00Z',
          url: 'https://invoice.example/i/2',
        },
        {
          id: 'in_1',
          number: 'INV-0001',
          amountCents: 17_500,
          currency: 'usd',
          status: 'void',
          issuedAt: '2025-01-27T08:00:00Z',
          paidAt: null,
          url: 'javascript:alert(1)',
        },
      ],
    }),
  );
  const table = within(card).getByRole('table', { name: 'Invoices' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Date', 'Amount', 'Status', 'Receipt']);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    // Issued, not paid yet, and the plan is not past due: it is due.
    ['January 27, 2027', '$175.00', 'Due', ''],
    ['January 27, 2026', '$175.00', 'Paid', 'Receipt for invoice INV-0002 (opens in a new tab)'],
    // Only the provider's web pages become links.
    ['January 27, 2025', '$175.00', 'Void', ''],
  ]);
  const receipts = within(table).getAllByRole('link');
  expect(receipts).toHaveLength(1);
  expect(receipts[0]).toHaveAccessibleName('Receipt for invoice INV-0002 (opens in a new tab)');
  expect(receipts[0]).toHaveAttribute('href', 'https://invoice.example/i/2');
  expect(receipts[0]).toHaveAttribute('target', '_blank');
  expect(within(card).queryByText('No invoices yet.')).not.toBeInTheDocument();
  expect(within(card).queryByTestId('payment-failed')).not.toBeInTheDocument();
});

const invoice = (overrides: Partial<Billing['invoices'][number]>) => ({
  id: 'in_1',
  number: 'INV-0001',
  amountCents: 1_500,
  currency: 'usd',
  status: 'paid',
  issuedAt: '2026-10-27T08:00:00Z',
  paidAt: '2026-10-27T08:00:00Z',
  url: null,
  ...overrides,
});

it('says an invoice failed while the plan is past due, and what fixes it', async () => {
  const card = await renderCard(
    billing({
      plan: MONTHLY,
      subscription: subscription({ status: 'PAST_DUE', interval: 'month', amountCents: 1_500 }),
      invoices: [
        invoice({ id: 'in_2', number: 'INV-0002', status: 'open', paidAt: null }),
        invoice({}),
      ],
    }),
  );
  const table = within(card).getByRole('table', { name: 'Invoices' });
  const [failed, paid] = within(table).getAllByRole('row').slice(1);
  expect(within(failed as HTMLElement).getByText('Payment failed')).toBeVisible();
  expect(within(paid as HTMLElement).getByText('Paid')).toBeVisible();
  expect(within(card).getByTestId('payment-failed')).toHaveTextContent(
    'A storage payment did not go through. Update your card with Manage billing below, and we will take the payment again.',
  );
  expect(within(card).getByRole('button', { name: 'Manage billing' })).toBeVisible();
});

it('opens the portal’s receipt of a paid invoice the provider has no page for', async () => {
  const card = await renderCard(
    billing({
      plan: MONTHLY,
      subscription: subscription({ interval: 'month', card: { brand: 'visa', last4: '4242' } }),
      invoices: [invoice({ paidAt: '2026-10-28T09:00:00Z' })],
    }),
  );
  const receipt = within(card).getByRole('button', { name: 'Receipt for invoice INV-0001' });
  await userEvent.click(receipt);
  const dialog = await screen.findByRole('dialog', { name: 'Receipt for invoice INV-0001' });
  const facts = within(dialog)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  expect(facts).toEqual(['October 28, 2026', '$15.00', 'Monthly storage', 'Visa ending in 4242']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says when there is no invoice yet', async () => {
  const card = await renderCard(billing({ invoices: [] }));
  expect(within(card).getByText('No invoices yet.')).toBeVisible();
  expect(within(card).queryByRole('table')).not.toBeInTheDocument();
});

it('says so calmly when the plan cannot be read', async () => {
  answer = 'error';
  renderWithPortal(<DashboardCard />, { route: '/portal' });
  expect(
    await screen.findByText(
      'We could not load your storage plan just now. Please reload the page in a moment.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: /Manage billing/ })).not.toBeInTheDocument();
});

it('reads the plan again when the parent comes back to the tab', async () => {
  await renderCard(billing());
  expect(reads).toHaveLength(1);
  answer = billing({ subscription: subscription({ autoPay: false }) });
  window.dispatchEvent(new Event('focus'));
  expect(await screen.findByText('Auto-pay is off')).toBeVisible();
  expect(reads).toEqual(['order-1', 'order-1']);
});

it("'Manage billing' opens the billing portal at this child, with a spinner meanwhile", async () => {
  const bodies: unknown[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(PORTAL_SESSION, async ({ request }) => {
      bodies.push(await request.json());
      await gate;
      return HttpResponse.json({ redirectUrl: 'https://billing.example/s/1' });
    }),
  );
  const redirect = jest.fn();
  setBillingRedirect(redirect);
  const card = await renderCard(billing());
  const button = within(card).getByRole('button', { name: 'Manage billing' });
  expect(button).toHaveAttribute('data-testid', 'manage-billing');

  await userEvent.click(button);
  expect(within(card).getByRole('progressbar', { name: 'Opening billing' })).toBeVisible();
  expect(button).toBeDisabled();
  release();
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://billing.example/s/1'));
  expect(bodies).toEqual([{ email: 'parent@example.com', orderId: 'order-1' }]);
});

it("draws nothing for a guardian's child: billing stays with the account holder", async () => {
  answer = null;
  renderWithPortal(<DashboardCard />, { route: '/portal' });
  await waitFor(() => expect(reads).toEqual(['order-1']));
  // The answer (billing: null) has landed once the spinner is gone.
  await waitFor(() =>
    expect(screen.queryByText('Loading your storage plan…')).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('region', { name: 'Storage plan' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Manage billing/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/could not load your storage plan/)).not.toBeInTheDocument();
});
