// The spec's layout rules (sections 2 and 9), measured in Chromium at its breakpoints, and
// axe (WCAG 2.2 A/AA) on every route of the spec at 375 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { createEmailUser, uniqueEmail } from '../support/emulator';
import { expectNoA11yViolations, isolateNetwork, signIn } from '../support/portal';

const PASSWORD = 'Cord-blood-7';

/** A verified parent of this test's own, signed in on the dashboard. */
async function signInAsNewParent(page: Page): Promise<void> {
  const email = uniqueEmail('layout');
  await createEmailUser(email, PASSWORD, true);
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();
}

async function box(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      x: Math.round(rect.x),
      y: Math.round(rect.y),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    };
  });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

const LAYOUTS = [
  // width, height, header height, nav width, nav is a drawer (behind the burger)
  { width: 375, height: 740, header: 60, nav: 375, drawer: true },
  { width: 800, height: 1000, header: 60, nav: 200, drawer: true },
  { width: 1000, height: 900, header: 70, nav: 200, drawer: false },
  { width: 1199, height: 900, header: 70, nav: 200, drawer: false },
  { width: 1200, height: 900, header: 70, nav: 250, drawer: false },
  { width: 1280, height: 900, header: 70, nav: 250, drawer: false },
];

test('header height and navigation width at the spec’s breakpoints', async ({ page }) => {
  await signInAsNewParent(page);
  for (const layout of LAYOUTS) {
    const at = `at ${layout.width} px`;
    await page.setViewportSize({ width: layout.width, height: layout.height });
    await expect.poll(() => box(page, 'header'), at).toMatchObject({ height: layout.header });
    if (layout.drawer) {
      await expect(nav(page), at).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav(page), at).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Open menu' }), at).toHaveCount(0);
    }
    const navBox = await box(page, '#portal-nav');
    expect(navBox.width, `navigation width ${at}`).toBe(layout.nav);
    expect(navBox.y, `navigation starts below the header ${at}`).toBe(layout.header);
    if (layout.drawer) await page.getByRole('button', { name: 'Close menu' }).click();
  }
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 800, height: 1000 },
]) {
  test(`below md the support dialog fills the viewport once open (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsNewParent(page);
    await page.getByRole('button', { name: 'Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support' });
    await expect(dialog.getByText('We respond quickly. Like, really quickly.')).toBeVisible();
    // Measured once its opening animation has settled.
    await expect
      .poll(() => box(page, '[role="dialog"]'))
      .toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  });
}

test('at md and wider the support dialog is a centred modal, not full-screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsNewParent(page);
  await page.getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
  await expect.poll(async () => (await box(page, '[role="dialog"]')).width).toBeLessThan(1280);
});

const PORTAL_ROUTES = [
  '/portal',
  '/portal/medical-form',
  '/portal/pick-up',
  '/portal/stem-cell-key',
  '/portal/understanding-your-stem-cell-key',
];
const PUBLIC_ROUTES = [
  '/login',
  '/forgot-password',
  '/order',
  '/order/confirmation',
  '/purchase',
  '/gift',
  '/gift/confirmation',
];

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`axe finds nothing on every route of the spec at ${viewport.width} px`, async ({ page }) => {
    // Every route of the spec in one test: about 40-60 s on these machines, near the default.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, `${route} at ${viewport.width} px`);
    }
    // /verify-email needs an unverified parent: see auth.spec.ts.
    await signInAsNewParent(page);
    for (const route of PORTAL_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, `${route} at ${viewport.width} px`);
    }
  });
}
