import { expect, test, type Page } from '@playwright/test';
import {
  acceptAndPay,
  choosePlan,
  fillDetails,
  giveMonthlyGift,
  payLocally,
} from '../support/checkout';
import { isolateNetwork, signIn } from '../support/portal';
import { createParent, ops } from '../support/staff-ops';
import { FUNCTIONS_URL } from '../support/stack-info';

// A parent with two tabs of the portal open (or a reload, then a second click) pays one child's
// storage once: both tabs reach the same payment session, and the second payment charges nothing.

const LOCAL_CHECKOUT = new RegExp(`^${FUNCTIONS_URL}/checkout/local/`);

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

/** The parent's orders as the bank's staff see them: plan and how each child's storage is paid. */
async function ordersOf(email: string) {
  const listed = await ops(['orders', '--email', email]);
  return listed['orders'] as {
    id: string;
    planCode: string;
    childName: string | null;
    billing: { kind: string; status: string | null };
  }[];
}

/** Fills the local checkout's card form and submits it. */
async function submitCard(page: Page, button: RegExp): Promise<void> {
  await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
  await page.getByLabel(/expir/i).fill('12/30');
  await page.getByLabel(/cvc/i).fill('123');
  await page.getByRole('button', { name: button }).click();
}

test('two tabs racing "Pay" on one order reach one payment session: one charge, one order, one plan', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const parent = await createParent('Tess Twotabs');
  const first = await context.newPage();
  await signIn(first, parent);
  await expect(first).toHaveURL(/\/portal$/);
  const second = await context.newPage();
  for (const tab of [first, second]) {
    await tab.goto('/order');
    await choosePlan(tab, /Monthly storage/);
    await fillDetails(tab, parent.name);
  }
  await Promise.all([first, second].map((tab) => acceptAndPay(tab, 'Pay $15.00')));
  await expect(first).toHaveURL(LOCAL_CHECKOUT);
  await expect(second).toHaveURL(LOCAL_CHECKOUT);
  expect(second.url()).toBe(first.url());

  await payLocally(first);
  await expect(first.getByText('Payment confirmed')).toBeVisible();
  // The second tab's form was already open: sending it charges nothing more.
  await submitCard(second, /^Pay/);
  await expect(second.getByText('Payment confirmed')).toBeVisible();

  const orders = await ordersOf(parent.email);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    planCode: 'monthly',
    billing: { kind: 'SUBSCRIPTION', status: 'ACTIVE' },
  });
  await second.goto('/portal');
  const invoices = second.getByRole('table', { name: 'Invoices' }).getByRole('row');
  // The header row and one invoice of $15.00.
  await expect(invoices).toHaveCount(2);
  await expect(invoices.nth(1)).toContainText('$15.00');
});

test('two tabs racing "Continue storage" for a gift-paid child reach one payment session: one plan', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const giver = await createParent('Rosa Twotabs');
  const recipient = await createParent('Ana Twotabs');
  await signIn(page, giver);
  await expect(page).toHaveURL(/\/portal$/);
  const code = await giveMonthlyGift(page, giver.name, recipient);

  const context = await browser.newContext();
  await isolateNetwork(context);
  const first = await context.newPage();
  await signIn(first, recipient);
  await expect(first).toHaveURL(/\/portal$/);
  await first.goto('/gift');
  await first.getByLabel(/^Gift code/).fill(code);
  await first.getByRole('button', { name: 'Redeem' }).click();
  await first.getByRole('link', { name: 'Go to your portal' }).click();
  const second = await context.newPage();
  await second.goto('/portal');
  const storageCard = (tab: Page) => tab.getByRole('region', { name: 'Storage plan' });
  const continueButton = (tab: Page) =>
    storageCard(tab).getByRole('button', { name: /Continue storage/ });
  await expect(continueButton(first)).toBeVisible();
  await expect(continueButton(second)).toBeVisible();
  // Each tab accepts the agreement, then both start at once.
  for (const tab of [first, second]) {
    await continueButton(tab).click();
    await storageCard(tab)
      .getByRole('checkbox', { name: /^I have read and accept the storage agreement\./ })
      .check();
  }
  await Promise.all([first, second].map((tab) => continueButton(tab).click()));
  await expect(first).toHaveURL(LOCAL_CHECKOUT);
  await expect(second).toHaveURL(LOCAL_CHECKOUT);
  expect(second.url()).toBe(first.url());

  await submitCard(first, /Save card and continue storage/);
  await expect(first).toHaveURL(/\/portal\?storage=continued$/);
  await submitCard(second, /Save card and continue storage/);
  await expect(second).toHaveURL(/\/portal\?storage=continued$/);
  await expect(
    second.getByRole('region', { name: 'Storage plan' }).getByText(/^Next renewal:/),
  ).toBeVisible();
  const orders = await ordersOf(recipient.email);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.billing).toMatchObject({ kind: 'SUBSCRIPTION', status: 'ACTIVE' });
  await context.close();
});
