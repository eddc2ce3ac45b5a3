import { expect, test } from '@playwright/test';
import { createGoogleUserWithoutName } from '../support/auth-emulator';
import { createEmailUser, uniqueEmail } from '../support/emulator';
import { isolateNetwork, signIn } from '../support/portal';

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test("a Google parent without a display name is greeted without '{name}' and sets their name", async ({
  page,
}) => {
  const email = uniqueEmail('nameless');
  await createGoogleUserWithoutName(email);
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.locator('.js-reuse-account', { hasText: email }).click();

  await expect(page).toHaveURL(/\/portal$/);
  // Registered with the spec's default name, but never shown as one.
  await expect(page.getByRole('heading', { level: 1, name: 'Hello', exact: true })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Your account' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('{');

  await banner.getByRole('button', { name: 'Your profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your profile' });
  await expect(dialog).toContainText('Not set yet');
  await dialog.getByRole('button', { name: 'Add your name' }).click();
  await dialog.getByRole('textbox', { name: /Your name/ }).fill('Sam Okafor');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your name is saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sam Okafor' })).toContainText('S');
  // The name stays after a reload (it is the gateway's, not the page's).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeVisible();
});

test('on a narrow screen the avatar shows the initial and the opened menu shows the name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = uniqueEmail('narrow-name');
  await createEmailUser(email, 'Cord-blood-7', true);
  await signIn(page, { email, password: 'Cord-blood-7' });
  await expect(page).toHaveURL(/\/portal$/);
  // An email sign-in without registration: the name comes from the email's account alone.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Your profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your profile' });
  await dialog.getByRole('button', { name: 'Add your name' }).click();
  await dialog.getByRole('textbox', { name: /Your name/ }).fill('Robin Ade');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your name is saved.');
  await page.keyboard.press('Escape');

  const avatar = banner.getByRole('button', { name: 'Account menu for Robin Ade' });
  await expect(avatar).toHaveText('R');
  await avatar.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Robin Ade');
  await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
});
