import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectSpanish } from '../support/language';
import { orderMonthly } from '../support/checkout';
import { joinFamily, requestReleaseFor } from '../support/parent-api';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
  signInAs,
  tabTo,
} from '../support/portal';
import {
  advance,
  createOrder,
  createParent,
  issueCertificate,
  LAB_VALUES,
  ops,
  type TestParent,
} from '../support/staff-ops';

// Release and transfer (issue 49) against the real stack: the account holder asks for the
// child's cord blood to be released for a transplant with the signed authorisation and a photo
// identification, the bank moves the request along with `npm run ops -- release-status`, and
// the open page and the bell follow each step; a guardian follows it and can neither cancel nor
// answer. Each test has its own family.

const unique = () => Math.random().toString(36).slice(2, 7);

/** Files in a folder of their own: a small PDF, a PNG, a fake "PDF" and one over 10 MB. */
function files() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-release-'));
  const write = (name: string, body: Buffer | string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, body);
    return file;
  };
  const pdf = (name: string) =>
    write(name, `%PDF-1.4\n% ${name} ${unique()}\n1 0 obj\n<< >>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
  return {
    dir,
    authorisation: pdf('signed-authorisation.pdf'),
    letter: pdf('centre-letter.pdf'),
    photoId: write(
      'photo-id.png',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64),
      ]),
    ),
    fake: write('not-really.pdf', 'This is a text file pretending to be a PDF.\n'),
    large: write(
      'large-scan.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]),
    ),
  };
}

async function family(): Promise<{
  holder: TestParent;
  guardian: TestParent;
  orderId: string;
  child: string;
}> {
  const holder = await createParent(`Jordan Release${unique()}`);
  const guardian = await createParent(`Sam Release${unique()}`);
  const child = `Maya Release${unique()}`;
  const orderId = await createOrder(holder, { child, stage: 'CERTIFICATE_READY' });
  await issueCertificate(orderId);
  await joinFamily(holder, guardian, orderId);
  return { holder, guardian, orderId, child };
}

async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await isolateNetwork(context);
  return context.newPage();
}

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

/** Types into a field reached by Tab alone. */
async function typeInto(page: Page, name: string, text: string) {
  await tabTo(page, page.getByRole('textbox', { name }));
  await page.keyboard.type(text);
}

/** Chooses a file with the keyboard: Space on the focused file input opens the chooser. */
async function chooseByKeyboard(page: Page, label: string, file: string) {
  await tabTo(page, page.getByLabel(label));
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Space'),
  ]);
  await chooser.setFiles(file);
}

/** The transplant centre's details, typed (pointer and keyboard alike). */
async function fillTransplant(page: Page) {
  await page.getByRole('radio', { name: 'For a transplant' }).check();
  await page.getByRole('textbox', { name: 'Physician name' }).fill('Dr. Ana Ortiz');
  await page.getByRole('textbox', { name: 'Transplant centre' }).fill('Hope Transplant Centre');
  await page.getByRole('textbox', { name: 'Street address' }).fill('1 Main Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Boston');
  await page.getByRole('textbox', { name: 'State or province' }).fill('MA');
  await page.getByRole('textbox', { name: 'ZIP or postal code' }).fill('02115');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 617 555 0100');
  await page.getByRole('textbox', { name: 'Email' }).fill('ortiz@hope.example');
  await page.getByRole('radio', { name: 'A sibling' }).check();
  await page.getByRole('radio', { name: 'Within 3 months' }).check();
}

/** The bank ships the unit by medical courier. */
const ship = (orderId: string, tracking: string) =>
  ops([
    'release-status',
    ...['--order', orderId, '--status', 'SHIPPED'],
    ...['--carrier', 'MedCourier', '--tracking', tracking],
  ]);

const status = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: `Status: ${name}` });

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('the holder requests a transplant release by keyboard; the bank asks, the holder answers, and the page and the bell follow each step to completion; a guardian follows and cannot cancel', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { holder, guardian, orderId } = await family();
  const made = files();
  await signInAs(page, holder);

  // From the dashboard's stored step, by keyboard alone.
  const toRelease = page.getByRole('link', { name: 'Request a release or transfer' });
  await tabTo(page, toRelease);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/release$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Release or transfer' })).toBeVisible();
  await expect(page.getByText(/No diagnosis or health details are asked here/)).toBeVisible();

  await tabTo(page, page.getByRole('radio', { name: 'For a transplant' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'For a transplant' })).toBeChecked();
  await expect(
    page.getByText('There is no fee to release the cord blood for a transplant.'),
  ).toBeVisible();
  await typeInto(page, 'Physician name', 'Dr. Ana Ortiz');
  await typeInto(page, 'Transplant centre', 'Hope Transplant Centre');
  await typeInto(page, 'Street address', '1 Main Street');
  await typeInto(page, 'City', 'Boston');
  await typeInto(page, 'State or province', 'MA');
  await typeInto(page, 'ZIP or postal code', '02115');
  await typeInto(page, 'Phone', '+1 617 555 0100');
  await typeInto(page, 'Email', 'ortiz@hope.example');
  // A radio group with none chosen is entered at its first radio; the arrows choose.
  await tabTo(page, page.getByRole('radio', { name: 'The child' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'A sibling' })).toBeChecked();
  await tabTo(page, page.getByRole('radio', { name: 'Within 2 weeks' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Within 3 months' })).toBeChecked();
  await chooseByKeyboard(page, 'Signed authorisation', made.authorisation);
  await chooseByKeyboard(page, 'Photo identification of the account holder', made.photoId);
  await tabTo(page, page.getByRole('button', { name: 'Send the request' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Your request was sent')).toBeVisible({ timeout: 20_000 });
  await expect(status(page, 'Received')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Download signed-authorisation.pdf' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download photo-id.png' })).toBeVisible();
  await expect(page.getByText(/Its reference is RR-[A-Z0-9]+\./)).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the release page with a request at ${width}px`);
    await expectNoSidewaysScroll(page, `the release page with a request at ${width}px`);
  }

  // The page and the bell listen before the bank moves the request.
  await expect(page.locator('[data-live="push"]')).toHaveCount(1, { timeout: 15_000 });
  const unreadBefore = await unreadCount(page);
  await ops([
    'release-status',
    '--order',
    orderId,
    '--status',
    'NEEDS_INFO',
    '--message',
    "Please send the transplant centre's letter.",
  ]);
  await expect(status(page, 'More information needed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Please send the transplant centre's letter.")).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(unreadBefore);
  await bell(page).click();
  await expect(page.getByText('There is news about your release request.').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // A guardian follows the request and can neither cancel nor answer.
  const sam = await secondBrowser(browser);
  await signInAs(sam, guardian);
  await sam.goto('/portal/release');
  await expect(status(sam, 'More information needed')).toBeVisible();
  await expect(
    sam.getByText('Only the account holder can start or cancel a release or transfer request.'),
  ).toBeVisible();
  await expect(sam.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0);
  await expect(sam.getByRole('button', { name: 'Send the answer' })).toHaveCount(0);
  await expect(sam.getByRole('button', { name: /^Download / })).toHaveCount(0);
  await sam.context().close();

  // The holder answers with a new file, by keyboard.
  await page.setViewportSize({ width: 1280, height: 800 });
  await tabTo(page, page.getByRole('textbox', { name: 'Your answer' }));
  await page.keyboard.type('Here is the centre’s letter.');
  await chooseByKeyboard(page, 'Files for the bank (optional)', made.letter);
  await tabTo(page, page.getByRole('button', { name: 'Send the answer' }));
  await page.keyboard.press('Enter');
  await expect(status(page, 'Under review')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Download centre-letter.pdf' })).toBeVisible();

  // Each of the bank's steps reaches the open page and the bell.
  const bellHears = async (move: () => Promise<unknown>) => {
    const before = await unreadCount(page);
    await move();
    await expect.poll(() => unreadCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
  };
  await bellHears(() => ops(['release-status', '--order', orderId, '--status', 'APPROVED']));
  await expect(status(page, 'Approved')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0);
  await bellHears(() => ship(orderId, 'MC-12345'));
  await expect(status(page, 'Shipped')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Carrier: MedCourier · Tracking reference: MC-12345')).toBeVisible();
  await bellHears(() => ops(['release-status', '--order', orderId, '--status', 'COMPLETED']));
  await expect(status(page, 'Completed')).toBeVisible({ timeout: 15_000 });
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  // Every step, oldest first: received, asked, answered, approved, shipped, completed.
  await expect(history).toHaveCount(6);
  for (const [index, step] of [
    'Received',
    'More information needed',
    'Under review',
    'Approved',
    'Shipped',
    'Completed',
  ].entries()) {
    await expect(history.nth(index)).toContainText(step);
  }
  // The child's journey says where the request ended, and the plan why it does not renew.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByTestId('journey-release')).toHaveText(
    /^Release request RR-[A-Z0-9]+: Completed\.$/,
  );
  await expect(
    page.getByRole('region', { name: 'Storage plan' }).getByTestId('plan-end-reason'),
  ).toHaveText(
    "Your baby's cord blood was released for a transplant, so this storage plan does not renew.",
  );
  fs.rmSync(made.dir, { recursive: true, force: true });
});

test('a fake or oversized PDF is refused beside its field and the form keeps what was typed; the holder cancels before approval', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { holder } = await family();
  const made = files();
  await signInAs(page, holder);
  await page.goto('/portal/release');
  await fillTransplant(page);
  const authorisation = page.getByLabel('Signed authorisation');
  await authorisation.setInputFiles(made.fake);
  await expect(page.getByText(/This file is not a PDF, JPEG or PNG/)).toBeVisible();
  await authorisation.setInputFiles(made.large);
  await expect(page.getByText(/This file is larger than 10 MB/)).toBeVisible();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(authorisation).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Physician name' })).toHaveValue('Dr. Ana Ortiz');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ortiz@hope.example');
  await expect(page.getByRole('radio', { name: 'A sibling' })).toBeChecked();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the release form with a refused file at ${width}px`);
    await expectNoSidewaysScroll(page, `the release form with a refused file at ${width}px`);
  }

  // The right files: the request starts, and the holder cancels it.
  await authorisation.setInputFiles(made.authorisation);
  await page.getByLabel('Photo identification of the account holder').setInputFiles(made.photoId);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(status(page, 'Received')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel this request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
  await dialog.getByRole('button', { name: 'Yes, cancel the request' }).click();
  await expect(status(page, 'Cancelled')).toBeVisible({ timeout: 15_000 });
  // A new request may start once the last one was cancelled.
  await expect(page.getByRole('button', { name: 'Send the request' })).toBeVisible();
  fs.rmSync(made.dir, { recursive: true, force: true });
});

test('a completed release ends a paid plan: the card says why, and its renewal charges nothing', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const holder = await createParent(`Ria Plan${unique()}`);
  await createOrder(holder, { child: `Leo Plan${unique()}`, stage: 'HEALTH_FORM' });
  await signInAs(page, holder);
  const orderId = await orderMonthly(page, holder);
  // The child is born, and the lab processes and stores the unit.
  await advance(orderId, 'CERTIFICATE_READY');
  await issueCertificate(orderId, {
    ...LAB_VALUES,
    childName: `Lia Plan${unique()}`,
    birthDate: '2026-11-01',
    collectionDate: '2026-11-01',
    processingDate: '2026-11-02',
  });
  await page.reload();
  const card = page.getByRole('region', { name: 'Storage plan' });
  await expect(card.getByText(/^Next renewal: /)).toBeVisible();
  const invoices = card.getByRole('table', { name: 'Invoices' }).getByRole('row');
  await expect(invoices).toHaveCount(2);

  // The bank releases the unit: the plan ends with the period paid for.
  await requestReleaseFor(holder, orderId);
  await ops(['release-status', '--order', orderId, '--status', 'APPROVED']);
  await ship(orderId, 'MC-67890');
  const completed = await ops(['release-status', '--order', orderId, '--status', 'COMPLETED']);
  expect(completed).toMatchObject({ status: 'COMPLETED', planEnd: { failed: 0 } });

  await page.reload();
  const why = card.getByTestId('plan-end-reason');
  await expect(why).toHaveText(
    /^Your baby's cord blood was released for a transplant, so this storage plan ends on [A-Z][a-z]+ \d{1,2}, \d{4} and does not renew\.$/,
  );
  await expect(card.getByText(/^Next renewal/)).toHaveCount(0);
  await expect(card.getByText(/^Auto-pay is on/)).toHaveCount(0);
  await expect(card.getByText(/90 days/)).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the storage plan of a released unit at ${width}px`);
  }

  // Its renewal date comes: the provider ends the plan instead of charging it.
  const renewal = await ops(['renew', '--order', orderId]);
  expect(renewal).toMatchObject({ orderId, outcome: 'ended' });
  await page.reload();
  await expect(why).toBeVisible();
  await expect(invoices).toHaveCount(2);
  await expect(card.getByText(/^Next renewal/)).toHaveCount(0);
});

test('the release page in Spanish', async ({ page }) => {
  const { holder, child } = await family();
  await signInAs(page, holder);
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: 'Solicitar una liberación o transferencia' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Liberación o transferencia' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Para un trasplante' }).check();
  await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
  await expect(page.getByText('Revise las respuestas señaladas.')).toBeVisible();
  await expectSpanish(page, 'the release page', { keep: [child, holder.name] });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the release page in Spanish at ${width}px`);
  }
});
