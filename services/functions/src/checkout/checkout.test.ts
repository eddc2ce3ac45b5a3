import { acceptedAgreement } from '@portal/gateway/test-support/accepted-agreement.js';
import type { AddressInfo } from 'node:net';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { staffToken } from '@portal/gateway/test-support/staff-support.js';
import { DEMO_PARENT } from '@portal/gateway/demo/demo-parent.js';
import { createStripeClient } from '../billing/stripe-billing.js';
import { localBillingProvider } from '../billing/local-billing.js';
import { CHECKOUT_ERRORS, ERRORS } from '../messages.js';
import { gatewayStripeCustomers, stripeCustomerOf } from './stripe-customer.js';
import { startFakeStripe, type FakeStripe } from '../test-support/fake-stripe.js';
import { startGatewayOverHttp } from '../test-support/gateway-over-http.js';
import { PORTAL_URL, PUBLIC_URL, startTestFunctions } from '../test-support/test-functions.js';
import { DECLINED_MESSAGE } from './checkout-page.js';
import {
  localCheckoutProvider,
  LocalCheckoutSessions,
  LocalWebhookSigner,
  LOCAL_SIGNATURE_HEADER,
  LOCAL_WEBHOOK_PATH,
} from './local-checkout.js';
import { stripeCheckoutProvider } from './stripe-checkout.js';

const SERVICE_KEY = 'functions-test-service-key-0123456789';
const STRIPE_SECRET = 'sk_test_portal_fake';
const WEBHOOK_SECRET = 'whsec_test_portal_fake';

const parentToken = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan' });
const otherToken = () =>
  emulatorIdToken({ uid: 'other-parent', email: 'other.parent@example.com', name: 'Sam' });

let emulator: AuthEmulatorStandIn;
let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
let stripeFake: FakeStripe;
let local: Awaited<ReturnType<typeof startTestFunctions>>;
let withStripe: Awaited<ReturnType<typeof startTestFunctions>>;
const signer = new LocalWebhookSigner();
const stripe = createStripeClient(STRIPE_SECRET, 'http://127.0.0.1:9');

beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  gateway = await startGatewayOverHttp({ paymentsServiceKey: SERVICE_KEY });
  stripeFake = await startFakeStripe();
  const billing = (sessions: Parameters<typeof localBillingProvider>[0]['sessions']) =>
    localBillingProvider({ gatewayUrl: gateway.url, publicUrl: PUBLIC_URL, sessions });
  const sessions = new LocalCheckoutSessions();
  let selfUrl = '';
  local = await startTestFunctions(billing, undefined, {
    gatewayUrl: gateway.url,
    paymentsServiceKey: SERVICE_KEY,
    provider: localCheckoutProvider({ publicUrl: PUBLIC_URL, sessions }),
    local: { sessions, signer, selfUrl: () => selfUrl },
  });
  await local.app.listen({ port: 0, host: '127.0.0.1' });
  selfUrl = `http://127.0.0.1:${(local.app.server.address() as AddressInfo).port}`;
  withStripe = await startTestFunctions(billing, undefined, {
    gatewayUrl: gateway.url,
    paymentsServiceKey: SERVICE_KEY,
    provider: stripeCheckoutProvider(
      createStripeClient(STRIPE_SECRET, stripeFake.url),
      stripeCustomerOf(
        createStripeClient(STRIPE_SECRET, stripeFake.url),
        gatewayStripeCustomers(gateway.url, SERVICE_KEY),
      ),
    ),
    stripe: { client: stripe, webhookSecret: WEBHOOK_SECRET },
  });
});
afterAll(async () => {
  await local.app.close();
  await withStripe.app.close();
  await stripeFake.close();
  await gateway.close();
  await emulator.close();
});

let keys = 0;
async function startCheckout(
  kind: 'ORDER' | 'GIFT',
  token = parentToken(),
  planCode: 'annual' | 'monthly' = 'annual',
) {
  const dueDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const key = `functions-test-${Date.now()}-${(keys += 1)}`;
  const answer =
    kind === 'ORDER'
      ? await gateway.gateway.graphql<{ started: { id: string } }>({
          query: `mutation ($input: OrderCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
            started: startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id } }`,
          variables: {
            agreement: acceptedAgreement(planCode),
            key,
            input: {
              planCode,
              parentName: 'Jordan Rivera',
              phone: '+1 916 555 0142',
              dueDate,
              shippingAddress: {
                line1: '2200 Capitol Ave',
                city: 'Sacramento',
                region: 'CA',
                postalCode: '95816',
                country: 'US',
              },
            },
          },
          token,
        })
      : await gateway.gateway.graphql<{ started: { id: string } }>({
          query: `mutation ($input: GiftCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
            started: startGiftCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id } }`,
          variables: {
            agreement: acceptedAgreement('monthly'),
            key,
            input: {
              planCode: 'monthly',
              giverName: 'Grandma Rose',
              recipientName: 'Jordan',
              recipientEmail: 'jordan@example.com',
            },
          },
          token,
        });
  expect(answer.errors).toBeUndefined();
  return answer.data?.started.id as string;
}

async function checkoutStatus(id: string, token = parentToken()) {
  const answer = await gateway.gateway.graphql<{
    checkout: { status: string; order: { id: string } | null } | null;
  }>({
    query: `query ($id: ID!) { checkout(id: $id) { status order { id } } }`,
    variables: { id },
    token,
  });
  return answer.data?.checkout ?? null;
}

async function orderCount(uid = DEMO_PARENT.uid) {
  return (await gateway.gateway.db.query('select id from orders where owner_uid = $1', [uid]))
    .length;
}

const openSession = (
  functions: typeof local,
  checkoutId: unknown,
  token: string | null = parentToken(),
  headers: Record<string, string> = {},
) =>
  functions.app.inject({
    method: 'POST',
    url: '/checkout/session',
    headers: {
      'content-type': 'application/json',
      origin: PORTAL_URL,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    payload: JSON.stringify({ checkoutId }),
  });

const pay = (path: string, fields: Record<string, string>) =>
  local.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('POST /checkout/session', () => {
  it('needs a verified parent, and answers 404 for a checkout that is not the caller’s', async () => {
    const id = await startCheckout('ORDER');
    const anonymous = await openSession(local, id, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: CHECKOUT_ERRORS.signIn, code: 'UNAUTHENTICATED' });
    const other = await openSession(local, id, otherToken());
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: 'We could not find that checkout.',
      code: 'CHECKOUT_NOT_FOUND',
    });
    expect((await openSession(local, 'chk_unknown')).statusCode).toBe(404);
    const unverified = await openSession(
      local,
      id,
      emulatorIdToken({ uid: 'new-parent', email: 'new@example.com', emailVerified: false }),
    );
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const bad = await openSession(local, 42);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: CHECKOUT_ERRORS.badBody, code: 'BAD_REQUEST' });
  });

  it('refuses a bank staff token (403 STAFF_NOT_PARENT), even on a parent’s checkout', async () => {
    const id = await startCheckout('ORDER');
    const response = await openSession(local, id, staffToken());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: ERRORS.staffNotParent, code: 'STAFF_NOT_PARENT' });
  });

  it('grants the portal origin CORS', async () => {
    const id = await startCheckout('ORDER');
    const response = await openSession(local, id);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL_URL);
  });
});

describe('the local test checkout', () => {
  it('opens one session per checkout and renders an accessible test checkout page', async () => {
    const id = await startCheckout('ORDER');
    const first = await openSession(local, id);
    expect(first.statusCode).toBe(200);
    const { redirectUrl } = first.json<{ data: { redirectUrl: string } }>().data;
    expect(redirectUrl).toMatch(new RegExp(`^${PUBLIC_URL}/checkout/local/[A-Za-z0-9_-]{43}$`));
    const again = await openSession(local, id);
    expect(again.json<{ data: { redirectUrl: string } }>().data.redirectUrl).toBe(redirectUrl);

    const page = await local.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${PORTAL_URL}`);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const html = page.body;
    expect(html).toContain('Local test checkout.');
    expect(html).toContain('No real payment is taken');
    expect(html).toContain('<dd>Annual storage</dd>');
    expect(html).toContain('<dd>$175.00</dd>');
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    expect(html).toContain('<label for="expiry">Expiry date</label>');
    expect(html).toContain('<label for="cvc">Security code (CVC)</label>');
    expect(html).toContain('>Pay $175.00</button>');
    expect(html).toContain('>Cancel and go back</button>');
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('declines 4000 0000 0000 0002 beside the form, keeping what was typed but the card number', async () => {
    const id = await startCheckout('ORDER');
    const path = new URL(
      (await openSession(local, id)).json<{ data: { redirectUrl: string } }>().data.redirectUrl,
    ).pathname;
    const declined = await pay(path, {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/39',
      cvc: '123',
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain(DECLINED_MESSAGE);
    expect(declined.body).toContain('value="12/39"');
    expect(declined.body).not.toContain('4000 0000 0000 0002"');
    const invalid = await pay(path, { cardNumber: 'abc', expiry: '13/30', cvc: '1' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('aria-invalid="true"');
    expect(invalid.body).toContain('id="expiry-error"');
    expect(invalid.body).toContain('id="cvc-error"');
    expect((await checkoutStatus(id))?.status).toBe('OPEN');
  });

  it('pays 4242 through its own signed webhook: one order, however often it is submitted', async () => {
    const before = await orderCount();
    const id = await startCheckout('ORDER');
    const path = new URL(
      (await openSession(local, id)).json<{ data: { redirectUrl: string } }>().data.redirectUrl,
    ).pathname;
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
    const [first, second] = await Promise.all([pay(path, card), pay(path, card)]);
    const third = await pay(path, card);
    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${PORTAL_URL}/order/confirmation?checkout=${id}`);
    }
    const paid = await checkoutStatus(id);
    expect(paid?.status).toBe('PAID');
    expect(paid?.order).not.toBeNull();
    expect(await orderCount()).toBe(before + 1);
    // A paid checkout sends the browser straight to the confirmation.
    const session = await openSession(local, id);
    expect(session.json()).toEqual({
      data: { redirectUrl: `${PORTAL_URL}/order/confirmation?checkout=${id}` },
    });
  });

  it('cancels back to the portal’s page (a gift’s to /gift)', async () => {
    const id = await startCheckout('GIFT');
    const path = new URL(
      (await openSession(local, id)).json<{ data: { redirectUrl: string } }>().data.redirectUrl,
    ).pathname;
    const cancel = await local.app.inject({ method: 'POST', url: `${path}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`${PORTAL_URL}/gift?checkout=${id}&payment=cancelled`);
    const unknown = await local.app.inject({
      method: 'GET',
      url: `/checkout/local/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('accepts only its own signature on the local webhook, and a repeated event makes one order', async () => {
    const before = await orderCount();
    const id = await startCheckout('ORDER');
    const event = JSON.stringify({
      id: 'evt_local_test',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_local_${id}`,
          payment_status: 'paid',
          amount_total: 17_500,
          currency: 'usd',
          metadata: { checkoutId: id },
        },
      },
    });
    const send = (signature: string) =>
      local.app.inject({
        method: 'POST',
        url: LOCAL_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature },
        payload: event,
      });
    const forged = await send(new LocalWebhookSigner().sign(event));
    expect(forged.statusCode).toBe(400);
    expect((await checkoutStatus(id))?.status).toBe('OPEN');
    expect((await send(signer.sign(event))).statusCode).toBe(200);
    expect((await send(signer.sign(event))).statusCode).toBe(200);
    expect((await checkoutStatus(id))?.status).toBe('PAID');
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('Stripe Checkout', () => {
  const stripeEvent = (checkoutId: string, overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: `evt_${checkoutId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${checkoutId}`,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 17_500,
          currency: 'usd',
          client_reference_id: checkoutId,
          metadata: { checkoutId },
          ...overrides,
        },
      },
    });
  const sendWebhook = (payload: string, signature: string) =>
    withStripe.app.inject({
      method: 'POST',
      url: '/checkout/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it('creates a Checkout Session for the checkout (idempotent per checkout)', async () => {
    stripeFake.requests.length = 0;
    const id = await startCheckout('GIFT');
    const response = await openSession(withStripe, id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { redirectUrl: string } }>().data.redirectUrl).toMatch(
      /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake/,
    );
    const request = stripeFake.requests.find((call) => call.path === '/v1/checkout/sessions');
    expect(request?.idempotencyKey).toBe(`checkout-${id}`);
    const form = request?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('usd');
    // A gift pays the plan's first year: 12 months of the monthly plan.
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('18000');
    expect(form?.get('line_items[0][price_data][product_data][name]')).toBe('Monthly storage');
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('client_reference_id')).toBe(id);
    expect(form?.get('metadata[checkoutId]')).toBe(id);
    // The account's one Stripe customer (made on first need, kept at the gateway).
    const customer = stripeFake.customers.get(DEMO_PARENT.email);
    expect(customer).toMatch(/^cus_fake\d+$/);
    expect(form?.get('customer')).toBe(customer);
    expect(form?.has('customer_email')).toBe(false);
    expect(form?.get('success_url')).toBe(`${PORTAL_URL}/gift/confirmation?checkout=${id}`);
    expect(form?.get('cancel_url')).toBe(`${PORTAL_URL}/gift?checkout=${id}&payment=cancelled`);
    expect(form?.get('locale')).toBe('en');
  });

  it('opens Stripe Checkout in the parent’s language, and never a second session for a checkout after a switch', async () => {
    stripeFake.requests.length = 0;
    const id = await startCheckout('ORDER');
    const response = await openSession(withStripe, id, parentToken(), { 'accept-language': 'es' });
    expect(response.statusCode).toBe(200);
    const request = stripeFake.requests.find((call) => call.path === '/v1/checkout/sessions');
    expect(request?.form.get('locale')).toBe('es');
    expect(request?.idempotencyKey).toBe(`checkout-${id}`);
    const first = response.json<{ data: { redirectUrl: string } }>().data.redirectUrl;

    // The parent switched to English and pays again: the same session, not a second one.
    const again = await openSession(withStripe, id, parentToken(), { 'accept-language': 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { redirectUrl: string } }>().data.redirectUrl).toBe(first);
  });

  it('refuses a webhook whose signature does not verify', async () => {
    const id = await startCheckout('ORDER');
    const payload = stripeEvent(id);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const response = await sendWebhook(payload, forged);
    expect(response.statusCode).toBe(400);
    expect((await sendWebhook(payload, 'nonsense')).statusCode).toBe(400);
    expect((await checkoutStatus(id))?.status).toBe('OPEN');
  });

  it('completes the checkout from a verified event, once however often it is delivered', async () => {
    const before = await orderCount();
    const id = await startCheckout('ORDER');
    const payload = stripeEvent(id);
    const header = () =>
      stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const responses = await Promise.all([
      sendWebhook(payload, header()),
      sendWebhook(payload, header()),
    ]);
    responses.push(await sendWebhook(payload, header()));
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect((await checkoutStatus(id))?.status).toBe('PAID');
    expect(await orderCount()).toBe(before + 1);
  });

  it('two tabs pay one session; a checkout replaced and paid late is refunded and its plan cancelled at once', async () => {
    const fakeClient = createStripeClient(STRIPE_SECRET, stripeFake.url);
    const refunding = await startTestFunctions(
      (sessions) =>
        localBillingProvider({ gatewayUrl: gateway.url, publicUrl: PUBLIC_URL, sessions }),
      undefined,
      {
        gatewayUrl: gateway.url,
        paymentsServiceKey: SERVICE_KEY,
        provider: stripeCheckoutProvider(
          fakeClient,
          stripeCustomerOf(fakeClient, gatewayStripeCustomers(gateway.url, SERVICE_KEY)),
        ),
        stripe: { client: fakeClient, webhookSecret: WEBHOOK_SECRET },
      },
    );
    try {
      const before = await orderCount();
      // Two tabs start the same order with their own keys: one checkout, one session.
      const [first, second] = [await startCheckout('ORDER'), await startCheckout('ORDER')];
      expect(second).toBe(first);
      const [tabOne, tabTwo] = await Promise.all([
        openSession(refunding, first),
        openSession(refunding, second),
      ]);
      const urlOf = (response: typeof tabOne) =>
        response.json<{ data: { redirectUrl: string } }>().data.redirectUrl;
      expect(urlOf(tabOne)).toBe(urlOf(tabTwo));

      // The second tab chose another plan: the first checkout is replaced and cannot be opened.
      const changed = await startCheckout('ORDER', parentToken(), 'monthly');
      expect(changed).not.toBe(first);
      const refused = await openSession(refunding, first);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CHECKOUT_REPLACED' });

      // Both sessions were paid all the same (the first page was already open at Stripe).
      stripeFake.paidSessions.set(`cs_test_${first}`, {
        subscription: 'sub_replaced',
        invoice: 'in_replaced',
        payment_intent: null,
      });
      stripeFake.invoicePayments.set('in_replaced', 'pi_replaced');
      const deliver = (checkoutId: string, amount: number) => {
        const payload = stripeEvent(checkoutId, { amount_total: amount });
        return refunding.app.inject({
          method: 'POST',
          url: '/checkout/webhook',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripe.webhooks.generateTestHeaderString({
              payload,
              secret: WEBHOOK_SECRET,
            }),
          },
          payload,
        });
      };
      expect((await deliver(changed, 1_500)).statusCode).toBe(200);
      expect((await deliver(first, 17_500)).statusCode).toBe(200);
      expect((await deliver(first, 17_500)).statusCode).toBe(200);
      expect((await checkoutStatus(changed))?.status).toBe('PAID');
      expect((await checkoutStatus(first))?.status).toBe('REFUNDED');
      expect(await orderCount()).toBe(before + 1);
      expect(stripeFake.canceledSubscriptions).toEqual(['sub_replaced']);
      expect(stripeFake.refunds).toEqual([
        { id: expect.any(String), payment_intent: 'pi_replaced' },
      ]);
    } finally {
      await refunding.app.close();
    }
  });

  it('ignores events that prove no payment, and answers 500 when the gateway refuses', async () => {
    const id = await startCheckout('ORDER');
    const unpaid = stripeEvent(id, { payment_status: 'unpaid' });
    const ignored = await sendWebhook(
      unpaid,
      stripe.webhooks.generateTestHeaderString({ payload: unpaid, secret: WEBHOOK_SECRET }),
    );
    expect(ignored.statusCode).toBe(200);
    const wrongAmount = stripeEvent(id, { amount_total: 1 });
    const refused = await sendWebhook(
      wrongAmount,
      stripe.webhooks.generateTestHeaderString({ payload: wrongAmount, secret: WEBHOOK_SECRET }),
    );
    expect(refused.statusCode).toBe(500);
    expect((await checkoutStatus(id))?.status).toBe('OPEN');
  });
});
