import { acceptedAgreement } from '@portal/gateway/test-support/accepted-agreement.js';
import { startLocalProviderFunctions } from '../test-support/local-provider-functions.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { staffToken } from '@portal/gateway/test-support/staff-support.js';
import { testBackends } from '@portal/gateway/test-support/test-db.js';
import { DEMO_PARENT } from '@portal/gateway/demo/demo-parent.js';
import { createStripeClient } from '../billing/stripe-billing.js';
import { localBillingProvider } from '../billing/local-billing.js';
import { RENEWAL_ERRORS } from '../messages.js';
import { gatewayStripeCustomers, stripeCustomerOf } from './stripe-customer.js';
import { startFakeStripe, type FakeStripe } from '../test-support/fake-stripe.js';
import { startGatewayOverHttp } from '../test-support/gateway-over-http.js';
import { PUBLIC_URL, startTestFunctions } from '../test-support/test-functions.js';
import { planLookupKey, stripeCheckoutProvider } from './stripe-checkout.js';

const SERVICE_KEY = 'functions-subscriptions-key-0123456789';
const STRIPE_SECRET = 'sk_test_portal_fake';
const WEBHOOK_SECRET = 'whsec_test_portal_fake';
const CARD_NUMBER = '4242424242424242';

const parentToken = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan' });
const otherToken = () =>
  emulatorIdToken({ uid: 'other-parent', email: 'other.parent@example.com', name: 'Sam' });

interface Billing {
  subscription: {
    status: string;
    nextRenewalAt: string | null;
    autoPay: boolean;
    card: { brand: string; last4: string } | null;
    pastDueSince: string | null;
    cancelAtPeriodEnd: boolean;
    endsAt: string | null;
  } | null;
  notice: { kind: string } | null;
  invoices: { number: string; status: string; url: string | null; paidAt: string | null }[];
}

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())(
  'storage subscriptions through the functions service on %s',
  (backend) => {
    let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
    let stripeFake: FakeStripe;
    let local: Awaited<ReturnType<typeof startLocalProviderFunctions>>;
    let withStripe: Awaited<ReturnType<typeof startTestFunctions>>;
    const stripe = createStripeClient(STRIPE_SECRET, 'http://127.0.0.1:9');

    beforeAll(async () => {
      gateway = await startGatewayOverHttp({ paymentsServiceKey: SERVICE_KEY, backend });
      stripeFake = await startFakeStripe();
      local = await startLocalProviderFunctions({
        gatewayUrl: gateway.url,
        paymentsServiceKey: SERVICE_KEY,
      });
      const billing = (sessions: Parameters<typeof localBillingProvider>[0]['sessions']) =>
        localBillingProvider({ gatewayUrl: gateway.url, publicUrl: PUBLIC_URL, sessions });
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
        // As in production: no local provider, so its pages and routes do not exist.
        local: undefined,
        stripe: {
          client: createStripeClient(STRIPE_SECRET, stripeFake.url),
          webhookSecret: WEBHOOK_SECRET,
        },
      });
    });
    afterAll(async () => {
      await local.app.close();
      await withStripe.app.close();
      await stripeFake.close();
      await gateway.close();
    });

    let keys = 0;
    async function startOrderCheckout(plan: 'monthly' | 'annual') {
      const answer = await gateway.gateway.graphql<{ started: { id: string } }>({
        query: `mutation ($input: OrderCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
        started: startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id } }`,
        variables: {
          agreement: acceptedAgreement(plan),
          key: `subscriptions-${backend}-${Date.now()}-${(keys += 1)}`,
          input: {
            planCode: plan,
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

    const openSession = (functions: Pick<typeof local, 'app'>, checkoutId: string) =>
      functions.app.inject({
        method: 'POST',
        url: '/checkout/session',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${parentToken()}` },
        payload: JSON.stringify({ checkoutId }),
      });

    async function orderOf(checkoutId: string): Promise<string> {
      const answer = await gateway.gateway.graphql<{ checkout: { order: { id: string } | null } }>({
        query: 'query ($id: ID!) { checkout(id: $id) { order { id } } }',
        variables: { id: checkoutId },
        token: parentToken(),
      });
      return answer.data?.checkout.order?.id ?? '';
    }

    async function billingOf(orderId: string, token = parentToken()): Promise<Billing | null> {
      const answer = await gateway.gateway.graphql<{ order: { billing: Billing } | null }>({
        query: `query ($id: ID!) { order(id: $id) { billing {
        subscription { status nextRenewalAt autoPay card { brand last4 } pastDueSince
          cancelAtPeriodEnd endsAt }
        notice { kind }
        invoices { number status url paidAt } } } }`,
        variables: { id: orderId },
        token,
      });
      return answer.data?.order?.billing ?? null;
    }

    /** Orders the monthly plan on the local test checkout with the test card; the order's id. */
    async function paidLocally(): Promise<string> {
      const checkoutId = await startOrderCheckout('monthly');
      const opened = await openSession(local, checkoutId);
      const { redirectUrl } = opened.json<{ data: { redirectUrl: string } }>().data;
      const path = new URL(redirectUrl).pathname;
      const page = await local.app.inject({ method: 'GET', url: path });
      expect(page.body).toContain('renewing automatically until you cancel');
      const paid = await local.app.inject({
        method: 'POST',
        url: `${path}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          cardNumber: CARD_NUMBER,
          expiry: '08/31',
          cvc: '123',
        }).toString(),
      });
      expect(paid.statusCode).toBe(303);
      return orderOf(checkoutId);
    }

    const renew = (orderId: unknown, options: { fail?: boolean; token?: string | null } = {}) =>
      local.app.inject({
        method: 'POST',
        url: '/billing/local/renew',
        headers: {
          'content-type': 'application/json',
          ...(options.token === null
            ? {}
            : { authorization: `Bearer ${options.token ?? staffToken()}` }),
        },
        payload: JSON.stringify({ orderId, fail: options.fail ?? false }),
      });

    it('the local checkout starts a subscription: next renewal, the card (brand and last four), a paid invoice with its receipt', async () => {
      const orderId = await paidLocally();
      const billing = await billingOf(orderId);
      expect(billing?.subscription).toMatchObject({
        status: 'ACTIVE',
        autoPay: true,
        card: { brand: 'visa', last4: '4242' },
      });
      const renewal = Date.parse(billing?.subscription?.nextRenewalAt ?? '');
      expect(renewal - Date.now()).toBeGreaterThan(27 * 86_400_000);
      expect(renewal - Date.now()).toBeLessThan(32 * 86_400_000);
      expect(billing?.invoices).toHaveLength(1);
      const invoice = billing?.invoices[0];
      expect(invoice?.status).toBe('paid');
      expect(invoice?.url).toMatch(
        new RegExp(`^${PUBLIC_URL}/billing/local/receipts/[A-Za-z0-9_-]{32}$`),
      );
      const receipt = await local.app.inject({
        method: 'GET',
        url: new URL(invoice?.url ?? '').pathname,
      });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.body).toContain('Visa ending in 4242');
      expect(receipt.body).toContain(invoice?.number);
      // The card number went nowhere: not in a log line, not in a row.
      expect(JSON.stringify(local.logs.lines)).not.toContain(CARD_NUMBER);
      const rows = await gateway.gateway.db.query<{ t: string }>(
        `select (select coalesce(string_agg(s::text, '|'), '') from subscriptions s) ||
              (select coalesce(string_agg(e::text, '|'), '') from billing_events e) as t`,
      );
      expect(rows[0]?.t).not.toContain(CARD_NUMBER);
      // Another parent reads nothing of it.
      expect(await billingOf(orderId, otherToken())).toBeNull();
      const gone = await local.app.inject({
        method: 'GET',
        url: '/billing/local/receipts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(gone.statusCode).toBe(404);
    });

    it('renewals run as of their due date: paid; declined (past due) then paid by a retry', async () => {
      const orderId = await paidLocally();
      const first = await billingOf(orderId);
      const due = first?.subscription?.nextRenewalAt ?? '';

      const paid = await renew(orderId);
      expect(paid.statusCode).toBe(200);
      const paidAnswer = paid.json<{ data: { outcome: string; nextRenewalAt: string } }>().data;
      expect(paidAnswer).toMatchObject({ orderId, outcome: 'paid' });
      const afterPaid = await billingOf(orderId);
      expect(afterPaid?.subscription?.nextRenewalAt).toBe(paidAnswer.nextRenewalAt);
      expect(Date.parse(paidAnswer.nextRenewalAt)).toBeGreaterThan(Date.parse(due));
      expect(afterPaid?.invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);

      const failed = await renew(orderId, { fail: true });
      expect(failed.json()).toMatchObject({ data: { outcome: 'failed', nextRenewalAt: null } });
      const pastDue = await billingOf(orderId);
      expect(pastDue?.subscription).toMatchObject({
        status: 'PAST_DUE',
        pastDueSince: paidAnswer.nextRenewalAt,
      });
      expect(pastDue?.notice).toEqual({ kind: 'PAST_DUE' });
      expect(pastDue?.invoices[0]?.status).toBe('open');

      // A retry declined again keeps it past due; one that pays clears it.
      expect((await renew(orderId, { fail: true })).json()).toMatchObject({
        data: { outcome: 'failed' },
      });
      expect((await billingOf(orderId))?.subscription?.status).toBe('PAST_DUE');
      const retried = await renew(orderId);
      expect(retried.json()).toMatchObject({ data: { outcome: 'paid' } });
      const recovered = await billingOf(orderId);
      expect(recovered?.subscription).toMatchObject({ status: 'ACTIVE', pastDueSince: null });
      expect(recovered?.notice).toBeNull();
      expect(recovered?.invoices.map((invoice) => invoice.status)).toEqual([
        'paid',
        'paid',
        'paid',
      ]);
    });

    it('renewals are the bank staff’s, local only, and for a local subscription', async () => {
      const orderId = await paidLocally();
      const asParent = await renew(orderId, { token: parentToken() });
      expect(asParent.statusCode).toBe(403);
      expect(asParent.json()).toEqual({ error: RENEWAL_ERRORS.notStaff });
      expect((await renew(orderId, { token: null })).statusCode).toBe(401);
      expect((await renew('ord_missing')).statusCode).toBe(404);
      // An order the bank made (no plan bought through the portal) has nothing to renew.
      await gateway.gateway.db.query(
        `insert into orders (id, owner_uid, purchaser_name, plan_code)
         values ('ord_bank_made', $1, 'Jordan Rivera', 'monthly') on conflict (id) do nothing`,
        [DEMO_PARENT.uid],
      );
      const bankOrder = await renew('ord_bank_made');
      expect(bankOrder.statusCode).toBe(409);
      expect(bankOrder.json()).toEqual({ error: RENEWAL_ERRORS.none });
      expect((await renew(42)).statusCode).toBe(400);
      // With Stripe configured (as in production) the local provider's routes do not exist.
      expect(
        (
          await withStripe.app.inject({
            method: 'POST',
            url: '/billing/local/renew',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${staffToken()}`,
            },
            payload: JSON.stringify({ orderId }),
          })
        ).statusCode,
      ).toBe(404);
    });

    it('Stripe Checkout starts a subscription of the plan’s Price, found by its lookup key once made', async () => {
      stripeFake.requests.length = 0;
      for (const round of [1, 2]) {
        const checkoutId = await startOrderCheckout('annual');
        const opened = await openSession(withStripe, checkoutId);
        expect(opened.statusCode).toBe(200);
        const session = stripeFake.requests
          .filter((call) => call.path === '/v1/checkout/sessions')
          .at(-1);
        expect(session?.form.get('mode')).toBe('subscription');
        expect(session?.form.get('subscription_data[metadata][checkoutId]')).toBe(checkoutId);
        expect(session?.form.get('line_items[0][price]')).toMatch(/^price_fake\d+$/);
        expect(
          stripeFake.requests.filter(
            (call) => call.method === 'POST' && call.path === '/v1/prices',
          ),
        ).toHaveLength(1);
        if (round === 1) {
          const created = stripeFake.requests.find(
            (call) => call.method === 'POST' && call.path === '/v1/prices',
          );
          expect(created?.form.get('lookup_key')).toBe(planLookupKey('annual'));
          expect(created?.form.get('unit_amount')).toBe('17500');
          expect(created?.form.get('recurring[interval]')).toBe('year');
        }
      }
    });

    it('records Stripe’s signed subscription and invoice webhooks once, in order, with the card looked up', async () => {
      const checkoutId = await startOrderCheckout('monthly');
      stripeFake.paymentMethods.set('pm_fake_visa', {
        brand: 'visa',
        last4: '1881',
        exp_month: 4,
        exp_year: 2032,
      });
      const now = Math.floor(Date.now() / 1000);
      const send = (event: Record<string, unknown>) => {
        const payload = JSON.stringify({ object: 'event', ...event });
        return withStripe.app.inject({
          method: 'POST',
          url: '/checkout/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': stripe.webhooks.generateTestHeaderString({
              payload,
              secret: WEBHOOK_SECRET,
            }),
          },
          payload,
        });
      };
      const completed = {
        id: `evt_cs_${checkoutId}`,
        type: 'checkout.session.completed',
        created: now,
        data: {
          object: {
            id: `cs_${checkoutId}`,
            mode: 'subscription',
            payment_status: 'paid',
            amount_total: 1500,
            currency: 'usd',
            metadata: { checkoutId },
          },
        },
      };
      const subscription = (
        id: string,
        created: number,
        periodEnd: number,
        extra: Record<string, unknown> = {},
      ) => ({
        id,
        type: 'customer.subscription.updated',
        created,
        data: {
          object: {
            id: `sub_${checkoutId}`,
            object: 'subscription',
            customer: 'cus_fake1',
            status: 'active',
            cancel_at_period_end: false,
            metadata: { checkoutId },
            default_payment_method: 'pm_fake_visa',
            items: { data: [{ current_period_start: created, current_period_end: periodEnd }] },
            ...extra,
          },
        },
      });
      const invoicePaid = {
        id: `evt_in_${checkoutId}`,
        type: 'invoice.paid',
        created: now,
        data: {
          object: {
            id: `in_${checkoutId}`,
            object: 'invoice',
            number: `STRIPE-${checkoutId.slice(-6)}`,
            amount_paid: 1500,
            amount_due: 1500,
            currency: 'usd',
            status: 'paid',
            created: now,
            status_transitions: { paid_at: now },
            hosted_invoice_url: 'https://invoice.stripe.test/i/acct_1/test_1',
            parent: {
              subscription_details: { subscription: `sub_${checkoutId}`, metadata: { checkoutId } },
            },
          },
        },
      };
      expect((await send(completed)).statusCode).toBe(200);
      const newer = subscription('evt_sub_newer', now + 60, now + 31 * 86_400);
      const older = subscription('evt_sub_older', now, now + 30 * 86_400, {
        cancel_at_period_end: true,
      });
      // What Stripe holds now (each event is recorded as the object it reads back).
      stripeFake.subscriptions.set(`sub_${checkoutId}`, newer.data.object);
      stripeFake.invoices.set(`in_${checkoutId}`, invoicePaid.data.object);
      expect((await send(newer)).statusCode).toBe(200);
      expect((await send(older)).statusCode).toBe(200);
      expect((await send(invoicePaid)).statusCode).toBe(200);
      expect((await send(invoicePaid)).statusCode).toBe(200);
      const orderId = await orderOf(checkoutId);
      const billing = await billingOf(orderId);
      expect(billing?.subscription).toMatchObject({
        status: 'ACTIVE',
        cancelAtPeriodEnd: false,
        card: { brand: 'visa', last4: '1881' },
        nextRenewalAt: new Date((now + 31 * 86_400) * 1000).toISOString(),
      });
      expect(billing?.invoices).toEqual([
        expect.objectContaining({
          status: 'paid',
          url: 'https://invoice.stripe.test/i/acct_1/test_1',
        }),
      ]);
      expect(
        stripeFake.requests.some((call) => call.path === '/v1/payment_methods/pm_fake_visa'),
      ).toBe(true);

      // A subscription event of no checkout of ours is acknowledged and records nothing.
      const foreign = subscription('evt_sub_foreign', now, now + 86_400, { metadata: {} });
      expect((await send(foreign)).statusCode).toBe(200);
    });
  },
);
