import { expect, test } from '@playwright/test';
import { isolateNetwork, signInAsDemoParent } from '../support/portal';

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('the demo parent signs in, sees both children, swaps, stays signed in on reload, and signs out', async ({
  page,
}) => {
  await signInAsDemoParent(page);

  // The last order is selected on first load: the younger child.
  await expect(page.getByRole('heading', { name: "Baby Rivera's journey" })).toBeVisible();
  const swap = page.getByRole('button', { name: /View Sibling\(s\)/ });
  await swap.click();
  await expect(page.getByRole('heading', { name: "Maya Rivera's journey" })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Stem cell certificate ready' }),
  ).toBeVisible();
  // Wraps to the first after the last.
  await swap.click();
  await expect(page.getByRole('heading', { name: "Baby Rivera's journey" })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: /Hello, Jordan/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('anja_session'))).toBeTruthy();

  await page.getByRole('banner').getByRole('button', { name: 'Jordan Rivera' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('anja_session'))).toBeNull();
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fportal$/);
});
