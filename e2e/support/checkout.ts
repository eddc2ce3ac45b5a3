// The order flow's steps and the local test checkout, shared by the commerce and billing suites.
import { expect, type Locator, type Page } from '@playwright/test';
import { ops, type TestParent } from './staff-ops';
import { FUNCTIONS_URL } from './stack-info';

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
export const step = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name });
export const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/** A date `days` from today, as the date input takes it. */
export function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

export const ADDRESS = {
  line1: '500 Harbor Blvd',
  city: 'Sacramento',
  region: 'CA',
  postalCode: '95814',
};

export async function fillDetails(page: Page, name: string): Promise<void> {
  await expect(step(page, 'Your details')).toBeVisible();
  await page.getByLabel(/^Your full name/).fill(name);
  await page.getByLabel(/^Phone number/).fill('+1 916 555 0142');
  await page.getByLabel(/^Baby's due date/).fill(inDays(120));
  await next(page);
  await expect(step(page, 'Where we ship the kit')).toBeVisible();
  await page.getByLabel(/^Street address/).fill(ADDRESS.line1);
  await page.getByLabel(/^City/).fill(ADDRESS.city);
  await page.getByLabel(/^State, province or region/).fill(ADDRESS.region);
  await page.getByLabel(/^ZIP or postal code/).fill(ADDRESS.postalCode);
  await next(page);
}

/** The storage agreement's acceptance, which every checkout's review asks for before paying. */
export const agreementBox = (page: Page) =>
  page.getByRole('checkbox', { name: /^I have read and accept the storage agreement\./ });

/** Accepts the storage agreement on the review and presses the pay button named `name`. */
export async function acceptAndPay(page: Page, name: string): Promise<void> {
  await agreementBox(page).check();
  await page.getByRole('button', { name }).click();
}

/** On an opened "Continue storage", accepts the storage agreement and starts the continuation. */
export async function acceptAndContinueStorage(card: Locator): Promise<void> {
  await card
    .getByRole('checkbox', { name: /^I have read and accept the storage agreement\./ })
    .check();
  await card.getByRole('button', { name: /Continue storage/ }).click();
}

export async function choosePlan(page: Page, plan: RegExp): Promise<void> {
  await expect(step(page, /Choose (your plan|the plan to give)/)).toBeVisible();
  await page.getByRole('radio', { name: plan }).check();
  await next(page);
}

/** Pays on the functions service's local checkout page with a test card. */
export async function payLocally(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/checkout/local/`));
  await expect(page.getByText(/local test checkout/i).first()).toBeVisible();
  await page.getByLabel(/card number/i).fill(card);
  await page.getByLabel(/expir/i).fill('12/30');
  await page.getByLabel(/cvc/i).fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/**
 * Buys the monthly plan's gift (its first year) for `recipientEmail` as the signed-in parent
 * on the local checkout, and answers the gift's code.
 */
export async function giveMonthlyGift(
  page: Page,
  giverName: string,
  recipient: { name: string; email: string },
): Promise<string> {
  await page.goto('/gift');
  await choosePlan(page, /Monthly storage/);
  await expect(step(page, 'Who the gift is for')).toBeVisible();
  await page.getByLabel(/^Your name/).fill(giverName);
  await page.getByLabel(/^Recipient's name/).fill(recipient.name);
  await page.getByLabel(/^Recipient's email/).fill(recipient.email);
  await next(page);
  // A gift pays a fixed term: the plan's first year, once.
  await expect(page.getByText('$180.00 for the first year').first()).toBeVisible();
  await acceptAndPay(page, 'Pay $180.00');
  await payLocally(page);
  return (await page.getByText(/^GIFT-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent()) ?? '';
}

/**
 * Orders the monthly plan as the signed-in parent (accepting its storage agreement), pays it on
 * the local checkout and goes to the portal, where the new child is selected; its order id.
 */
export async function orderMonthly(page: Page, parent: TestParent): Promise<string> {
  await page.goto('/order');
  await choosePlan(page, /Monthly storage/);
  await fillDetails(page, parent.name);
  await acceptAndPay(page, 'Pay $15.00');
  await payLocally(page);
  await expect(page.getByText('Payment confirmed')).toBeVisible();
  const listed = await ops(['orders', '--email', parent.email]);
  const orders = listed['orders'] as { id: string; planCode: string; childName: string | null }[];
  const bought = orders.find((order) => order.planCode === 'monthly' && order.childName === null);
  if (!bought) throw new Error(`no monthly order in ${JSON.stringify(orders)}`);
  await page.getByRole('link', { name: 'Go to your portal' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  return bought.id;
}
