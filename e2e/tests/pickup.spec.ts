import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
  signIn,
  tabTo,
} from '../support/portal';
import { createOrder, createParent, pickupStatus, type TestParent } from '../support/staff-ops';
import { fillPickupRequest as fillRequest, HOSPITAL_ZONE, wallClock } from '../support/pickup-form';

const SUPPORT_PHONE = '+1 (800) 555-0199';
async function openPickUp(page: Page, parent: TestParent): Promise<void> {
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Request Kit Pick Up' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Pick-up status' });
const timelineStep = (page: Page, title: string): Locator =>
  timeline(page).getByRole('listitem').filter({ hasText: title });

async function requestPickup(page: Page): Promise<string> {
  await fillRequest(page);
  await page.getByRole('button', { name: 'Request the pick-up' }).click();
  await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toBeVisible();
  const reference = await page.getByText(/^PU-[2-9A-HJKMNP-Z]{6}$/).textContent();
  return reference ?? '';
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('a parent requests a pick-up and sees the confirmation, the reference and the timeline', async ({
  page,
}) => {
  const parent = await createParent('Avery Pickup');
  await createOrder(parent, { child: 'Rowan Pickup', stage: 'BIRTH_AND_PICKUP' });
  await openPickUp(page, parent);
  await expect(page.getByText('For Rowan Pickup')).toBeVisible();
  const reference = await requestPickup(page);
  expect(reference).toMatch(/^PU-/);
  await expect(timelineStep(page, 'Requested')).toContainText('Done');
  await expect(timelineStep(page, 'Courier dispatched')).toContainText('Not yet');
  // Times are shown on the hospital's clock (Los Angeles), not the browser's (UTC).
  await expect(page.getByRole('main')).toContainText(/The kit must reach the lab by: .*P[DS]T/);

  // The dashboard's pick-up step reads the same data.
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.locator('[aria-label="Your next step"]')).toContainText(
    `Pick-up requested: the courier will be dispatched soon. Reference ${reference}.`,
  );
});

test('staff dispatch it: the open page and the dashboard show it within 2 seconds, without a reload', async ({
  page,
}) => {
  const parent = await createParent('Blake Pickup');
  const orderId = await createOrder(parent, { child: 'Sky Pickup', stage: 'BIRTH_AND_PICKUP' });
  await openPickUp(page, parent);
  await requestPickup(page);
  let loads = 0;
  page.on('load', () => (loads += 1));

  await pickupStatus(orderId, 'DISPATCHED');
  await expect(timelineStep(page, 'Courier dispatched')).toContainText('Done', { timeout: 2000 });
  await expect(page.getByRole('button', { name: 'Cancel the pick-up' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: SUPPORT_PHONE, exact: true })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );

  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.locator('[aria-label="Your next step"]')).toContainText(
    'courier is on the way',
  );
  await pickupStatus(orderId, 'COLLECTED');
  await expect(page.getByRole('list', { name: 'Your journey' })).toContainText(
    'The courier has collected the kit',
    { timeout: 2000 },
  );
  expect(loads).toBe(0);
});

test('the parent changes and cancels the pick-up before dispatch', async ({ page }) => {
  const parent = await createParent('Casey Pickup');
  await createOrder(parent, { child: 'Wren Pickup', stage: 'BIRTH_AND_PICKUP' });
  await openPickUp(page, parent);
  const reference = await requestPickup(page);

  await page.getByRole('button', { name: 'Change the pick-up' }).click();
  await expect(page.getByLabel(/^Room/)).toHaveValue('312');
  await expect(page.getByLabel(/^Hospital time zone/)).toHaveValue(HOSPITAL_ZONE);
  await page.getByLabel(/^Room/).fill('418');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText(/room 418/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel the pick-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the pick-up?' });
  // The question loads when asked (its chunk, with Fluent's dialogs).
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'cancel dialog', { modalOpen: true });
  await dialog.getByRole('button', { name: 'Yes, cancel the pick-up' }).click();
  await expect(page.getByRole('button', { name: 'Request the pick-up' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toHaveCount(0);
});

test('a cancel that reaches the gateway after dispatch is refused with the support number', async ({
  page,
}) => {
  const parent = await createParent('Dana Pickup');
  const orderId = await createOrder(parent, { child: 'Jade Pickup', stage: 'BIRTH_AND_PICKUP' });
  await openPickUp(page, parent);
  await requestPickup(page);
  await page.getByRole('button', { name: 'Cancel the pick-up' }).click();
  // The courier is dispatched while the parent is still deciding.
  await pickupStatus(orderId, 'DISPATCHED');
  // The page behind the open dialog has heard it (hidden from assistive tech while modal).
  await expect(
    page
      .getByRole('list', { name: 'Pick-up status', includeHidden: true })
      .getByRole('listitem', { includeHidden: true })
      .filter({ hasText: 'Courier dispatched' }),
  ).toContainText('Done', { timeout: 2000 });
  await page.getByRole('button', { name: 'Yes, cancel the pick-up' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'already been dispatched' });
  await expect(alert).toContainText(`Please call us on ${SUPPORT_PHONE}.`);
  await expect(
    alert.getByRole('link', { name: `Call ${SUPPORT_PHONE}`, exact: true }),
  ).toHaveAttribute('href', 'tel:+18005550199');
  await expect(timelineStep(page, 'Courier dispatched')).toContainText('Done');
});

test('a request too late for the 48 hours shows the call-support message with a tel: link', async ({
  page,
}) => {
  const parent = await createParent('Eli Pickup');
  await createOrder(parent, { child: 'Moss Pickup', stage: 'BIRTH_AND_PICKUP' });
  await openPickUp(page, parent);
  await fillRequest(page, 45);
  await page.getByRole('button', { name: 'Request the pick-up' }).click();
  await expect(page.getByText('Please call us now', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Call ${SUPPORT_PHONE}`, exact: true }),
  ).toHaveAttribute('href', 'tel:+18005550199');
  await expect(page.getByText(/within 48 hours of the collection/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toHaveCount(0);
});

test('switching sibling shows that child’s pick-up', async ({ page }) => {
  const parent = await createParent('Frankie Pickup');
  await createOrder(parent, { child: 'Older Pickup', stage: 'BIRTH_AND_PICKUP' });
  await createOrder(parent, { child: 'Newer Pickup', stage: 'BIRTH_AND_PICKUP' });
  await openPickUp(page, parent);
  await expect(page.getByText('For Newer Pickup')).toBeVisible();
  const reference = await requestPickup(page);

  const swap = page.getByRole('navigation', { name: 'Portal' }).getByRole('button', {
    name: /View Sibling\(s\)/,
  });
  await swap.click();
  await expect(page.getByText('For Older Pickup')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request the pick-up' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toHaveCount(0);
  await swap.click();
  await expect(page.getByText('For Newer Pickup')).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`no axe violation at ${width} px: the form, its messages and the confirmation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const parent = await createParent('Gray Pickup');
    await createOrder(parent, { child: 'Lux Pickup', stage: 'BIRTH_AND_PICKUP' });
    if (width === 375) {
      // On a phone the navigation is behind the menu button.
      await signIn(page, parent);
      await expect(page).toHaveURL(/\/portal$/);
      await page.goto('/portal/pick-up');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' }),
      ).toBeVisible();
    } else {
      await openPickUp(page, parent);
    }
    await expect(page.getByRole('button', { name: 'Request the pick-up' })).toBeVisible();
    await expectNoA11yViolations(page, `empty form at ${width}`);
    await expectNoSidewaysScroll(page, `empty form at ${width}`);
    await page.getByRole('button', { name: 'Request the pick-up' }).click();
    await expect(page.getByText('Enter the date of birth.')).toBeVisible();
    await expectNoA11yViolations(page, `form with messages at ${width}`);
    await expectNoSidewaysScroll(page, `form with messages at ${width}`);
    await fillRequest(page, 45);
    await page.getByRole('button', { name: 'Request the pick-up' }).click();
    await expect(page.getByText('Please call us now', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, `too late at ${width}`);
    await fillRequest(page);
    await page.getByRole('button', { name: 'Request the pick-up' }).click();
    await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toBeVisible();
    await expectNoA11yViolations(page, `confirmation at ${width}`);
  });
}

test.describe('keyboard', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the request is completed by keyboard alone', async ({ page }) => {
    const parent = await createParent('Harper Pickup');
    await createOrder(parent, { child: 'Kit Pickup', stage: 'BIRTH_AND_PICKUP' });
    await openPickUp(page, parent);
    const zone = 'America/New_York'; // the browser's own zone is the default
    await expect(page.getByLabel(/^Hospital time zone/)).toHaveValue(zone);

    /** Chromium's date and time fields take digits segment by segment (en-US). */
    const typeDate = async (label: RegExp, date: string) => {
      await tabTo(page, page.getByLabel(label));
      const [year, month, day] = date.split('-');
      await page.keyboard.type(`${month}${day}${year}`);
    };
    const typeTime = async (label: RegExp, time: string) => {
      await tabTo(page, page.getByLabel(label));
      const [hours, minutes] = time.split(':').map(Number) as [number, number];
      const twelve = hours % 12 === 0 ? 12 : hours % 12;
      await page.keyboard.type(
        `${String(twelve).padStart(2, '0')}${String(minutes).padStart(2, '0')}`,
      );
      await page.keyboard.type(hours < 12 ? 'A' : 'P');
    };

    const birth = wallClock(3, zone);
    const collection = wallClock(2.5, zone);
    await typeDate(/^Date of birth/, birth.date);
    await typeTime(/^Time of birth/, birth.time);
    await typeDate(/^Date of the cord blood collection/, collection.date);
    await typeTime(/^Time of the collection/, collection.time);
    await expect(page.getByLabel(/^Time of the collection/)).toHaveValue(collection.time);
    await tabTo(page, page.getByLabel(/^Hospital name/));
    await page.keyboard.type('Mercy General Hospital');
    await tabTo(page, page.getByLabel(/^Address/));
    await page.keyboard.type('4001 J St, Sacramento, CA 95819');
    await tabTo(page, page.getByRole('radio', { name: 'With me' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/^Mobile number/));
    await page.keyboard.type('+1 916 555 0100');
    for (const box of await page.getByRole('checkbox').all()) {
      await tabTo(page, box);
      await page.keyboard.press('Space');
    }
    await tabTo(page, page.getByRole('button', { name: 'Request the pick-up' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toBeFocused();
  });
});
