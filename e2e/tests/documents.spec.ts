import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectSpanish } from '../support/language';
import { joinFamily } from '../support/parent-api';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
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
// Each test has its own family.

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

async function family(): Promise<{ holder: TestParent; guardian: TestParent; orderId: string }> {
  const holder = await createParent(`Jordan Docs${unique()}`);
  const guardian = await createParent(`Sam Docs${unique()}`);
  const orderId = await createOrder(holder, {
    child: `Maya Docs${unique()}`,
    stage: 'CERTIFICATE_READY',
  });
  await issueCertificate(orderId);
  await joinFamily(holder, guardian, orderId);
  return { holder, guardian, orderId };
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
  const { holder, orderId } = await family();
  const file = reportPdf();
  await ops(['add-document', '--order', orderId, '--file', file, '--title', 'Informe']);
  await signInAs(page, holder);
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Within the open portal (a reload could come before the account has saved the choice).
  await page.getByRole('link', { name: 'Los documentos de este niño' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar Informe' })).toBeVisible();
  await expectSpanish(page, 'the documents page', { keep: ['Informe', 'Maya Docs'] });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page, `the documents page in Spanish at ${width}px`);
  }
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});
