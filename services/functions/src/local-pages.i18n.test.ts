import { acceptedAgreement } from '@portal/gateway/test-support/accepted-agreement.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { DEMO_PARENT } from '@portal/gateway/demo/demo-parent.js';
import { startGatewayOverHttp } from './test-support/gateway-over-http.js';
import { startLocalProviderFunctions } from './test-support/local-provider-functions.js';
import { PORTAL_URL } from './test-support/test-functions.js';

const SERVICE_KEY = 'functions-i18n-pages-key-0123456789';
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };

const parentToken = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan' });
const esMoney = (dollars: number) =>
  new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(dollars);
const esDay = (instant: string, dateStyle: 'long' | 'medium') =>
  new Intl.DateTimeFormat('es-US', { dateStyle, timeZone: 'UTC' }).format(new Date(instant));

let emulator: AuthEmulatorStandIn;
let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
let local: Awaited<ReturnType<typeof startLocalProviderFunctions>>;

beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  gateway = await startGatewayOverHttp({ paymentsServiceKey: SERVICE_KEY });
  local = await startLocalProviderFunctions({
    gatewayUrl: gateway.url,
    paymentsServiceKey: SERVICE_KEY,
  });
});
afterAll(async () => {
  await local.app.close();
  await gateway.close();
  await emulator.close();
});

let keys = 0;
async function startOrderCheckout(): Promise<string> {
  const answer = await gateway.gateway.graphql<{ started: { id: string } }>({
    query: `mutation ($input: OrderCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
      started: startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id } }`,
    variables: {
      agreement: acceptedAgreement('annual'),
      key: `i18n-pages-${Date.now()}-${(keys += 1)}`,
      input: {
        planCode: 'annual',
        parentName: 'Jordan Rivera',
        phone: '+1 916 555 0142',
        dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        shippingAddress: {
          line1: '2200 Capitol Ave',
          city: 'Sacramento',
          region: 'CA',
          postalCode: '95816',
          country: 'US',
        },
      },
    },
    token: parentToken(),
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.started.id as string;
}

const openCheckout = (checkoutId: string, headers: Record<string, string> = {}) =>
  local.app.inject({
    method: 'POST',
    url: '/checkout/session',
    headers: {
      'content-type': 'application/json',
      origin: PORTAL_URL,
      authorization: `Bearer ${parentToken()}`,
      ...headers,
    },
    payload: JSON.stringify({ checkoutId }),
  });

const pathOf = (redirectUrl: string) => new URL(redirectUrl).pathname;
const get = (url: string) => local.app.inject({ method: 'GET', url });
const pay = (path: string, cardNumber: string) =>
  local.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber, expiry: '08/31', cvc: '123' }).toString(),
  });

async function invoicesOf(checkoutId: string) {
  const answer = await gateway.gateway.graphql<{
    checkout: { order: { billing: { invoices: { number: string; url: string | null }[] } } };
  }>({
    query: `query ($id: ID!) { checkout(id: $id) { order { billing { invoices { number url } } } } }`,
    variables: { id: checkoutId },
    token: parentToken(),
  });
  return answer.data?.checkout.order.billing.invoices ?? [];
}

describe('the local pages in the parent’s language', () => {
  it('a checkout opened with Accept-Language: es-MX renders its page and its receipt in Spanish', async () => {
    const checkoutId = await startOrderCheckout();
    const opened = await openCheckout(checkoutId, SPANISH);
    expect(opened.statusCode).toBe(200);
    const path = pathOf(opened.json<{ data: { redirectUrl: string } }>().data.redirectUrl);

    // The page is opened by the browser, whatever its own language: the session's is kept.
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>Pagar ${esMoney(175)} | Portal para padres</title>`);
    expect(html).toContain('<h1>Pague su pedido</h1>');
    expect(html).toContain('<strong>Pago de prueba local.</strong> No se realiza ningún pago real');
    expect(html).toContain(`<dt>Hoy</dt><dd>${esMoney(175)}</dd>`);
    expect(html).toContain('<dt>Plan</dt><dd>Almacenamiento anual</dd>');
    expect(html).toContain(
      `${esMoney(175)} al año, con renovación automática hasta que usted cancele`,
    );
    expect(html).toContain('<label for="cardNumber">Número de tarjeta</label>');
    expect(html).toContain('<label for="expiry">Fecha de vencimiento</label>');
    expect(html).toContain('<label for="cvc">Código de seguridad (CVC)</label>');
    expect(html).toContain(`>Pagar ${esMoney(175)}</button>`);
    expect(html).toContain('>Cancelar y volver</button>');
    expect(html).not.toMatch(/Card number|Pay for your|Cancel and go back/);

    const declined = await pay(path, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain('<html lang="es">');
    expect(declined.body).toContain('Su tarjeta fue rechazada. Pruebe con otra tarjeta.');
    const invalid = await pay(path, 'abc');
    expect(invalid.body).toContain('Revise los datos de la tarjeta a continuación.');

    expect((await pay(path, '4242 4242 4242 4242')).statusCode).toBe(303);
    const [invoice] = await invoicesOf(checkoutId);
    expect(invoice?.url).toBeTruthy();
    const receipt = await get(pathOf(invoice?.url ?? ''));
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('<html lang="es">');
    expect(receipt.body).toContain(`<h1>Recibo ${invoice?.number}</h1>`);
    expect(receipt.body).toContain('<dd>Visa terminada en 4242</dd>');
    expect(receipt.body).toContain(`<dt>Monto</dt><dd>${esMoney(175)}</dd>`);
    expect(receipt.body).toContain(`<dd>Pagado, ${esDay(new Date().toISOString(), 'long')}</dd>`);
    expect(receipt.body).toContain('>Volver al portal</a>');
    // The same receipt in English when the link asks for it.
    const english = await get(`${pathOf(invoice?.url ?? '')}?lang=en`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<dd>Visa ending in 4242</dd>');
  });

  it('stays English by default, and answers refusals in the asked language with their code', async () => {
    const checkoutId = await startOrderCheckout();
    const path = pathOf(
      (await openCheckout(checkoutId)).json<{ data: { redirectUrl: string } }>().data.redirectUrl,
    );
    const html = (await get(path)).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Pay $175.00 | Parent portal</title>');
    expect(html).toContain('<h1>Pay for your order</h1>');
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    // A `?lang=` on the page's address switches the session.
    expect((await get(`${path}?lang=es`)).body).toContain('<html lang="es">');
    expect((await pay(path, 'abc')).body).toContain('Ingrese el número de tarjeta');

    const unknown = await openCheckout('chk_unknown', SPANISH);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'No encontramos ese pago.',
      code: 'CHECKOUT_NOT_FOUND',
    });
    expect((await openCheckout('chk_unknown')).json()).toEqual({
      error: 'We could not find that checkout.',
      code: 'CHECKOUT_NOT_FOUND',
    });
    const expired = await local.app.inject({
      method: 'GET',
      url: `/checkout/local/${'x'.repeat(43)}`,
      headers: SPANISH,
    });
    expect(expired.body).toContain('<h1>Este enlace de pago ha vencido</h1>');
  });

  it('the billing portal page follows the language it was opened in', async () => {
    const checkoutId = await startOrderCheckout();
    const checkoutPath = pathOf(
      (await openCheckout(checkoutId)).json<{ data: { redirectUrl: string } }>().data.redirectUrl,
    );
    expect((await pay(checkoutPath, '4242 4242 4242 4242')).statusCode).toBe(303);

    const opened = await local.openSession({ email: DEMO_PARENT.email }, parentToken(), SPANISH);
    expect(opened.statusCode).toBe(200);
    const session = pathOf(opened.json<{ redirectUrl: string }>().redirectUrl);
    const page = await get(session);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Facturación | Portal para padres</title>');
    expect(html).toContain('<h1>Facturación</h1>');
    expect(html).toContain('Esta es la página de facturación local');
    expect(html).toContain('<th scope="col">Factura</th>');
    expect(html).toContain(`<dd>${esMoney(175)} al año</dd>`);
    expect(html).toMatch(/<dd>Activado, Visa terminada en 4242<\/dd>/);
    expect(html).toContain('Actualizar la tarjeta<span class="visually-hidden"> de ');
    expect(html).toContain('>Volver al portal</a>');
    expect(html).not.toMatch(/Invoices for|Update card|Back to the portal/);
    // Its invoice's receipt opens in the page's language.
    expect(html).toMatch(/href="[^"]*\/billing\/local\/receipts\/[A-Za-z0-9_-]{32}\?lang=es"/);
    const renews = /Se renueva el ([^<]+) por /.exec(html)?.[1];
    expect(renews).toMatch(/^\d{1,2} [a-z]+\.? \d{4}$/);

    const orderId = /href="[^"]*\/orders\/([^/"]+)\/card"/.exec(html)?.[1] ?? '';
    const card = await get(`${session}/orders/${orderId}/card`);
    expect(card.body).toContain('<html lang="es">');
    expect(card.body).toContain('<h2 id="card">Nueva tarjeta</h2>');
    expect(card.body).toContain(
      '<button type="submit" class="primary">Guardar la tarjeta</button>',
    );
    expect(card.body).toContain(
      '<title>Actualizar la tarjeta | Facturación | Portal para padres</title>',
    );
    const cancel = await get(`${session}/orders/${orderId}/cancel`);
    expect(cancel.body).toContain('La sangre del cordón umbilical de su bebé permanece almacenada');

    // Opened without a language: English, as before.
    const english = await local.openSession({ email: DEMO_PARENT.email }, parentToken());
    const englishPage = await get(pathOf(english.json<{ redirectUrl: string }>().redirectUrl));
    expect(englishPage.body).toContain('<html lang="en">');
    expect(englishPage.body).toContain('<title>Billing | Parent portal</title>');
    expect(englishPage.body).toContain('<h1>Billing</h1>');
    expect(englishPage.body).toContain('<dd>$175.00 per year</dd>');
    expect(englishPage.body).toContain('On, Visa ending in 4242');

    const refused = await local.openSession(
      { email: 'someone.else@example.com' },
      parentToken(),
      SPANISH,
    );
    expect(refused.json()).toEqual({
      error: 'Ese correo electrónico no pertenece a la cuenta con la sesión iniciada.',
      code: 'FOREIGN_EMAIL',
    });
  });
});
