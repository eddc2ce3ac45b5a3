import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptAndContinueStorage, giveMonthlyGift, orderMonthly } from '../support/checkout';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
  signIn,
  tabTo,
} from '../support/portal';
import { createOrder, createParent, ops } from '../support/staff-ops';
import { FUNCTIONS_URL } from '../support/stack-info';

// Storage plans that renew: a monthly plan bought on the local checkout, renewed (and declined)
// by the local payment provider through `npm run ops -- renew`, as a parent sees it.

const PAGES = ['/portal', '/portal/medical-form', '/portal/pick-up', '/portal/stem-cell-key'];

const storageCard = (page: Page): Locator => page.getByRole('region', { name: 'Storage plan' });
const pastDueBanner = (page: Page): Locator =>
  page.getByRole('region', { name: 'Storage payment' });

/** axe and no sideways scrolling at a phone's width and a desktop's, on the page as it is. */
async function checkAtBothWidths(page: Page, label: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `${label} at ${width}`);
    await expectNoSidewaysScroll(page, `${label} at ${width}`);
  }
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('a monthly plan renews; a declined renewal is past due on every page of that child only, until a retry pays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const parent = await createParent('Noor Renewal');
  await createOrder(parent, { child: 'Ola Renewal', stage: 'HEALTH_FORM' });
  await signIn(page, parent);
  await expect(page.getByRole('heading', { name: "Ola Renewal's journey" })).toBeVisible();
  const orderId = await orderMonthly(page, parent);

  // The new child is selected: its plan, next renewal and card, and the first invoice.
  await expect(page.getByRole('heading', { name: 'Your journey' })).toBeVisible();
  const card = storageCard(page);
  await expect(card.getByText('Monthly storage: $15.00 per month')).toBeVisible();
  await expect(
    card.getByText(/^Next renewal: [A-Z][a-z]+ \d{1,2}, \d{4}, \$15\.00$/),
  ).toBeVisible();
  await expect(card.getByText('Auto-pay is on: Visa ending in 4242')).toBeVisible();
  const invoices = card.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices.getByRole('row').nth(1)).toContainText('Paid');
  await expect(pastDueBanner(page)).toHaveCount(0);

  // The renewal is declined: past due, on every page of this child.
  const failed = await ops(['renew', '--order', orderId, '--fail']);
  expect(failed).toMatchObject({ orderId, outcome: 'failed' });
  for (const path of PAGES) {
    await page.goto(path);
    await expect(pastDueBanner(page), path).toBeVisible();
    await expect(pastDueBanner(page)).toContainText('$15.00');
    await expect(pastDueBanner(page)).toContainText('stays safely stored');
  }
  // Only this child: the sibling's pages carry no banner.
  await page.goto('/portal');
  const swap = page.getByRole('button', { name: 'View Sibling(s)' }).first();
  await swap.click();
  await expect(page.getByRole('heading', { name: "Ola Renewal's journey" })).toBeVisible();
  await expect(pastDueBanner(page)).toHaveCount(0);
  // Within the portal (a reload selects the newest child again, as on every first load).
  await page.getByRole('link', { name: 'Request Kit Pick Up' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();
  await expect(pastDueBanner(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { name: "Ola Renewal's journey" })).toBeVisible();
  await page.getByRole('button', { name: 'View Sibling(s)' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your journey' })).toBeVisible();
  await expect(pastDueBanner(page)).toBeVisible();
  await expect(
    storageCard(page).getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1),
  ).toContainText('Payment failed');

  // A successful retry clears it; both invoices are listed, paid.
  const paid = await ops(['renew', '--order', orderId]);
  expect(paid).toMatchObject({ orderId, outcome: 'paid' });
  await page.goto('/portal/medical-form');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pastDueBanner(page)).toHaveCount(0);
  await page.goto('/portal');
  await expect(pastDueBanner(page)).toHaveCount(0);
  const rows = storageCard(page).getByRole('table', { name: 'Invoices' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Paid');
  await expect(rows.nth(2)).toContainText('Paid');
});

test('the past-due banner opens the billing portal by keyboard alone, where the card is updated', async ({
  page,
}) => {
  const parent = await createParent('Kit Keyboard');
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  const orderId = await orderMonthly(page, parent);
  await ops(['renew', '--order', orderId, '--fail']);
  await page.goto('/portal');
  const update = pastDueBanner(page).getByRole('button', { name: 'Update card' });
  await expect(update).toBeVisible();
  await tabTo(page, update);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/billing/local/`));
  await expect(page.getByText(/past due/i).first()).toBeVisible();

  // On the billing page, still by keyboard: a new card pays the renewal that failed.
  await tabTo(page, page.getByRole('link', { name: /^Update card for/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Update the card for/ })).toBeVisible();
  await checkAtBothWidths(page, 'local billing: update card');
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('09/32');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Your card was updated.');
  await expect(page.getByRole('status')).toContainText('The past-due payment of $15.00 is paid.');
  await page.goto('/portal');
  await expect(storageCard(page).getByText(/^Next renewal:/)).toBeVisible();
  await expect(pastDueBanner(page)).toHaveCount(0);
});

test('cancelling in the billing portal shows when the plan ends and what happens to the unit', async ({
  page,
}) => {
  const parent = await createParent('Cal Cancel');
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await orderMonthly(page, parent);
  await storageCard(page).getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/billing/local/`));
  await page.getByRole('link', { name: /^Cancel plan for/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Cancel the plan for/ })).toBeVisible();
  await checkAtBothWidths(page, 'local billing: cancel plan');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('status')).toContainText('Your plan is cancelled: it ends on');
  await page.goto('/portal');
  const card = storageCard(page);
  await expect(card.getByText(/^Your plan ends on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(card.getByText(/we keep the unit safely stored for 90 days/)).toBeVisible();
  await expect(card.getByText(/^Next renewal:/)).toHaveCount(0);
  await expect(pastDueBanner(page)).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`no axe violation at ${width} px: the storage plan card and the past-due banner`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const parent = await createParent('Axe Renewal');
    await signIn(page, parent);
    await expect(page).toHaveURL(/\/portal$/);
    const orderId = await orderMonthly(page, parent);
    await expect(storageCard(page).getByText(/^Next renewal:/)).toBeVisible();
    await expectNoA11yViolations(page, `storage plan card at ${width}`);
    await expectNoSidewaysScroll(page, `storage plan card at ${width}`);
    await ops(['renew', '--order', orderId, '--fail']);
    await page.goto('/portal');
    await expect(pastDueBanner(page)).toBeVisible();
    await expectNoA11yViolations(page, `past-due banner at ${width}`);
    await expectNoSidewaysScroll(page, `past-due banner at ${width}`);
  });
}

test('a gift pays the first year; the recipient continues storage with their own card, charged when the gift ends', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const giver = await createParent('Rosa Giver');
  const recipient = await createParent('Ana Continue');
  await signIn(page, giver);
  await expect(page).toHaveURL(/\/portal$/);
  const code = await giveMonthlyGift(page, 'Rosa Giver', recipient);

  const context = await browser.newContext();
  await isolateNetwork(context);
  const other = await context.newPage();
  await signIn(other, recipient);
  await expect(other).toHaveURL(/\/portal$/);
  await other.goto('/gift');
  await other.getByLabel(/^Gift code/).fill(code);
  await other.getByRole('button', { name: 'Redeem' }).click();
  await other.getByRole('link', { name: 'Go to your portal' }).click();
  const card = storageCard(other);
  await expect(
    card.getByText(/^A gift pays for storage until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/),
  ).toBeVisible();
  const until = ((await card.getByText(/^A gift pays for storage until/).textContent()) ?? '')
    .replace('A gift pays for storage until ', '')
    .replace(/\.$/, '');
  await expect(
    card.getByText(`nothing is charged until ${until}, then $15.00 per month`, { exact: false }),
  ).toBeVisible();
  await checkAtBothWidths(other, 'a gift-paid child with Continue storage');
  await card.getByRole('button', { name: /Continue storage/ }).click();
  await expect(card.getByRole('region', { name: 'Storage agreement' })).toBeFocused();
  await checkAtBothWidths(other, 'the continuation’s storage agreement');
  await acceptAndContinueStorage(card);

  await expect(other).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/checkout/local/`));
  await expect(other.getByText('Nothing is charged')).toBeVisible();
  await checkAtBothWidths(other, 'local checkout of a continuation');
  await other.getByLabel(/card number/i).fill('5555 5555 5555 4444');
  await other.getByLabel(/expir/i).fill('11/31');
  await other.getByLabel(/cvc/i).fill('123');
  await other.getByRole('button', { name: 'Save card and continue storage' }).click();

  await expect(other).toHaveURL(/\/portal\?storage=continued$/);
  await expect(
    storageCard(other).getByText(
      `A gift pays for storage until ${until}. Then your plan renews with your card.`,
    ),
  ).toBeVisible();
  await expect(storageCard(other).getByText(`Next renewal: ${until}, $15.00`)).toBeVisible();
  await expect(
    storageCard(other).getByText('Auto-pay is on: Mastercard ending in 4444'),
  ).toBeVisible();
  await expect(storageCard(other).getByRole('button', { name: /Continue storage/ })).toHaveCount(0);
  await context.close();
});

for (const width of [375, 1280]) {
  test(`no axe violation at ${width} px: the local billing page and a receipt`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const parent = await createParent('Axe Receipt');
    await signIn(page, parent);
    await expect(page).toHaveURL(/\/portal$/);
    const orderId = await orderMonthly(page, parent);
    await ops(['renew', '--order', orderId, '--fail']);
    await page.goto('/portal');
    await pastDueBanner(page).getByRole('button', { name: 'Update card' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/billing/local/`));
    await expect(page.getByText(/past due/i).first()).toBeVisible();
    await expectNoA11yViolations(page, `local billing page at ${width}`);
    await expectNoSidewaysScroll(page, `local billing page at ${width}`);
    const receipt = page.getByRole('link', { name: /^Receipt/ }).last();
    await receipt.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Receipt / })).toBeVisible();
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    await expectNoA11yViolations(page, `local receipt at ${width}`);
    await expectNoSidewaysScroll(page, `local receipt at ${width}`);
  });
}
