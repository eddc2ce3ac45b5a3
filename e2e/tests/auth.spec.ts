import { expect, test, type Page } from '@playwright/test';
import {
  createGoogleUserWithoutEmail,
  failSignOut,
  installFailingSignOut,
  openOobLink,
  persistedFirebaseUsers,
  sessionToken,
} from '../support/auth-emulator';
import { createEmailUser, latestOobCode, uniqueEmail } from '../support/emulator';
import { expectNoA11yViolations, isolateNetwork, signIn, signInAs } from '../support/portal';
import { PORTAL_URL } from '../support/stack-info';
import { createParent } from '../support/staff-ops';

const WRONG_CREDENTIALS = 'The email or password is incorrect. Please check them and try again.';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test("the sign-in page draws its brand mark, Google's G and its tab icon with no image request", async ({
  page,
}) => {
  const images: string[] = [];
  const icons: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith('data:')) {
      images.push(request.url());
    }
    if (/favicon/.test(request.url())) icons.push(request.url());
  });
  await page.goto('/login');
  await expect(heading(page, 'Sign in')).toBeVisible();
  // Both marks are markup in the page (no image, so no isolated SVG document to build), drawn
  // at their size and hidden from assistive technology: the link and the button name them.
  await expect(page.locator('main img')).toHaveCount(0);
  const brand = page.getByRole('link', { name: /Parent Portal/ }).locator('svg');
  const google = page.getByRole('button', { name: 'Continue with Google' }).locator('svg');
  for (const [mark, size] of [
    [brand, 32],
    [google, 18],
  ] as const) {
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    const box = await mark.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([size, size]);
  }
  expect(images).toEqual([]);
  // The tab's icon is in the page too, as a PNG data URL: no request for it either, and no
  // SVG document to build for it.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    /^data:image\/png;base64,/,
  );
  expect(icons).toEqual([]);
});

test('sign-up → verification email → the link → "I\'ve verified my email" → the portal', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(heading(page, 'Create your account')).toBeVisible();
  await expect(page).toHaveTitle('Create your account · Parent Portal');

  // The provider's policy is shown before submitting, and enforced.
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
  await field(page, 'Your name').fill('Robin Example');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 6 characters', { exact: true })).toBeVisible();
  await expect(field(page, 'Password')).toBeFocused();

  await field(page, 'Password').fill('Cord-blood-7');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?redirect=%2Fportal$/);
  await expect(heading(page, 'Verify your email')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await sessionToken(page)).toBeTruthy();
  // The email was just sent: "Resend email" waits its minute, with a visible countdown.
  await expect(page.getByRole('button', { name: 'Resend email' })).toBeDisabled();
  await expect(page.getByText(/You can ask for another email in \d+ seconds?\./)).toBeVisible();

  // Not verified yet: the page says so and stays.
  const verified = page.getByRole('button', { name: "I've verified my email" });
  await verified.click();
  await expect(page.getByRole('alert')).toContainText('Your email is not verified yet');
  await expect(page).toHaveURL(/\/verify-email/);

  // The parent opens the link in the email; it continues to the portal page.
  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  expect(await openOobLink(code.oobLink)).toBe(`${PORTAL_URL}/portal`);

  await verified.click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(heading(page, /Hello, Robin/)).toBeVisible();
});

test('a wrong password shows a human message, keeps what was typed, and focuses the message', async ({
  page,
}) => {
  const parent = await createParent('Wren Mistype');
  await signIn(page, { email: parent.email, password: 'not-the-password' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(WRONG_CREDENTIALS);
  await expect(alert).not.toContainText('auth/');
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  await expect(field(page, 'Email')).toHaveValue(parent.email);
  await expect(field(page, 'Password')).toHaveValue('not-the-password');
  expect(await sessionToken(page)).toBeNull();

  // Editing clears the message; the right password then works.
  await field(page, 'Password').fill(parent.password);
  await expect(alert).toBeHidden();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);
});

test('forgot password: same confirmation for any address, the reset link, the new password works', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await createEmailUser(email, 'Old-password-1', true);

  // An address with no account gets the very same confirmation (no account enumeration).
  const unknown = uniqueEmail('nobody');
  const confirmationFor = async (address: string) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(heading(page, 'Reset your password')).toBeVisible();
    await field(page, 'Email').fill(address);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Check your email' });
    await expect(status).toBeVisible();
    return ((await status.textContent()) ?? '').replace(address, '<email>');
  };
  const forUnknown = await confirmationFor(unknown);
  const forKnown = await confirmationFor(email);
  expect(forUnknown).toBe(forKnown);

  // The link in the email sets the new password and continues to the login page.
  const code = await latestOobCode(email, 'PASSWORD_RESET');
  expect(
    await openOobLink(code.oobLink, `&newPassword=${encodeURIComponent('New-password-2')}`),
  ).toBe(`${PORTAL_URL}/login`);

  await signIn(page, { email, password: 'Old-password-1' });
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
  await signIn(page, { email, password: 'New-password-2' });
  await expect(page).toHaveURL(/\/portal$/);
});

test('Google sign-in through the provider popup', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login?redirect=%2Fportal%2Fstem-cell-key');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gale Google');
  await popup.locator('#sign-in').click();

  await expect(page).toHaveURL(/\/portal\/stem-cell-key$/);
  await expect(heading(page, 'Stem Cell Certificate')).toBeVisible();
  expect(await sessionToken(page)).toBeTruthy();
});

test('a Google user without an email is refused with the spec message', async ({ page }) => {
  const name = `No Mail ${Date.now()}`;
  await createGoogleUserWithoutEmail(name);
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.locator('.js-reuse-account', { hasText: name }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('no email associated with the Google user');
  await expect(alert).not.toContainText('portal/');
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionToken(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('a deep link while signed out comes back there after sign-in', async ({ page }) => {
  const parent = await createParent('Dana Deeplink');
  await page.goto('/portal/pick-up');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fportal%2Fpick-up$/);
  await expect(page).toHaveTitle('Sign in · Parent Portal');
  await field(page, 'Email').fill(parent.email);
  await field(page, 'Password').fill(parent.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/pick-up$/);
  await expect(heading(page, 'Request Kit Pick Up')).toBeVisible();
  expect(await sessionToken(page)).toBeTruthy();
});

for (const redirect of ['https%3A%2F%2Fevil.com', '%2F%2Fevil.com', 'javascript%3Aalert(1)']) {
  test(`an unsafe redirect (${decodeURIComponent(redirect)}) goes to /portal instead`, async ({
    page,
  }) => {
    await signIn(page, await createParent('Ulla Unsafe'), `/login?redirect=${redirect}`);
    await expect(page).toHaveURL(`${PORTAL_URL}/portal`);
  });
}

test('signing out clears anja_session even when the provider cannot sign out', async ({ page }) => {
  await installFailingSignOut(page);
  const parent = await createParent('Sol Signout');
  await signInAs(page, parent);
  expect(await sessionToken(page)).toBeTruthy();
  expect(await persistedFirebaseUsers(page)).toBe(1);

  await failSignOut(page);
  await page.getByRole('banner').getByRole('button', { name: parent.name }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(heading(page, 'Sign in')).toBeVisible();
  // The provider's sign-out failed: it still holds the user...
  expect(await persistedFirebaseUsers(page)).toBe(1);
  // ...and the portal's session is gone all the same.
  expect(await sessionToken(page)).toBeNull();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`every auth screen passes axe (WCAG 2.2 A/AA) at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const at = `at ${viewport.width} px`;

    await page.goto('/login');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expectNoA11yViolations(page, `login ${at}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await expectNoA11yViolations(page, `login with validation messages ${at}`);
    await field(page, 'Email').fill(uniqueEmail('axe-wrong'));
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
    await expectNoA11yViolations(page, `login with an auth failure ${at}`);

    await page.goto('/signup');
    await expect(heading(page, 'Create your account')).toBeVisible();
    await expectNoA11yViolations(page, `sign-up ${at}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    await expectNoA11yViolations(page, `sign-up with validation messages ${at}`);

    await page.goto('/forgot-password');
    await expect(heading(page, 'Reset your password')).toBeVisible();
    await expectNoA11yViolations(page, `forgot password ${at}`);
    await field(page, 'Email').fill(uniqueEmail('axe'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expectNoA11yViolations(page, `forgot password confirmation ${at}`);

    const email = uniqueEmail('axe-verify');
    await createEmailUser(email, 'Cord-blood-7');
    await signIn(page, { email, password: 'Cord-blood-7' });
    await expect(page).toHaveURL(/\/verify-email\?redirect=%2Fportal$/);
    await expect(heading(page, 'Verify your email')).toBeVisible();
    await expectNoA11yViolations(page, `verify email ${at}`);
    await page.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByText(/You can ask for another email in/)).toBeVisible();
    await expectNoA11yViolations(page, `verify email after resending ${at}`);
  });
}
