import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { testBackends } from '@portal/gateway/test-support/test-db.js';
import {
  startFakeStripe,
  type FakeStripe,
  type StripeObject,
} from '../test-support/fake-stripe.js';
import { startGatewayOverHttp } from '../test-support/gateway-over-http.js';
import {
  paidSessionEvent,
  parentOf,
  sendStripeEvent,
  startOrderCheckout,
  startStripeFunctions,
} from '../test-support/stripe-functions.js';

const SERVICE_KEY = 'functions-billing-order-key-0123456789';

interface Billing {
  subscription: { status: string; cancelAtPeriodEnd: boolean; pastDueSince: string | null };
  notice: { kind: string } | null;
  invoices: { number: string; status: string }[];
}

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('Stripe billing state in any delivery order on %s', (backend) => {
  let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
  let stripeFake: FakeStripe;
  let functions: Awaited<ReturnType<typeof startStripeFunctions>>;
  const parent = parentOf(`billing-order-${backend}`);

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

  const send = async (event: Record<string, unknown>) =>
    expect((await sendStripeEvent(functions, functions.client, event)).statusCode).toBe(200);
  const seconds = () => Math.floor(Date.now() / 1000);

  /** A child's monthly plan paid through Stripe Checkout: its checkout, order and subscription. */
  async function subscribed() {
    const checkoutId = await startOrderCheckout(gateway, parent.token());
    const opened = await functions.app.inject({
      method: 'POST',
      url: '/checkout/session',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.token()}` },
      payload: JSON.stringify({ checkoutId }),
    });
    expect(opened.statusCode).toBe(200);
    const session = [...stripeFake.checkoutSessions.values()].find(
      (made) => made.checkoutId === checkoutId,
    );
    const subscription = stripeFake.completeSubscriptionSession(session?.id ?? '');
    await send(paidSessionEvent(checkoutId, 1500));
    await send({
      id: `evt_created_${checkoutId}`,
      type: 'customer.subscription.created',
      created: seconds() - 10,
      data: { object: subscription },
    });
    const answer = await gateway.gateway.graphql<{ checkout: { order: { id: string } } }>({
      query: 'query ($id: ID!) { checkout(id: $id) { order { id } } }',
      variables: { id: checkoutId },
      token: parent.token(),
    });
    return { checkoutId, orderId: answer.data?.checkout.order.id ?? '', subscription };
  }

  async function billingOf(orderId: string): Promise<Billing> {
    const answer = await gateway.gateway.graphql<{ order: { billing: Billing } }>({
      query: `query ($id: ID!) { order(id: $id) { billing {
        subscription { status cancelAtPeriodEnd pastDueSince } notice { kind }
        invoices { number status } } } }`,
      variables: { id: orderId },
      token: parent.token(),
    });
    const billing = answer.data?.order.billing;
    if (!billing) throw new Error(JSON.stringify(answer.errors));
    return billing;
  }

  const updated = (subscription: StripeObject, id: string, created: number, cancel: boolean) => ({
    id,
    type: 'customer.subscription.updated',
    created,
    data: { object: { ...subscription, cancel_at_period_end: cancel } },
  });

  it.each([
    { current: 'kept', delivered: ['keep', 'cancel'] },
    { current: 'cancelled', delivered: ['cancel', 'keep'] },
  ] as const)(
    'a cancel and a "keep my plan" in the same second, delivered $delivered, end as Stripe holds the plan ($current)',
    async ({ current, delivered }) => {
      const { orderId, subscription } = await subscribed();
      const cancelled = current === 'cancelled';
      // What Stripe holds after both changes, made in one second.
      stripeFake.subscriptions.set(subscription.id, {
        ...subscription,
        cancel_at_period_end: cancelled,
      });
      const second = seconds();
      const events = {
        cancel: updated(subscription, `evt_cancel_${subscription.id}`, second, true),
        keep: updated(subscription, `evt_keep_${subscription.id}`, second, false),
      };
      for (const name of delivered) await send(events[name]);
      const billing = await billingOf(orderId);
      expect(billing.subscription).toMatchObject({
        status: 'ACTIVE',
        cancelAtPeriodEnd: cancelled,
      });
      expect(billing.notice?.kind ?? null).toBe(cancelled ? 'CANCELLED' : null);
    },
  );

  it('a payment_failed delivered after its invoice was paid leaves it paid and tells no one', async () => {
    const { checkoutId, orderId, subscription } = await subscribed();
    const created = seconds();
    const invoice = (status: 'paid' | 'open') => ({
      id: `in_${checkoutId}`,
      object: 'invoice',
      number: `STRIPE-${checkoutId.slice(-6)}`,
      amount_paid: status === 'paid' ? 1500 : 0,
      amount_due: 1500,
      currency: 'usd',
      status,
      created,
      status_transitions: { paid_at: status === 'paid' ? created : null },
      hosted_invoice_url: 'https://invoice.stripe.test/i/acct_1/test_2',
      parent: {
        subscription_details: { subscription: subscription.id, metadata: { checkoutId } },
      },
    });
    // The first attempt failed and the retry paid, in the same second; Stripe holds it paid.
    stripeFake.invoices.set(`in_${checkoutId}`, invoice('paid'));
    await send({
      id: `evt_paid_${checkoutId}`,
      type: 'invoice.paid',
      created,
      data: { object: invoice('paid') },
    });
    await send({
      id: `evt_failed_${checkoutId}`,
      type: 'invoice.payment_failed',
      created,
      data: { object: invoice('open') },
    });
    const billing = await billingOf(orderId);
    expect(billing.invoices).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(billing.subscription).toMatchObject({ status: 'ACTIVE', pastDueSince: null });
    expect(billing.notice).toBeNull();
    const told = await gateway.gateway.db.query<{ n: number }>(
      `select count(*)::int as n from notifications where order_id = $1`,
      [orderId],
    );
    expect(told).toEqual([{ n: 0 }]);
    const queued = await gateway.gateway.db.query<{ n: number }>(
      `select count(*)::int as n from notification_recipients r
       join notifications n on n.id = r.notification_id where n.order_id = $1`,
      [orderId],
    );
    expect(queued).toEqual([{ n: 0 }]);
  });

  it('a renewal that fails now is past due and tells the holder once', async () => {
    const { checkoutId, orderId, subscription } = await subscribed();
    const created = seconds();
    const open = {
      id: `in_${checkoutId}_failed`,
      object: 'invoice',
      number: `STRIPE-F-${checkoutId.slice(-6)}`,
      amount_paid: 0,
      amount_due: 1500,
      currency: 'usd',
      status: 'open',
      created,
      hosted_invoice_url: null,
      parent: {
        subscription_details: { subscription: subscription.id, metadata: { checkoutId } },
      },
    };
    stripeFake.invoices.set(open.id, open);
    const pastDue = { ...subscription, status: 'past_due' };
    stripeFake.subscriptions.set(subscription.id, pastDue);
    await send({
      id: `evt_failed_${open.id}`,
      type: 'invoice.payment_failed',
      created,
      data: { object: open },
    });
    await send({
      id: `evt_past_due_${subscription.id}`,
      type: 'customer.subscription.updated',
      created,
      data: { object: pastDue },
    });
    const billing = await billingOf(orderId);
    expect(billing.subscription.status).toBe('PAST_DUE');
    expect(billing.notice?.kind).toBe('PAST_DUE');
    expect(billing.invoices[0]?.status).toBe('open');
    const told = await gateway.gateway.db.query<{ kind: string }>(
      `select kind from notifications where order_id = $1`,
      [orderId],
    );
    expect(told).toEqual([{ kind: 'RENEWAL_FAILED' }]);
  });
});
