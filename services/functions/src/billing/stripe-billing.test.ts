import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { ERRORS } from '../messages.js';
import { startFakeStripe, type FakeStripe } from '../test-support/fake-stripe.js';
import { PORTAL_URL, startTestFunctions } from '../test-support/test-functions.js';
import { createStripeClient, stripeBillingProvider } from './stripe-billing.js';

const SECRET = 'sk_test_portal_fake';
const PARENT = { uid: 'stripe-parent', email: 'stripe.parent@example.com' };
const token = () => emulatorIdToken(PARENT);

let emulator: AuthEmulatorStandIn;
let stripe: FakeStripe;
let functions: Awaited<ReturnType<typeof startTestFunctions>>;

beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  stripe = await startFakeStripe();
  // The official SDK, pointed at the local fake through STRIPE_API_BASE's host/port/protocol.
  functions = await startTestFunctions(() =>
    stripeBillingProvider({
      stripe: createStripeClient(SECRET, stripe.url),
      returnUrl: `${PORTAL_URL}/portal`,
    }),
  );
});
afterAll(async () => {
  await functions.app.close();
  await stripe.close();
  await emulator.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.failPortalSessions = null;
});

describe('POST /billing/portal-session with Stripe', () => {
  it('creates the customer by the verified email and answers the portal session url', async () => {
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
    expect(session?.form.get('customer')).toBe('cus_fake1');
    expect(session?.form.get('return_url')).toBe(`${PORTAL_URL}/portal`);
    expect(session?.form.get('locale')).toBe('en');
  });

  it('reuses an existing customer, and opens the portal in the parent’s language', async () => {
    const response = await functions.openSession({ email: PARENT.email }, token(), {
      'accept-language': 'es-MX',
    });
    expect(response.statusCode).toBe(200);
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/customers',
      'POST /v1/billing_portal/sessions',
    ]);
    expect(stripe.requests[1]?.form.get('locale')).toBe('es');
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

  it('never reaches Stripe for a foreign email', async () => {
    const response = await functions.openSession({ email: 'other@example.com' }, token());
    expect(response.statusCode).toBe(403);
    expect(stripe.requests).toEqual([]);
  });
});
