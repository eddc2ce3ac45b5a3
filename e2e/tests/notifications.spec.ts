import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestEmailTo } from '../support/mail-inbox';
import { joinFamily, requestPickupFor } from '../support/parent-api';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
  signInAs,
  tabTo,
} from '../support/portal';
import { createOrder, createParent, ops, pickupStatus } from '../support/staff-ops';

// The notification centre against the real stack: staff move the courier with `npm run ops`,
// and every member of the child's family hears it live in the header's bell, by email and by
// text message as each chose. Each test has its own family.

const DISPATCHED = 'The courier is on the way to collect the kit.';
const SETTINGS_PATH = '/portal/profile/notifications';
const unique = () => Math.random().toString(36).slice(2, 7);

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The bell's unread count, as its name says it ("Notifications, 2 unread"). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

/** Waits until the page's bell hears the gateway's push (its first state has arrived). */
async function listening(page: Page): Promise<void> {
  await expect(page.locator('[data-live="push"]')).toHaveCount(1, { timeout: 15_000 });
}

async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await isolateNetwork(context);
  return context.newPage();
}

/** Chooses email and text messages for the courier, with a mobile number, on the settings page. */
async function chooseCourierMessages(page: Page, mobile: string): Promise<void> {
  await page.goto(SETTINGS_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notification settings' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  const courier = page.getByRole('group', { name: 'The courier is on the way' });
  await courier.getByRole('checkbox', { name: 'Email' }).check();
  await courier.getByRole('checkbox', { name: 'Text message' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your settings are saved.')).toBeVisible();
}

test('staff dispatch the courier: both guardians hear it live, opening it goes to the page and lowers only that person’s count; email and text go as chosen', async ({
  page,
  browser,
}) => {
  const holder = await createParent(`Jordan Notify${unique()}`);
  const guardian = await createParent(`Sam Notify${unique()}`);
  const child = `Dale Notify${unique()}`;
  const orderId = await createOrder(holder, { child, stage: 'BIRTH_AND_PICKUP' });
  await joinFamily(holder, guardian, orderId);
  await requestPickupFor(holder, orderId);
  const mobile = `+1 916 555 ${String(1000 + Math.floor(Math.random() * 8999))}`;

  await signInAs(page, holder);
  await chooseCourierMessages(page, mobile);
  await page.goto('/portal');
  const samPage = await secondBrowser(browser);
  await signInAs(samPage, guardian);
  await Promise.all([listening(page), listening(samPage)]);
  const holderBefore = await unreadCount(page);
  const samBefore = await unreadCount(samPage);
  let reloads = 0;
  for (const open of [page, samPage]) open.on('load', () => (reloads += 1));

  await pickupStatus(orderId, 'DISPATCHED');

  // Both open pages hear it, without a reload, and tell a screen reader politely.
  for (const [open, before] of [
    [page, holderBefore],
    [samPage, samBefore],
  ] as const) {
    await expect(bell(open)).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`, {
      timeout: 10_000,
    });
    const announcer = open.getByTestId('notification-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText(`New notification: ${DISPATCHED} ${child}.`);
  }
  expect(reloads).toBe(0);

  // Sam opens it by keyboard alone: the bell, the newest notification, its page.
  await tabTo(samPage, bell(samPage));
  await samPage.keyboard.press('Enter');
  const panel = samPage.getByRole('region', { name: 'Notifications' });
  const newest = panel.getByRole('link', { name: new RegExp(`^Unread: ${DISPATCHED}`) });
  await expect(newest).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toContainText(child);
  await tabTo(samPage, newest);
  await samPage.keyboard.press('Enter');
  await expect(samPage).toHaveURL(/\/portal\/pick-up$/);
  await expect(
    samPage.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' }),
  ).toBeVisible();
  await expect(bell(samPage)).toHaveAttribute(
    'aria-label',
    samBefore === 0 ? 'Notifications' : `Notifications, ${samBefore} unread`,
  );
  // Only Sam's count went down: the holder's, read afresh, still counts it.
  await page.reload();
  await listening(page);
  await expect(bell(page)).toHaveAttribute(
    'aria-label',
    `Notifications, ${holderBefore + 1} unread`,
  );

  // The email the holder chose: what changed and the link, no health value, no child's name.
  const email = await latestEmailTo(holder.email);
  expect(email.text).toContain(DISPATCHED);
  expect(email.text).toMatch(/\/portal\/pick-up/);
  for (const secret of [child, 'Maternity ward', 'Mercy General', '312', '555 0100']) {
    expect(`${email.subject}${email.text}${email.html}`).not.toContain(secret);
  }

  // The text message the holder chose, in the local outbox `npm run ops -- outbox` lists.
  const listed = (await ops(['outbox']))['textMessages'] as { to: string; body: string }[];
  const text = listed.find((sms) => sms.to === mobile);
  expect(text?.body).toContain(DISPATCHED);
  expect(text?.body).not.toContain(child);
  await samPage.context().close();
});

test('the panel and the settings pass axe at 375 and 1280 px, and the panel closes with Escape', async ({
  page,
}) => {
  const parent = await createParent(`Robin Bell${unique()}`);
  const orderId = await createOrder(parent, {
    child: `Kai Bell${unique()}`,
    stage: 'BIRTH_AND_PICKUP',
  });
  await requestPickupFor(parent, orderId);
  await pickupStatus(orderId, 'DISPATCHED');
  await signInAs(page, parent);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/portal');
    await listening(page);
    await bell(page).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('link', { name: new RegExp(DISPATCHED) })).toBeVisible();
    await expectNoA11yViolations(page, `notification panel at ${width}px`);
    await expectNoSidewaysScroll(page, `with the panel at ${width}px`);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell(page)).toBeFocused();

    await page.goto(SETTINGS_PATH);
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    await expectNoA11yViolations(page, `notification settings at ${width}px`);
    await expectNoSidewaysScroll(page, `notification settings at ${width}px`);
  }
});
