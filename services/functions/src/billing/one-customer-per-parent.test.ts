import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { testBackends } from '@portal/gateway/test-support/test-db.js';
import { startFakeStripe, type FakeStripe } from '../test-support/fake-stripe.js';
import { startGatewayOverHttp } from '../test-support/gateway-over-http.js';
import {
  paidSessionEvent,
  parentOf,
  sendStripeEvent,
  startOrderCheckout,
  startStripeFunctions,
} from '../test-support/stripe-functions.js';

const SERVICE_KEY = 'functions-one-customer-key-0123456789';

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('one Stripe customer per parent account on %s', (backend) => {
  let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
  let stripeFake: FakeStripe;
  let functions: Awaited<ReturnType<typeof startStripeFunctions>>;

  beforeAll(async () => {
    gateway = await startGatewayOverHttp({ paymentsServiceKey: SERVICE_KEY, backend });
    stripeFake = await startFakeStripe();
    functions = await startStripeFunctions(gateway, stripeFake, SERVICE_KEY);
  });
  afterAll(async () => {
    await functions.app.close();
    await stripeFake.close();
    await gateway.close();
  });

  const openCheckout = (checkoutId: string, token: string) =>
    functions.app.inject({
      method: 'POST',
      url: '/checkout/session',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ checkoutId }),
    });

  it('two children’s plans, the first opened from two tabs at once, are one customer’s, and the billing portal opens on it', async () => {
    const parent = parentOf(`two-children-${backend}`);
    const sessionOf = (checkoutId: string) => {
      const session = [...stripeFake.checkoutSessions.values()].find(
        (made) => made.checkoutId === checkoutId,
      );
      if (!session) throw new Error(`no session for ${checkoutId}`);
      return session;
    };
    /** Stripe reports the session's payment and the subscription it started. */
    const pay = async (checkoutId: string, amount: number) => {
      const subscription = stripeFake.completeSubscriptionSession(sessionOf(checkoutId).id);
      expect(
        (await sendStripeEvent(functions, functions.client, paidSessionEvent(checkoutId, amount)))
          .statusCode,
      ).toBe(200);
      const created = {
        id: `evt_sub_created_${checkoutId}`,
        type: 'customer.subscription.created',
        created: Math.floor(Date.now() / 1000),
        data: { object: subscription },
      };
      expect((await sendStripeEvent(functions, functions.client, created)).statusCode).toBe(200);
    };

    // The first child's payment page opened in two tabs at once: one customer is made.
    const first = await startOrderCheckout(gateway, parent.token(), 'monthly');
    const opened = await Promise.all([first, first].map((id) => openCheckout(id, parent.token())));
    for (const response of opened) expect(response.statusCode).toBe(200);
    const customer = sessionOf(first).customer ?? '';
    expect(customer).toMatch(/^cus_fake\d+$/);
    const creations = stripeFake.requests.filter(
      (call) => call.method === 'POST' && call.path === '/v1/customers',
    );
    expect(new Set(creations.map((call) => call.idempotencyKey))).toEqual(
      new Set([`customer-${parent.uid}`]),
    );
    const kept = await gateway.gateway.db.query<{ ref: string }>(
      'select stripe_customer_ref as ref from users where id = $1',
      [parent.uid],
    );
    expect(kept).toEqual([{ ref: customer }]);
    await pay(first, 1500);

    // The second child, ordered once the first is paid: the same customer.
    const second = await startOrderCheckout(gateway, parent.token(), 'annual');
    expect((await openCheckout(second, parent.token())).statusCode).toBe(200);
    const children = [first, second];
    for (const checkoutId of children) {
      expect(sessionOf(checkoutId)).toMatchObject({
        mode: 'subscription',
        customer,
        customerEmail: null,
      });
    }
    await pay(second, 17500);
    expect(stripeFake.subscriptionsOf(customer)).toHaveLength(2);
    const recorded = await gateway.gateway.db.query<{ ref: string }>(
      'select customer_ref as ref from subscriptions where checkout_id = any($1)',
      [children],
    );
    expect(recorded).toEqual([{ ref: customer }, { ref: customer }]);

    // A plan started later (a continuation, another child) is the same customer's too.
    const third = await startOrderCheckout(gateway, parent.token(), 'monthly');
    expect((await openCheckout(third, parent.token())).statusCode).toBe(200);
    const thirdSession = [...stripeFake.checkoutSessions.values()].find(
      (made) => made.checkoutId === third,
    );
    expect(thirdSession?.customer).toBe(customer);

    // The billing portal manages both plans: it opens on that customer.
    stripeFake.requests.length = 0;
    const portal = await functions.openSession({ email: parent.email }, parent.token());
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({
      redirectUrl: `https://billing.stripe.test/p/session/${customer}`,
    });
    expect(
      stripeFake.requests.map((call) => [call.method, call.path, call.form.get('customer')]),
    ).toEqual([['POST', '/v1/billing_portal/sessions', customer]]);
  });

  it('another parent gets a customer of their own', async () => {
    const first = parentOf(`first-parent-${backend}`);
    const second = parentOf(`second-parent-${backend}`);
    for (const parent of [first, second]) {
      const id = await startOrderCheckout(gateway, parent.token());
      expect((await openCheckout(id, parent.token())).statusCode).toBe(200);
    }
    const kept = await gateway.gateway.db.query<{ id: string; ref: string }>(
      'select id, stripe_customer_ref as ref from users where id = any($1) order by id',
      [[first.uid, second.uid]],
    );
    expect(kept).toHaveLength(2);
    expect(kept[0]?.ref).not.toBe(kept[1]?.ref);
  });
});
