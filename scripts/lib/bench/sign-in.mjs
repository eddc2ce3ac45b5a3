// @ts-check
// Signs a parent in through the real login page, as a parent would.
import { waitUntilReady } from '../first-load.mjs';

/**
 * @param {import('playwright-core').Page} page
 * @param {string} portalUrl
 * @param {{ email: string, password: string }} credentials
 */
export async function signIn(page, portalUrl, credentials) {
  await page.goto(`${portalUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/portal$/, { timeout: 30_000 });
  await waitUntilReady(page, '/portal');
}
