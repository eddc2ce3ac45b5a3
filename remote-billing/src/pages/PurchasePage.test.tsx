import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderWithPortal, resetPortalStores } from '@portal/shared/testing';
import { forget } from '../common/checkout/flow-memory';
import { commerceHandlers, type CommerceCalls } from '../test-support/commerce-gateway';
import { PurchasePage } from './PurchasePage';

jest.mock('../common/checkout/leave-for-payment', () => ({ leaveForPayment: jest.fn() }));

const calls: CommerceCalls = { starts: [], sessions: [] };
const server = setupServer(...commerceHandlers(calls));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  forget('order');
  forget('purchase:monthly');
  resetPortalStores(); // a visitor from the marketing site: signed out
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
const summary = () => screen.getByRole('region', { name: 'Your plan' });

it('/purchase?plan=monthly says on its first step which plan is bought and what it costs', async () => {
  renderWithPortal(<PurchasePage />, { route: '/purchase?plan=monthly' });
  expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  expect(within(summary()).getByText('Monthly storage')).toBeInTheDocument();
  expect(within(summary()).getByText('$15.00 per month')).toBeInTheDocument();
  // Above the step, read before it.
  expect(
    summary().compareDocumentPosition(screen.getByRole('heading', { name: 'Your details' })) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

it('keeps the plan in view on every later step: shipping, then the account step', async () => {
  renderWithPortal(<PurchasePage />, { route: '/purchase?plan=monthly' });
  await screen.findByRole('heading', { name: 'Your details' });
  type(/^your full name/i, 'Ana Rivera');
  type(/^phone number/i, '+1 555 010 0199');
  type(/^baby's due date/i, inFuture(90));
  next();
  await screen.findByRole('heading', { name: 'Where we ship the kit' });
  expect(summary()).toHaveTextContent(/Monthly storage.*\$15\.00 per month/);
  type(/^street address/i, '1 Main St');
  type(/^city/i, 'Springfield');
  type(/^state, province or region/i, 'IL');
  type(/^zip or postal code/i, '62701');
  next();
  await screen.findByRole('heading', { name: 'Sign in or create an account' });
  expect(summary()).toHaveTextContent(/Monthly storage.*\$15\.00 per month/);
});

it('with a plan the link does not name, shows none until one is chosen, then the chosen one', async () => {
  renderWithPortal(<PurchasePage />, { route: '/purchase?plan=nope' });
  await screen.findByRole('heading', { name: 'Choose your plan' });
  expect(screen.queryByRole('region', { name: 'Your plan' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /monthly storage/i }));
  expect(within(summary()).getByText('Monthly storage')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /annual storage/i }));
  expect(within(summary()).getByText('Annual storage')).toBeInTheDocument();
  expect(within(summary()).getByText('$175.00 per year')).toBeInTheDocument();
  expect(within(summary()).queryByText('Monthly storage')).not.toBeInTheDocument();
});
