/**
 * A released or transferred unit's storage plan, ended at the payment provider (issue 49),
 * against the real gateway on each backend: the local provider is told through its signed
 * webhook and its renewal then ends the plan (never charges it); Stripe is told with
 * `cancel_at_period_end` and an idempotency key, its answer recorded, a failure retried with the
 * next key; a plan is told once; the staff's route and the service's own schedule run them.
 */
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { storeUnit } from '@portal/gateway/test-support/fixtures.js';
import { RELEASE_DETAILS } from '@portal/gateway/test-support/first-parent-world.js';
import { releaseStartFiles } from '@portal/gateway/test-support/release-uploads.js';
import { staffToken } from '@portal/gateway/test-support/staff-support.js';
import { testBackends } from '@portal/gateway/test-support/test-db.js';
import { DEMO_PARENT } from '@portal/gateway/demo/demo-parent.js';
import { BILLING_PROBLEMS } from '../billing/local-billing-texts.js';
import { PLAN_END_ERRORS } from '../messages.js';
import { startFakeStripe, type FakeStripe } from '../test-support/fake-stripe.js';
import { startGatewayOverHttp } from '../test-support/gateway-over-http.js';
import { startLocalProviderFunctions } from '../test-support/local-provider-functions.js';
import {
  paidSessionEvent,
  parentOf,
  sendStripeEvent,
  startOrderCheckout,
  startStripeFunctions,
} from '../test-support/stripe-functions.js';
import { PUBLIC_URL } from '../test-support/test-functions.js';

const SERVICE_KEY = 'functions-plan-ends-key-0123456789';
const holderToken = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan' });

interface StaffBilling {
  status: string | null;
  nextRenewalAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean | null;
  endReason: string | null;
}

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('plans ended at the provider after a release on %s', (backend) => {
  let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
  let local: Awaited<ReturnType<typeof startLocalProviderFunctions>>;
  let stripeFake: FakeStripe;
  let withStripe: Awaited<ReturnType<typeof startStripeFunctions>>;

  beforeAll(async () => {
    gateway = await startGatewayOverHttp({ paymentsServiceKey: SERVICE_KEY, backend });
    local = await startLocalProviderFunctions({
      gatewayUrl: gateway.url,
      paymentsServiceKey: SERVICE_KEY,
    });
    stripeFake = await startFakeStripe();
    withStripe = await startStripeFunctions(gateway, stripeFake, SERVICE_KEY);
  });
  afterAll(async () => {
    await local.app.close();
    await withStripe.app.close();
    await stripeFake.close();
    await gateway.close();
  });

  async function graphql<T>(token: string, query: string, variables: Record<string, unknown>) {
    const answer = await gateway.gateway.graphql<T>({ token, query, variables });
    if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  }

  const orderOf = async (checkoutId: string, token: string) =>
    (
      await graphql<{ checkout: { order: { id: string } } }>(
        token,
        'query ($id: ID!) { checkout(id: $id) { order { id } } }',
        { id: checkoutId },
      )
    ).checkout.order.id;

  /** The holder asks, the bank approves, ships and completes: the unit is gone. */
  async function releaseCompleted(orderId: string, token = holderToken()) {
    await storeUnit(gateway.gateway.db, orderId);
    await graphql(
      token,
      `
        mutation ($orderId: ID!, $input: ReleaseRequestInput!) {
          startReleaseRequest(orderId: $orderId, input: $input) {
            id
          }
        }
      `,
      {
        orderId,
        input: {
          ...(await releaseStartFiles(gateway.gateway, token, orderId)),
          ...RELEASE_DETAILS,
        },
      },
    );
    const moves = [
      { status: 'APPROVED' },
      { status: 'SHIPPED', carrier: 'BioCourier', trackingRef: 'BC-7654321' },
      { status: 'COMPLETED' },
    ];
    for (const move of moves) {
      await graphql(
        staffToken(),
        `
          mutation ($input: StaffReleaseStatusInput!) {
            staff {
              setReleaseStatus(input: $input) {
                request {
                  status
                }
              }
            }
          }
        `,
        { input: { orderId, ...move } },
      );
    }
  }

  const staffBilling = async (orderId: string) =>
    (
      await graphql<{ staff: { order: { billing: StaffBilling } } }>(
        staffToken(),
        `
          query ($id: ID!) {
            staff {
              order(id: $id) {
                billing {
                  status
                  nextRenewalAt
                  currentPeriodEnd
                  cancelAtPeriodEnd
                  endReason
                }
              }
            }
          }
        `,
        { id: orderId },
      )
    ).staff.order.billing;

  const invoicesOf = async (orderId: string) =>
    (
      await graphql<{ order: { billing: { invoices: { number: string }[] } } }>(
        holderToken(),
        'query ($id: ID!) { order(id: $id) { billing { invoices { number } } } }',
        { id: orderId },
      )
    ).order.billing.invoices;

  const runPlanEnds = (functions: { app: typeof local.app }, token: string | null = staffToken()) =>
    functions.app.inject({
      method: 'POST',
      url: '/billing/plan-ends',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: '{}',
    });

  const renew = (orderId: string) =>
    local.app.inject({
      method: 'POST',
      url: '/billing/local/renew',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken()}` },
      payload: JSON.stringify({ orderId, fail: false }),
    });

  /** The monthly plan, paid on the local test checkout with the test card: the order's id. */
  async function paidLocally(): Promise<string> {
    const checkoutId = await startOrderCheckout(gateway, holderToken(), 'monthly');
    const opened = await local.app.inject({
      method: 'POST',
      url: '/checkout/session',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${holderToken()}` },
      payload: JSON.stringify({ checkoutId }),
    });
    const path = new URL(opened.json<{ data: { redirectUrl: string } }>().data.redirectUrl)
      .pathname;
    const paid = await local.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: '4242424242424242',
        expiry: '08/31',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    return orderOf(checkoutId, holderToken());
  }

  it('the local provider is told once, and its renewal then ends the plan instead of charging', async () => {
    const orderId = await paidLocally();
    await releaseCompleted(orderId);
    const before = await staffBilling(orderId);
    expect(before).toMatchObject({
      status: 'ACTIVE',
      nextRenewalAt: null,
      cancelAtPeriodEnd: false,
      endReason: 'RELEASED',
    });

    const run = await runPlanEnds(local);
    expect(run.statusCode).toBe(200);
    expect(run.json()).toEqual({ data: { ended: 1, failed: 0 } });
    expect(await staffBilling(orderId)).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: before.currentPeriodEnd,
    });
    // Told once: nothing is pending any more.
    expect((await runPlanEnds(local)).json()).toEqual({ data: { ended: 0, failed: 0 } });

    const renewed = await renew(orderId);
    expect(renewed.json()).toMatchObject({ data: { outcome: 'ended', nextRenewalAt: null } });
    expect(await staffBilling(orderId)).toMatchObject({
      status: 'CANCELED',
      endReason: 'RELEASED',
    });
    expect(await invoicesOf(orderId)).toHaveLength(1);
    // Nothing of the release in the service's log lines.
    expect(JSON.stringify(local.logs.lines)).not.toMatch(/RELEASED|Okafor|Riverside/);
  });

  it('a renewal tells the provider first: a released plan never renews, even before any run', async () => {
    const orderId = await paidLocally();
    await releaseCompleted(orderId);
    const renewed = await renew(orderId);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ data: { outcome: 'ended' } });
    expect(await staffBilling(orderId)).toMatchObject({ status: 'CANCELED' });
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect((await renew(orderId)).statusCode).toBe(409);
  });

  it('the local billing page offers neither cancelling nor keeping a released unit’s plan', async () => {
    const orderId = await paidLocally();
    await releaseCompleted(orderId);
    expect((await runPlanEnds(local)).json()).toMatchObject({ data: { failed: 0 } });
    const opened = await local.openSession({ email: DEMO_PARENT.email, orderId }, holderToken());
    const session = new URL(opened.json<{ redirectUrl: string }>().redirectUrl).pathname;
    const page = await local.app.inject({ method: 'GET', url: session });
    expect(page.statusCode).toBe(200);
    const keepPath = `${session}/orders/${orderId}/keep`;
    expect(page.body).not.toContain(keepPath);
    expect(page.body).not.toContain(`${session}/orders/${orderId}/cancel`);
    // A keep posted anyway (with the session's form token, from its card form) changes nothing
    // and says why.
    const cardForm = await local.app.inject({
      method: 'GET',
      url: `${session}/orders/${orderId}/card`,
    });
    const csrf = /name="csrf" value="([^"]+)"/.exec(cardForm.body)?.[1] ?? '';
    expect(csrf).not.toBe('');
    const kept = await local.app.inject({
      method: 'POST',
      url: keepPath,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: PUBLIC_URL,
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams({ csrf }).toString(),
    });
    expect(kept.statusCode).toBe(303);
    expect(await staffBilling(orderId)).toMatchObject({ cancelAtPeriodEnd: true });
    const after = await local.app.inject({ method: 'GET', url: session });
    expect(after.body).toContain(BILLING_PROBLEMS.releaseEnds.replace("'", '&#39;'));
  });

  it('runs are the bank staff’s: a parent is refused, and no token is 401', async () => {
    const asParent = await runPlanEnds(local, holderToken());
    expect(asParent.statusCode).toBe(403);
    expect(asParent.json()).toEqual({ error: PLAN_END_ERRORS.notStaff });
    expect((await runPlanEnds(local, null)).statusCode).toBe(401);
  });

  it('the service runs the plan ends on its own schedule once it listens', async () => {
    const orderId = await paidLocally();
    await releaseCompleted(orderId);
    const scheduled = await startLocalProviderFunctions({
      gatewayUrl: gateway.url,
      paymentsServiceKey: SERVICE_KEY,
      planEndIntervalMs: 100,
    });
    try {
      const deadline = Date.now() + 10_000;
      while (!(await staffBilling(orderId)).cancelAtPeriodEnd && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await staffBilling(orderId)).toMatchObject({ cancelAtPeriodEnd: true });
    } finally {
      await scheduled.app.close();
    }
  });

  it('tells Stripe to cancel at the period’s end with its idempotency key, records its answer, and retries a failure with the next key', async () => {
    const parent = parentOf(`plan-ends-stripe-${backend}`);
    const checkoutId = await startOrderCheckout(gateway, parent.token(), 'monthly');
    const opened = await withStripe.app.inject({
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
    for (const event of [
      paidSessionEvent(checkoutId, 1500),
      {
        id: `evt_sub_created_${checkoutId}`,
        type: 'customer.subscription.created',
        created: Math.floor(Date.now() / 1000),
        data: { object: subscription },
      },
    ]) {
      expect((await sendStripeEvent(withStripe, withStripe.client, event)).statusCode).toBe(200);
    }
    const orderId = await orderOf(checkoutId, parent.token());
    await releaseCompleted(orderId, parent.token());
    const updates = () =>
      stripeFake.requests.filter(
        (call) => call.method === 'POST' && call.path === `/v1/subscriptions/${subscription.id}`,
      );

    // Stripe fails (and keeps the failure under the key, as it does): the plan stays pending.
    stripeFake.failSubscriptionUpdates = 1;
    expect((await runPlanEnds(withStripe)).json()).toEqual({ data: { ended: 0, failed: 1 } });
    expect(await staffBilling(orderId)).toMatchObject({ cancelAtPeriodEnd: false });
    const failed = updates();
    expect(failed.length).toBeGreaterThanOrEqual(1);
    const firstKey = failed[0]?.idempotencyKey ?? '';
    expect(firstKey).toMatch(new RegExp(`^end-after-release-${subscription.id}-\\d+-0$`));
    expect(new Set(failed.map((call) => call.idempotencyKey))).toEqual(new Set([firstKey]));
    expect(JSON.stringify(withStripe.logs.lines)).toContain(
      'plan end: the provider could not be told',
    );

    // The next run takes the next key; Stripe's answer is what the gateway records.
    expect((await runPlanEnds(withStripe)).json()).toEqual({ data: { ended: 1, failed: 0 } });
    const told = updates().at(-1);
    expect(told?.idempotencyKey).toBe(firstKey.replace(/-0$/, '-1'));
    expect(Object.fromEntries(told?.form ?? [])).toEqual({ cancel_at_period_end: 'true' });
    expect(await staffBilling(orderId)).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
      nextRenewalAt: null,
      endReason: 'RELEASED',
    });

    // Done once: a later run, and Stripe's own webhook of the change, change nothing more.
    const count = updates().length;
    expect((await runPlanEnds(withStripe)).json()).toEqual({ data: { ended: 0, failed: 0 } });
    const changed = {
      id: `evt_sub_updated_${checkoutId}`,
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...subscription, cancel_at_period_end: true } },
    };
    expect((await sendStripeEvent(withStripe, withStripe.client, changed)).statusCode).toBe(200);
    expect((await runPlanEnds(withStripe)).json()).toEqual({ data: { ended: 0, failed: 0 } });
    expect(updates()).toHaveLength(count);
    // Why the plan ends stays with the bank: neither Stripe nor the logs hear of the release.
    expect(updates().some((call) => call.form.toString().includes('RELEASED'))).toBe(false);
    expect(JSON.stringify(withStripe.logs.lines)).not.toMatch(/RELEASED|Okafor|Riverside/);
  });
});
