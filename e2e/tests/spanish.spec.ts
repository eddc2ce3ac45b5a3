import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectSpanish } from '../support/language';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
  signIn,
} from '../support/portal';
import { ADDRESS, inDays } from '../support/checkout';
import { FUNCTIONS_URL } from '../support/stack-info';
import { createOrder, createParent, issueCertificate } from '../support/staff-ops';

// English and Spanish: a parent whose browser reads Spanish first sees every route in Spanish
// (no English word outside names), the header's switch changes every mounted app in place
// without losing what was typed, and the choice follows the account to another browser.
// Each test has its own parent.

const NAMES = ['Lucía Ortega', 'Mateo Ortega', 'Valentina Ortega'];
const WIDTHS = [375, 1280] as const;
const unique = () => Math.random().toString(36).slice(2, 7);

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

/** Signs in through the login page as it reads in Spanish. */
async function signInInSpanish(page: Page, parent: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(parent.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** A fresh browser (its own storage) reading `locale` first. */
async function browserIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  await isolateNetwork(context);
  return context.newPage();
}

/** The page at both of the spec's widths: Spanish, axe-clean, nothing wider than the screen. */
async function checkEverywhere(page: Page, where: string, keep: readonly string[] = []) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectSpanish(page, `${where} at ${width} px`, { keep });
    await expectNoA11yViolations(page, `${where} at ${width} px (Spanish)`);
    await expectNoSidewaysScroll(page, `${where} at ${width} px (Spanish)`);
  }
}

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('the pages before sign-in speak Spanish, and the switch there keeps the choice for the visit', async ({
    page,
  }) => {
    for (const route of ['/login', '/signup', '/forgot-password', '/order', '/gift', '/404']) {
      await page.goto(route);
      await expect(mainHeading(page).first()).toBeVisible();
      await checkEverywhere(page, route);
    }

    // The sign-in page's switch: English now, kept after a reload (for this visit).
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('every signed-in route speaks Spanish, with dates formatted for Spanish', async ({
    page,
  }) => {
    const parent = await createParent(`Lucia Ortega${unique()}`);
    const issued = await createOrder(parent, {
      child: NAMES[1] as string,
      stage: 'CERTIFICATE_READY',
    });
    await issueCertificate(issued);
    await createOrder(parent, { child: NAMES[2] as string, stage: 'BIRTH_AND_PICKUP' });
    const keep = [parent.name, ...NAMES, parent.name.split(' ')[0] as string];

    await signInInSpanish(page, parent);
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(mainHeading(page)).toContainText('Hola');
    await checkEverywhere(page, '/portal', keep);

    for (const route of [
      '/portal/medical-form',
      '/portal/pick-up',
      '/portal/stem-cell-key',
      '/portal/understanding-your-stem-cell-key',
      '/portal/profile/notifications',
      '/portal/family/join',
      '/purchase',
    ]) {
      await page.goto(route);
      await expect(mainHeading(page).first(), `the heading of ${route}`).toBeVisible();
      if (route === '/portal/medical-form') {
        // The form was sent today: the date as Spanish writes it ("27 de noviembre de 2026").
        const today = new Intl.DateTimeFormat('es-US', { dateStyle: 'long' }).format(new Date());
        await expect(page.getByText(today, { exact: false })).toBeVisible();
      }
      await checkEverywhere(page, route, keep);
    }
  });

  test('ordering and paying speak Spanish, the local payment page and the prices too', async ({
    page,
  }) => {
    const parent = await createParent(`Elena Rios${unique()}`);
    await createOrder(parent, { child: 'Tomás Ríos', stage: 'KIT_SHIPPED' });
    const keep = [parent.name, 'Tomás Ríos', ADDRESS.line1, ADDRESS.city, 'CA'];
    await signInInSpanish(page, parent);
    await expect(page).toHaveURL(/\/portal$/);

    await page.goto('/order');
    await expect(mainHeading(page)).toHaveText('Pida un kit de recolección');
    // Prices as Spanish says them, from the plans the gateway answers.
    const annual = page.getByRole('radio', { name: /Almacenamiento anual.*\$175\.00 al año/ });
    await expect(annual).toBeVisible();
    await expectSpanish(page, 'the plans', { keep });
    await annual.check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel(/^Su nombre completo/).fill(parent.name);
    await page.getByLabel(/^Número de teléfono/).fill('+1 916 555 0142');
    await page.getByLabel(/^Fecha prevista de parto/).fill(inDays(120));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel(/^Dirección/).fill(ADDRESS.line1);
    await page.getByLabel(/^Ciudad/).fill(ADDRESS.city);
    await page.getByLabel(/^Estado, provincia o región/).fill(ADDRESS.region);
    await page.getByLabel(/^Código postal/).fill(ADDRESS.postalCode);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Revise y pague' })).toBeVisible();
    await expectSpanish(page, 'the review', { keep });
    // The storage agreement, in Spanish, accepted before paying.
    await expect(
      page.getByText('El plan se renueva cada año a $175.00', { exact: false }),
    ).toBeVisible();
    await page
      .getByRole('checkbox', { name: /^He leído y acepto el acuerdo de almacenamiento\./ })
      .check();
    await page.getByRole('button', { name: 'Pagar $175.00' }).click();

    // The functions service's local payment page, in the language the portal asked for.
    await expect(page).toHaveURL(new RegExp(`^${FUNCTIONS_URL}/checkout/local/`));
    await checkEverywhere(page, 'the local payment page', keep);
    await page.getByLabel(/^Número de tarjeta/).fill('4242 4242 4242 4242');
    await page.getByLabel(/^Fecha de vencimiento/).fill('12/30');
    await page.getByLabel(/^Código de seguridad/).fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();

    await expect(page).toHaveURL(/\/order\/confirmation\?checkout=/);
    await expect(mainHeading(page)).toHaveText('Gracias por su pedido');
    await expect(page.getByText('Pago confirmado')).toBeVisible();
    await checkEverywhere(page, 'the order confirmation', keep);
  });
});

test('the switch changes every mounted app in place, keeping what was typed in the medical form', async ({
  page,
}) => {
  const parent = await createParent(`Sofia Marin${unique()}`);
  await createOrder(parent, { child: 'Bruno Marín', stage: 'HEALTH_FORM' });
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/portal/medical-form');
  const fullName = page.getByRole('textbox', { name: 'Full name', exact: true });
  await fullName.fill('Sofía Marín Ruiz');
  const banner = page.getByRole('banner');

  await banner.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The header (the host) and the form (a remote) both speak Spanish, with no reload.
  await expect(banner.getByRole('button', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveCount(0);
  await expect(page.locator('input[value="Sofía Marín Ruiz"]')).toHaveCount(1);
  await expectSpanish(page, 'the medical form after the switch', {
    keep: [parent.name, 'Bruno Marín', 'Sofía Marín Ruiz'],
  });

  await banner.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(fullName).toHaveValue('Sofía Marín Ruiz');
});

test('the choice is saved with the account: after sign-out, a fresh English browser signs in to Spanish', async ({
  page,
  browser,
}) => {
  const parent = await createParent(`Diego Paz${unique()}`);
  await createOrder(parent, { child: 'Inés Paz', stage: 'KIT_SHIPPED' });
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(mainHeading(page)).toContainText('Hola');
  await page.getByRole('banner').getByRole('button', { name: parent.name }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.context().close();

  const other = await browserIn(browser, 'en-US');
  await signIn(other, parent);
  await expect(other).toHaveURL(/\/portal$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await expect(mainHeading(other)).toContainText('Hola');
  await expectSpanish(other, 'the dashboard on another browser', {
    keep: [parent.name, 'Inés Paz', parent.name.split(' ')[0] as string],
  });
  await other.context().close();
});
