import { expect, test, type Page } from '@playwright/test';
import { latestOobCode, uniqueEmail } from '../support/emulator';
import { openOobLink } from '../support/auth-emulator';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
  signIn,
} from '../support/portal';
import { createOrder, createParent, type TestParent } from '../support/staff-ops';
import { FUNCTIONS_URL } from '../support/stack-info';
import {
  ADDRESS,
  choosePlan,
  fillDetails,
  heading,
  inDays,
  next,
  payLocally,
  step,
  acceptAndPay,
  agreementBox,
} from '../support/checkout';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shift';

/** axe, and at a phone's width nothing wider than the screen (no sideways scrolling). */
async function checkScreen(page: Page, label: string): Promise<void> {
  await expectNoA11yViolations(page, label);
  await expectNoSidewaysScroll(page, label);
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('a new visitor orders a kit, creates an account on the way, pays, and finds the child in the portal', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('order-new');
  await page.goto('/order');
  await expect(heading(page, 'Order a collection kit')).toBeVisible();
  await choosePlan(page, /Annual storage/);
  await fillDetails(page, 'Sam Newparent');

  // Not signed in: the account step, then the auth remote's pages, and back.
  await expect(step(page, 'Sign in or create an account')).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Forder$/);
  await page.getByLabel('Your name', { exact: true }).fill('Sam Newparent');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Cord-blood-7');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?redirect=%2Forder$/);
  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  await openOobLink(code.oobLink);
  await page.getByRole('button', { name: "I've verified my email" }).click();

  // Back in the flow with everything typed still there.
  await expect(page).toHaveURL(/\/order$/);
  await expect(step(page, 'Review and pay')).toBeVisible();
  await expect(page.getByText(ADDRESS.line1)).toBeVisible();
  await expect(page.getByText('Sam Newparent').first()).toBeVisible();
  await acceptAndPay(page, 'Pay $175.00');
  await payLocally(page);

  await expect(page).toHaveURL(/\/order\/confirmation\?checkout=/);
  await expect(heading(page, 'Thank you for your order')).toBeVisible();
  await expect(page.getByText('Payment confirmed')).toBeVisible();
  await expect(page.getByText(/^CB-[A-Z0-9]{6}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();

  // The order is the parent's child in the portal, now and when they sign in again.
  await page.getByRole('link', { name: 'Go to your portal' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { name: 'Your journey' })).toBeVisible();
  const later = await browser.newContext();
  await isolateNetwork(later);
  const again = await later.newPage();
  await signIn(again, { email, password: 'Cord-blood-7' });
  await expect(again).toHaveURL(/\/portal$/);
  await expect(again.getByRole('heading', { name: 'Your journey' })).toBeVisible();
  await later.close();
});

test('a signed-in parent with one child orders a second and sees View Sibling(s)', async ({
  page,
}) => {
  const parent = await createParent('Lee Twoorders');
  await createOrder(parent, { child: 'Kai Twoorders', stage: 'HEALTH_FORM' });
  await signIn(page, parent);
  await expect(page.getByRole('heading', { name: "Kai Twoorders's journey" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Sibling(s)' })).toHaveCount(0);

  await page.goto('/order');
  await choosePlan(page, /Monthly storage/);
  await fillDetails(page, parent.name);
  // Signed in and verified: no account step.
  await expect(step(page, 'Review and pay')).toBeVisible();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await acceptAndPay(page, 'Pay $15.00');
  await payLocally(page);
  await expect(page.getByText('Payment confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your portal' }).click();
  await expect(page.getByRole('heading', { name: 'Your journey' })).toBeVisible();
  const siblings = page.getByRole('button', { name: 'View Sibling(s)' }).first();
  await expect(siblings).toBeVisible();
  await siblings.click();
  await expect(page.getByRole('heading', { name: "Kai Twoorders's journey" })).toBeVisible();
});

test('a cancelled payment returns to the flow with the form still filled, and paying again works', async ({
  page,
}) => {
  const parent = await createParent('Ray Cancel');
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/order');
  await choosePlan(page, /Annual storage/);
  await fillDetails(page, 'Ray Cancel');
  await acceptAndPay(page, 'Pay $175.00');
  await expect(page).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/checkout/local/`));
  await page.getByRole('button', { name: /cancel/i }).click();

  await expect(page).toHaveURL(/\/order\?checkout=.+&payment=cancelled$/);
  await expect(page.getByText('Payment not completed')).toBeVisible();
  await expect(page.getByText(ADDRESS.line1)).toBeVisible();
  await page.getByRole('button', { name: 'Change your details' }).click();
  await expect(page.getByLabel(/^Your full name/)).toHaveValue('Ray Cancel');
  await expect(page.getByLabel(/^Phone number/)).toHaveValue('+1 916 555 0142');
  await next(page);
  await expect(page.getByLabel(/^Street address/)).toHaveValue(ADDRESS.line1);
  await next(page);

  await acceptAndPay(page, 'Pay $175.00');
  await payLocally(page, '4000 0000 0000 0002');
  await expect(page.getByText(/declined/i).first()).toBeVisible();
  await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Payment confirmed')).toBeVisible();
});

test('/purchase?plan=<code> starts the checkout with that plan, by keyboard alone', async ({
  page,
}) => {
  const parent = await createParent('Kim Keyboard');
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/purchase?plan=monthly');
  await expect(heading(page, 'Complete your purchase')).toBeVisible();
  await expect(step(page, 'Your details')).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  // Keyboard only: Tab to each field, type, Enter submits the step.
  const focusAndType = async (label: RegExp, text: string) => {
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const focused = page.getByLabel(label);
      if (await focused.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    }
    await page.keyboard.type(text);
  };
  await focusAndType(/^Your full name/, 'Kim Keyboard');
  await focusAndType(/^Phone number/, '+1 916 555 0177');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Baby's due date/)).toBeFocused();
  const due = inDays(100);
  await page.keyboard.type(`${due.slice(5, 7)}${due.slice(8, 10)}${due.slice(0, 4)}`);
  await page.keyboard.press('Enter');
  await expect(step(page, 'Where we ship the kit')).toBeFocused();
  await focusAndType(/^Street address/, ADDRESS.line1);
  await focusAndType(/^City/, ADDRESS.city);
  await focusAndType(/^State, province or region/, ADDRESS.region);
  await focusAndType(/^ZIP or postal code/, ADDRESS.postalCode);
  await page.keyboard.press('Enter');
  await expect(step(page, 'Review and pay')).toBeFocused();
  await expect(page.getByText(/Monthly storage, \$15\.00 per month/)).toBeVisible();
  // The storage agreement: Space ticks its box, then Enter on Pay.
  const accept = agreementBox(page);
  for (
    let i = 0;
    i < 30 && !(await accept.evaluate((el) => el === document.activeElement));
    i += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  const pay = page.getByRole('button', { name: 'Pay $15.00' });
  for (let i = 0; i < 30 && !(await pay.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/checkout/local/`));
  await expect(page.getByText(/\$15\.00/).first()).toBeVisible();
});

test('/purchase?plan=monthly names the plan and its price on every step, in view on a phone', async ({
  page,
}) => {
  // A visitor from the marketing site's "Monthly" link, not signed in.
  const summary = page.getByRole('region', { name: 'Your plan' });
  const expectMonthly = async () => {
    await expect(summary.getByText('Monthly storage', { exact: true })).toBeVisible();
    await expect(summary.getByText('$15.00 per month', { exact: true })).toBeVisible();
  };
  await page.goto('/purchase?plan=monthly');
  await expect(heading(page, 'Complete your purchase')).toBeVisible();
  await expect(step(page, 'Your details')).toBeVisible();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expectMonthly();
  // At 1280 px: a card above the step, read before it.
  const wide = await summary.boundingBox();
  const title = await step(page, 'Your details').boundingBox();
  if (!wide || !title) throw new Error('the summary or the step heading is not rendered');
  expect(wide.y + wide.height).toBeLessThanOrEqual(title.y);

  await page.getByLabel(/^Your full name/).fill('Pat Phone');
  await page.getByLabel(/^Phone number/).fill('+1 916 555 0142');
  await page.getByLabel(/^Baby's due date/).fill(inDays(120));
  await next(page);
  await expect(step(page, 'Where we ship the kit')).toBeVisible();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await expectMonthly();

  // A phone (an iPhone SE's viewport under the browser's bars): with the step scrolled to its
  // end, the summary is still on the screen, above the step's Continue rather than over it.
  const phone = { width: 375, height: 560 };
  await page.setViewportSize(phone);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expectMonthly();
  const box = await summary.boundingBox();
  const action = await continueButton.boundingBox();
  if (!box || !action) throw new Error('the summary or Continue is not rendered');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  expect(action.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect(action.y + action.height).toBeLessThanOrEqual(phone.height);
  await checkScreen(page, 'purchase shipping scrolled 375');
});

test('a gift bought by one account is redeemed once by another', async ({ page, browser }) => {
  const giver = await createParent('Rose Giver');
  const recipient: TestParent = await createParent('Ana Recipient');
  await signIn(page, giver);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/gift');
  await expect(heading(page, 'Give a collection kit')).toBeVisible();
  await choosePlan(page, /Annual storage/);
  await expect(step(page, 'Who the gift is for')).toBeVisible();
  await page.getByLabel(/^Your name/).fill('Rose Giver');
  await page.getByLabel(/^Recipient's name/).fill('Ana Recipient');
  await page.getByLabel(/^Recipient's email/).fill(recipient.email);
  await page.getByLabel(/^Message/).fill('For your little one');
  await next(page);
  await acceptAndPay(page, 'Pay $175.00');
  await payLocally(page);
  await expect(page).toHaveURL(/\/gift\/confirmation\?checkout=/);
  await expect(heading(page, 'Your gift is on its way')).toBeVisible();
  const code =
    (await page.getByText(/^GIFT-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent()) ?? '';
  expect(code).toMatch(/^GIFT-/);

  // The giver cannot redeem their own gift.
  await page.goto('/gift');
  await page.getByLabel(/^Gift code/).fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByLabel(/^Gift code/)).toHaveAttribute('aria-invalid', 'true');

  const context = await browser.newContext();
  await isolateNetwork(context);
  const other = await context.newPage();
  await signIn(other, recipient);
  await expect(other).toHaveURL(/\/portal$/);
  await other.goto('/gift');
  await other.getByLabel(/^Gift code/).fill(code.toLowerCase());
  await other.getByRole('button', { name: 'Redeem' }).click();
  await expect(other.getByText('The gift is yours')).toBeVisible();
  await other.getByRole('link', { name: 'Go to your portal' }).click();
  await expect(other.getByRole('heading', { name: 'Your journey' })).toBeVisible();

  await context.close();

  // Once only: a third account is told so.
  const third = await createParent('Jo Third');
  const thirdContext = await browser.newContext();
  await isolateNetwork(thirdContext);
  const thirdPage = await thirdContext.newPage();
  await signIn(thirdPage, third);
  await expect(thirdPage).toHaveURL(/\/portal$/);
  await thirdPage.goto('/gift');
  await thirdPage.getByLabel(/^Gift code/).fill(code);
  await thirdPage.getByRole('button', { name: 'Redeem' }).click();
  await expect(thirdPage.getByText('This gift code has already been redeemed.')).toBeVisible();
  await thirdContext.close();
});

test('every commerce screen passes axe and fits the screen at 375 and 1280 px', async ({
  page,
}) => {
  // Two widths, about twenty screens each, every one scanned by axe: longer than most tests
  // (1.6 to 2.1 minutes on these two-core machines, and CI's is slower).
  test.setTimeout(240_000);
  const parent = await createParent('Axe Commerce');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/order');
    await expect(step(page, 'Choose your plan')).toBeVisible();
    await checkScreen(page, `order plan ${width}`);
    await next(page);
    await expect(page.getByText('Choose a plan.')).toBeVisible();
    await checkScreen(page, `order plan refused ${width}`);
    await page.getByRole('radio', { name: /Annual storage/ }).check();
    await next(page);
    await next(page);
    await expect(page.getByText('Your full name is required.')).toBeVisible();
    await checkScreen(page, `order details refused ${width}`);
    await fillDetails(page, 'Axe Commerce');
    await expect(step(page, 'Sign in or create an account')).toBeVisible();
    await checkScreen(page, `order account ${width}`);
    await page.goto('/gift');
    await expect(step(page, 'Choose the plan to give')).toBeVisible();
    await checkScreen(page, `gift ${width}`);
    await page.goto('/purchase?plan=nope');
    await expect(page.getByText(/not one we offer/)).toBeVisible();
    await checkScreen(page, `purchase unknown plan ${width}`);
  }
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/order');
    await choosePlan(page, /Annual storage/);
    await fillDetails(page, 'Axe Commerce');
    await expect(step(page, 'Review and pay')).toBeVisible();
    await checkScreen(page, `order review ${width}`);
    await acceptAndPay(page, 'Pay $175.00');
    await expect(page).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/checkout/local/`));
    await checkScreen(page, `local checkout ${width}`);
    await page.getByRole('button', { name: /cancel/i }).click();
    await expect(page.getByText('Payment not completed')).toBeVisible();
    await checkScreen(page, `order cancelled ${width}`);
    await acceptAndPay(page, 'Pay $175.00');
    await payLocally(page);
    await expect(page.getByText('Payment confirmed')).toBeVisible();
    await checkScreen(page, `order confirmation ${width}`);
    await page.goto('/gift');
    await page.getByLabel(/^Gift code/).fill('GIFT-2222');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText(/Enter the gift code as it appears/)).toBeVisible();
    await checkScreen(page, `gift redeem refused ${width}`);

    // The gift flow, screen by screen, to its confirmation.
    await choosePlan(page, /Monthly storage/);
    await expect(step(page, 'Who the gift is for')).toBeVisible();
    await next(page);
    await expect(page.getByText("The recipient's name is required.")).toBeVisible();
    await checkScreen(page, `gift recipient refused ${width}`);
    await page.getByLabel(/^Your name/).fill('Axe Commerce');
    await page.getByLabel(/^Recipient's name/).fill('Axe Friend');
    await page.getByLabel(/^Recipient's email/).fill('axe.friend@example.com');
    await next(page);
    await expect(step(page, 'Review and pay')).toBeVisible();
    await checkScreen(page, `gift review ${width}`);
    await acceptAndPay(page, 'Pay $180.00');
    await payLocally(page);
    await expect(page.getByText(/^GIFT-/)).toBeVisible();
    await checkScreen(page, `gift confirmation ${width}`);

    // The shipping step refusing an address, and a plan chosen by link.
    await page.goto('/purchase?plan=annual');
    await page.getByLabel(/^Your full name/).fill('Axe Commerce');
    await page.getByLabel(/^Phone number/).fill('+1 916 555 0142');
    await page.getByLabel(/^Baby's due date/).fill(inDays(120));
    await next(page);
    await expect(step(page, 'Where we ship the kit')).toBeVisible();
    await next(page);
    await expect(page.getByText('The street address is required.')).toBeVisible();
    await checkScreen(page, `purchase shipping refused ${width}`);
  }
});

test('the gift page does not shift while its plans load: the redeem form appears with the flow (on a phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  await page.goto('/gift');
  await expect(page.getByRole('radio', { name: /annual storage/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Redeem a gift' })).toBeVisible();
  await page.waitForTimeout(500);
  const total = await layoutShiftTotal(page);
  expect(total).toBeLessThan(0.0005);
});
