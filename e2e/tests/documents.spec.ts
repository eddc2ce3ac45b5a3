import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { orderMonthly } from '../support/checkout';
import { expectSpanish } from '../support/language';
import { joinFamily } from '../support/parent-api';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
  signIn,
  signInAs,
  tabTo,
} from '../support/portal';
import {
  createOrder,
  createParent,
  issueCertificate,
  ops,
  type TestParent,
} from '../support/staff-ops';
import { GATEWAY_URL } from '../support/stack-info';

// The family's documents (issue 48) against the real stack: staff add a PDF to a child's
// record with `npm run ops -- add-document`; the family's open page shows it, the bell says so,
// and the holder and a guardian download it intact through the gateway's authorised route.
// A parent's storage agreement, accepted at checkout, and their plan year's statement are
// drawn by the gateway from what was recorded; only the account holder reads them. Each test
// has its own family.

const unique = () => Math.random().toString(36).slice(2, 7);

/** A small PDF whose bytes the download must give back exactly. */
function reportPdf(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-report-'));
  const file = path.join(dir, 'report.pdf');
  fs.writeFileSync(
    file,
    `%PDF-1.4\n% processing report ${unique()}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n`,
  );
  return file;
}

async function family(): Promise<{
  holder: TestParent;
  guardian: TestParent;
  orderId: string;
  child: string;
}> {
  const holder = await createParent(`Jordan Docs${unique()}`);
  const guardian = await createParent(`Sam Docs${unique()}`);
  const child = `Maya Docs${unique()}`;
  const orderId = await createOrder(holder, { child, stage: 'CERTIFICATE_READY' });
  await issueCertificate(orderId);
  await joinFamily(holder, guardian, orderId);
  return { holder, guardian, orderId, child };
}

/** A PDF's text as poppler's pdftotext reads it, lines joined by single spaces. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-q', file, '-']).toString('utf8').replace(/\s+/g, ' ');
}

async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await isolateNetwork(context);
  return context.newPage();
}

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The bell's unread count, as its name says it ("Notifications, 2 unread"). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('staff add a report: the open page and the bell show it, and the holder (by keyboard) and a guardian download it intact', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { holder, guardian, orderId } = await family();
  await signInAs(page, holder);
  // From the dashboard, by keyboard alone.
  const toDocuments = page.getByRole('link', { name: "This child's documents" });
  await tabTo(page, toDocuments);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your documents' });
  await expect(list.getByText('Stem cell certificate')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Open the certificate' })).toBeVisible();
  // The page and the bell listen for the family's notifications before staff add anything.
  await expect(page.locator('[data-live="push"]')).toHaveCount(1, { timeout: 15_000 });
  const unreadBefore = await unreadCount(page);

  const file = reportPdf();
  const added = await ops([
    'add-document',
    '--order',
    orderId,
    '--file',
    file,
    '--title',
    'Processing report',
  ]);
  expect(String(added['documentId'])).toMatch(/^doc_[0-9a-f]{24}$/);

  // Live: the list reads again and the bell counts the notification.
  const download = page.getByRole('button', { name: 'Download Processing report' });
  await expect(download).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => unreadCount(page)).toBe(unreadBefore + 1);
  await bell(page).click();
  await expect(page.getByText('A new document is available.')).toBeVisible();
  await page.keyboard.press('Escape');

  await tabTo(page, download);
  const [saved] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(saved.suggestedFilename()).toBe('Processing report.pdf');
  // The address the file came from names no child and carries nothing of their health.
  expect(saved.url()).toMatch(/^blob:/);
  const savedPath = await saved.path();
  expect(fs.readFileSync(savedPath).equals(fs.readFileSync(file))).toBe(true);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the documents page at ${width}px`);
    await expectNoSidewaysScroll(page, `the documents page at ${width}px`);
  }

  // A guardian sees the bank's report and downloads it too.
  const sam = await secondBrowser(browser);
  await signInAs(sam, guardian);
  await sam.goto('/portal/documents');
  const samDownload = sam.getByRole('button', { name: 'Download Processing report' });
  await expect(samDownload).toBeVisible();
  const [samSaved] = await Promise.all([sam.waitForEvent('download'), samDownload.click()]);
  expect(fs.readFileSync(await samSaved.path()).equals(fs.readFileSync(file))).toBe(true);
  await sam.context().close();

  // Without the family's token the file is nobody's to read.
  const documentId = String(added['documentId']);
  const anonymous = await page.request.get(`${GATEWAY_URL}/documents/${documentId}/download`);
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['cache-control']).toBe('no-store');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test('the documents page in Spanish', async ({ page }) => {
  const { holder, orderId, child } = await family();
  const file = reportPdf();
  await ops(['add-document', '--order', orderId, '--file', file, '--title', 'Informe']);
  await signInAs(page, holder);
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Within the open portal (a reload could come before the account has saved the choice).
  await page.getByRole('link', { name: 'Los documentos de este niño' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar Informe' })).toBeVisible();
  // The child's whole name: its random part once held "an", which read as English.
  await expectSpanish(page, 'the documents page', { keep: ['Informe', child, holder.name] });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the documents page in Spanish at ${width}px`);
  }
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test('a parent accepts the storage agreement at checkout, renews once, and downloads the agreement and the year’s statement by keyboard; a guardian sees the bank’s report, not the statement', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const holder = await createParent(`Rowan Terms${unique()}`);
  const guardian = await createParent(`Sam Terms${unique()}`);
  // Their first child was ordered by the bank (before agreements were recorded).
  await createOrder(holder, { child: `Ola Terms${unique()}`, stage: 'HEALTH_FORM' });
  await signIn(page, holder);
  await expect(page).toHaveURL(/\/portal$/);
  const orderId = await orderMonthly(page, holder);
  expect(await ops(['renew', '--order', orderId])).toMatchObject({ orderId, outcome: 'paid' });

  // The new child is selected: to its documents from the dashboard, by keyboard.
  await expect(page.getByRole('heading', { name: 'Your journey' })).toBeVisible();
  const toDocuments = page.getByRole('link', { name: "This child's documents" });
  await tabTo(page, toDocuments);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/documents$/);
  const list = page.getByRole('list', { name: 'Your documents' });
  await expect(list.getByText('Storage agreement', { exact: true })).toBeVisible();
  await expect(list.getByText('Statement, plan year 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/No storage agreement is on record here/)).toHaveCount(0);

  const downloadByKeyboard = async (name: string) => {
    const button = page.getByRole('button', { name });
    await tabTo(page, button);
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(saved.url()).toMatch(/^blob:/);
    return { name: saved.suggestedFilename(), text: pdfText(await saved.path()) };
  };
  const agreement = await downloadByKeyboard('Download Storage agreement');
  expect(agreement.name).toBe('Storage agreement.pdf');
  expect(agreement.text).toContain('Storage agreement');
  expect(agreement.text).toContain('$15.00 is charged today for the first month.');
  expect(agreement.text).toContain(
    'The plan renews every month at $15.00, the rate you contract today',
  );
  const statement = await downloadByKeyboard('Download Statement, plan year 1');
  expect(statement.name).toBe('Statement, plan year 1.pdf');
  expect(statement.text).toContain('Contracted rate: $15.00 per month');
  // Both charges (the first month and the renewal), on the card on file, with their receipts.
  expect(statement.text.match(/\$15\.00, Visa ending 4242, receipt /g)).toHaveLength(2);
  expect(statement.text).toContain('Total for the year: $30.00');
  expect(statement.text).toMatch(/Next renewal: [A-Z][a-z]+ \d{1,2}, \d{4}, \$15\.00/);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the documents page with an agreement at ${width}px`);
    await expectNoSidewaysScroll(page, `the documents page with an agreement at ${width}px`);
  }

  // Staff add the processing report; a guardian of this child sees it, and no billing document.
  await joinFamily(holder, guardian, orderId);
  const file = reportPdf();
  await ops(['add-document', '--order', orderId, '--file', file, '--title', 'Processing report']);
  const sam = await secondBrowser(browser);
  await signInAs(sam, guardian);
  await sam.goto('/portal/documents');
  const samList = sam.getByRole('list', { name: 'Your documents' });
  await expect(samList.getByRole('button', { name: 'Download Processing report' })).toBeVisible();
  await expect(samList.getByText(/Statement|Storage agreement/)).toHaveCount(0);
  await expect(sam.getByText(/No storage agreement is on record here/)).toHaveCount(0);
  await sam.context().close();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});
