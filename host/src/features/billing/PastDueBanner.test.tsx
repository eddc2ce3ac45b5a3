import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Link, Route, Routes } from '@portal/shared/router';
import { setOrders, swapOrder } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import type { BillingNoticeQuery } from './api/billing-notice.generated';
import { PastDueBanner } from './PastDueBanner';
import { resetBillingPortal, setBillingRedirect } from './use-billing-portal';

type Notice = NonNullable<NonNullable<BillingNoticeQuery['order']>['billing']>['notice'];

const GATEWAY = 'http://gateway.test/graphql';
const PORTAL_SESSION = 'http://functions.test/billing/portal-session';
const server = setupServer();

const PAST_DUE: Notice = {
  kind: 'PAST_DUE',
  date: '2027-04-13T08:00:00Z',
  amountCents: 17_500,
  currency: 'usd',
  respondBy: '2027-05-04T08:00:00Z',
};

const MAYA_TEXT =
  "We couldn't take the storage payment of $175.00 due on April 13, 2027 for Maya Rivera. " +
  'Please update your card by May 4, 2027. ' +
  "Your baby's cord blood stays safely stored meanwhile.";

/** What the gateway holds for each child; the reads it was asked for, by order id. */
let held: Record<string, { childName: string | null; notice: Notice }>;
let reads: string[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(() => {
  resetPortalStores();
  resetBillingPortal();
  signInForTests();
  held = {
    'order-maya': { childName: 'Maya Rivera', notice: PAST_DUE },
    'order-baby': { childName: 'Baby Rivera', notice: null },
  };
  reads = [];
  // The spec's first selection is the last order: Baby Rivera, whose storage is paid.
  setOrders([
    { id: 'order-maya', purchaserName: 'Jordan Rivera' },
    { id: 'order-baby', purchaserName: 'Jordan Rivera' },
  ]);
  server.use(
    graphql.link(GATEWAY).query('BillingNotice', ({ variables }) => {
      const id = String(variables.id);
      reads.push(id);
      const child = held[id];
      const order = child && { id, childName: child.childName, billing: { notice: child.notice } };
      return HttpResponse.json({ data: { order: order ?? null } });
    }),
  );
});
afterEach(() => setBillingRedirect(null));

function renderShellPage(route = '/portal') {
  renderWithPortal(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <PastDueBanner />
            <Link to="/portal/pick-up">Request Kit Pick Up</Link>
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const banner = () => screen.queryByRole('region', { name: 'Storage payment' });

/** Waits until the banner's read for `id` has been answered and drawn. */
async function readFor(id: string, times = 1) {
  await waitFor(() => expect(reads.filter((read) => read === id)).toHaveLength(times));
  // The answer is drawn in the same turn it arrives; let it land.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

it('shows for the past-due child only, and follows the selected sibling', async () => {
  renderShellPage();
  await readFor('order-baby');
  expect(banner()).not.toBeInTheDocument();

  act(() => swapOrder());
  const shown = await screen.findByRole('region', { name: 'Storage payment' });
  expect(shown).toHaveAttribute('data-testid', 'past-due-banner');
  expect(shown).toHaveTextContent(MAYA_TEXT);
  expect(within(shown).getByRole('button', { name: 'Update card' })).toBeEnabled();

  act(() => swapOrder());
  expect(banner()).not.toBeInTheDocument();
  await readFor('order-baby', 2);
  expect(banner()).not.toBeInTheDocument();
});

it("says 'your baby' without a child's name, and leaves out what the gateway does not say", async () => {
  held['order-baby'] = {
    childName: null,
    notice: { ...PAST_DUE, amountCents: null, currency: null, respondBy: null },
  };
  renderShellPage();
  expect(await screen.findByRole('region', { name: 'Storage payment' })).toHaveTextContent(
    "We couldn't take the storage payment due on April 13, 2027 for your baby. " +
      "Please update your card. Your baby's cord blood stays safely stored meanwhile.",
  );
});

it.each(['CANCELLED', 'RENEWAL_SOON', 'GIFT_TERM_ENDING'] as const)(
  'says nothing on a %s notice (the dashboard card does)',
  async (kind) => {
    held['order-baby'] = {
      childName: 'Baby Rivera',
      notice: { ...PAST_DUE, kind, respondBy: null },
    };
    renderShellPage();
    await readFor('order-baby');
    expect(banner()).not.toBeInTheDocument();
  },
);

it('reads again on every page change: a payment that went through clears it', async () => {
  held['order-baby'] = { childName: 'Baby Rivera', notice: PAST_DUE };
  renderShellPage();
  expect(await screen.findByRole('region', { name: 'Storage payment' })).toBeVisible();
  expect(reads).toEqual(['order-baby']);

  // The provider's retry succeeded while the parent was reading the page.
  held['order-baby'] = { childName: 'Baby Rivera', notice: null };
  await userEvent.click(screen.getByRole('link', { name: 'Request Kit Pick Up' }));
  await waitFor(() => expect(banner()).not.toBeInTheDocument());
  expect(reads).toEqual(['order-baby', 'order-baby']);
});

it('reads again when the parent comes back to the tab: a renewal that failed meanwhile shows', async () => {
  renderShellPage();
  await readFor('order-baby');
  expect(banner()).not.toBeInTheDocument();

  held['order-baby'] = { childName: 'Baby Rivera', notice: PAST_DUE };
  window.dispatchEvent(new Event('focus'));
  expect(await screen.findByRole('region', { name: 'Storage payment' })).toHaveTextContent(
    /for Baby Rivera\./,
  );
  expect(reads).toEqual(['order-baby', 'order-baby']);
});

it("'Update card' opens the billing portal at the past-due child, with the parent's email", async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(PORTAL_SESSION, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ redirectUrl: 'https://billing.example/s/maya' });
    }),
  );
  const redirect = jest.fn();
  setBillingRedirect(redirect);
  act(() => swapOrder());
  renderShellPage();
  const shown = await screen.findByRole('region', { name: 'Storage payment' });

  await userEvent.click(within(shown).getByRole('button', { name: 'Update card' }));

  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://billing.example/s/maya'));
  expect(bodies).toEqual([{ email: 'parent@example.com', orderId: 'order-maya' }]);
});

it("is not drawn for a guardian's child, whose billing the gateway does not answer", async () => {
  server.use(
    graphql.link(GATEWAY).query('BillingNotice', ({ variables }) => {
      reads.push(String(variables.id));
      return HttpResponse.json({
        data: { order: { id: String(variables.id), childName: 'Baby Rivera', billing: null } },
      });
    }),
  );
  renderShellPage();
  await readFor('order-baby');
  expect(banner()).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request Kit Pick Up' })).toBeVisible();
});
