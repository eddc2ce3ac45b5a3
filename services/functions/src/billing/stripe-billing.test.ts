import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { ERRORS } from '../messages.js';
import { startGatewayOverHttp } from '../test-support/gateway-over-http.js';
import { startFakeStripe, type FakeStripe } from '../test-support/fake-stripe.js';
import { PORTAL_URL, startTestFunctions } from '../test-support/test-functions.js';
import { createStripeClient, stripeBillingProvider } from './stripe-billing.js';
import { gatewayStripeCustomers, stripeCustomerOf } from '../checkout/stripe-customer.js';

const SECRET = 'sk_test_portal_fake';
const PARENT = { uid: 'stripe-parent', email: 'stripe.parent@example.com' };
const token = () => emulatorIdToken(PARENT);

const SERVICE_KEY = 'functions-stripe-billing-key-0123456789';

let emulator: AuthEmulatorStandIn;
let stripe: FakeStripe;
let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
let functions: Awaited<ReturnType<typeof startTestFunctions>>;

beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  stripe = await startFakeStripe();
  // The account's customer is kept at the real gateway, with the payments service key.
  gateway = await startGatewayOverHttp({ paymentsServiceKey: SERVICE_KEY });
  // The official SDK, pointed at the local fake through STRIPE_API_BASE's host/port/protocol.
  const client = createStripeClient(SECRET, stripe.url);
  functions = await startTestFunctions(() =>
    stripeBillingProvider({
      stripe: client,
      returnUrl: `${PORTAL_URL}/portal`,
      customerOf: stripeCustomerOf(client, gatewayStripeCustomers(gateway.url, SERVICE_KEY)),
    }),
  );
});
afterAll(async () => {
  await functions.app.close();
  await gateway.close();
  await stripe.close();
  await emulator.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.failPortalSessions = null;
});

describe('POST /billing/portal-session with Stripe', () => {
  it('creates the account’s customer once (by its uid), keeps it, and answers the portal session url', async () => {
    const response = await functions.openSession({ email: 'Stripe.Parent@example.com' }, token());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      redirectUrl: 'https://billing.stripe.test/p/session/cus_fake1',
    });

    const calls = stripe.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual([
      'GET /v1/customers',
      'POST /v1/customers',
      'POST /v1/billing_portal/sessions',
    ]);
    const [lookup, create, session] = stripe.requests;
    expect(lookup?.authorization).toBe(`Bearer ${SECRET}`);
    expect(lookup?.query.get('email')).toBe(PARENT.email);
    expect(create?.form.get('email')).toBe(PARENT.email);
    expect(create?.form.get('metadata[firebase_uid]')).toBe(PARENT.uid);
    expect(create?.idempotencyKey).toBe(`customer-${PARENT.uid}`);
    expect(session?.form.get('customer')).toBe('cus_fake1');
    expect(session?.form.get('return_url')).toBe(`${PORTAL_URL}/portal`);
    expect(session?.form.get('locale')).toBe('en');
  });

  it('reuses the account’s customer, and opens the portal in the parent’s language', async () => {
    const response = await functions.openSession({ email: PARENT.email }, token(), {
      'accept-language': 'es-MX',
    });
    expect(response.statusCode).toBe(200);
    // Kept at the gateway: Stripe is not even asked for it again.
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/billing_portal/sessions',
    ]);
    expect(stripe.requests[0]?.form.get('customer')).toBe('cus_fake1');
    expect(stripe.requests[0]?.form.get('locale')).toBe('es');
  });

  it('an account from before customers were kept adopts the customer its email already has', async () => {
    const earlier = { uid: 'earlier-parent', email: 'earlier.parent@example.com' };
    stripe.customers.set(earlier.email, 'cus_earlier7');
    const response = await functions.openSession(
      { email: earlier.email },
      emulatorIdToken(earlier),
    );
    expect(response.json()).toEqual({
      redirectUrl: 'https://billing.stripe.test/p/session/cus_earlier7',
    });
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/customers',
      'POST /v1/billing_portal/sessions',
    ]);
    const kept = await gateway.gateway.db.query<{ ref: string }>(
      'select stripe_customer_ref as ref from users where id = $1',
      [earlier.uid],
    );
    expect(kept).toEqual([{ ref: 'cus_earlier7' }]);
  });

  it('surfaces a Stripe error as {error} with 502, logging its type but no email', async () => {
    stripe.failPortalSessions = {
      status: 400,
      type: 'invalid_request_error',
      message: `No configuration provided for ${PARENT.email}; set up the customer portal first.`,
    };
    functions.logs.lines.length = 0;
    const response = await functions.openSession({ email: PARENT.email }, token());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: ERRORS.unavailable, code: 'UNAVAILABLE' });
    const text = functions.logs.text();
    expect(text).toContain('StripeInvalidRequestError');
    expect(text).toContain('req_fake123');
    expect(text).not.toContain(PARENT.email);
  });

  it('answers 502 when the gateway keeping the customer cannot be reached, opening no portal', async () => {
    const client = createStripeClient(SECRET, stripe.url);
    const unreachable = await startTestFunctions(() =>
      stripeBillingProvider({
        stripe: client,
        returnUrl: `${PORTAL_URL}/portal`,
        customerOf: stripeCustomerOf(
          client,
          gatewayStripeCustomers('http://127.0.0.1:9', SERVICE_KEY),
        ),
      }),
    );
    try {
      const response = await unreachable.openSession({ email: PARENT.email }, token());
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: ERRORS.unavailable, code: 'UNAVAILABLE' });
      expect(stripe.requests).toEqual([]);
    } finally {
      await unreachable.app.close();
    }
  });

  it('never reaches Stripe for a foreign email', async () => {
    const response = await functions.openSession({ email: 'other@example.com' }, token());
    expect(response.statusCode).toBe(403);
    expect(stripe.requests).toEqual([]);
  });
});
