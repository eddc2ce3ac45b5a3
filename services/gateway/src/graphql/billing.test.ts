import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { acceptedAgreement, agreementLiteral } from '../test-support/accepted-agreement.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { staffToken } from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const SERVICE_KEY = 'billing-suite-service-key-0123456789';
const DAY = 86_400_000;
const service = { headers: { 'x-portal-service-key': SERVICE_KEY } };
const parentToken = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const otherToken = () =>
  emulatorIdToken({ uid: 'other-parent', email: 'other.parent@example.com', name: 'Sam Other' });

const BILLING = `query Billing($id: ID!) { order(id: $id) { id billing {
  plan { code interval }
  subscription { status interval amountCents currency currentPeriodEnd nextRenewalAt autoPay
    card { brand last4 expMonth expYear } cancelAtPeriodEnd endsAt pastDueSince }
  giftTerm { endsAt }
  notice { kind date amountCents currency cardExpiresFirst respondBy }
  invoices { id number amountCents currency status issuedAt paidAt url }
} } }`;
const RECORD = `mutation Record($input: BillingEventInput!) {
  payments { recordBillingEvent(input: $input) { recorded } }
}`;

interface BillingData {
  subscription: {
    status: string;
    nextRenewalAt: string | null;
    currentPeriodEnd: string;
    autoPay: boolean;
    card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
    cancelAtPeriodEnd: boolean;
    endsAt: string | null;
    pastDueSince: string | null;
    amountCents: number;
    interval: string;
  } | null;
  giftTerm: { endsAt: string } | null;
  notice: {
    kind: string;
    date: string;
    amountCents: number | null;
    cardExpiresFirst: boolean;
    respondBy: string | null;
  } | null;
  invoices: { number: string; status: string; paidAt: string | null; url: string | null }[];
}

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('storage billing on %s', (backend) => {
  let gateway: TestGateway;
  let sequence = 0;

  beforeEach(async () => {
    gateway = await startTestGateway(backend, { paymentsServiceKey: SERVICE_KEY });
  });
  afterEach(() => gateway.close());

  async function orderOfCheckout(checkoutId: string, token = parentToken()): Promise<string> {
    const read = await gateway.graphql<{ checkout: { order: { id: string } | null } | null }>({
      token,
      query: 'query($id: ID!) { checkout(id: $id) { order { id } } }',
      variables: { id: checkoutId },
    });
    const orderId = read.data?.checkout?.order?.id;
    if (!orderId) throw new Error(JSON.stringify(read));
    return orderId;
  }

  /** A gift of `plan` bought by another account, paid, and redeemed by the demo parent. */
  async function redeemedGift(plan: 'annual' | 'monthly', key: string) {
    const giver = emulatorIdToken({ uid: `giver-${key}`, email: `${key}@giver.example` });
    const started = await gateway.graphql<{
      startGiftCheckout: { id: string; amountCents: number };
    }>({
      token: giver,
      query: `mutation($input: GiftCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
        startGiftCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id amountCents } }`,
      variables: {
        key,
        agreement: acceptedAgreement(plan),
        input: {
          planCode: plan,
          giverName: 'Grandma Rose',
          recipientName: 'Jordan Rivera',
          recipientEmail: DEMO_PARENT.email,
        },
      },
    });
    const checkout = started.data?.startGiftCheckout;
    if (!checkout) throw new Error(JSON.stringify(started.errors));
    await gateway.graphql({
      ...service,
      query: `mutation($input: CompleteCheckoutInput!) { payments { completeCheckout(input: $input) { id } } }`,
      variables: {
        input: {
          checkoutId: checkout.id,
          provider: 'local',
          paymentRef: `cs_local_${key}`,
          amountCents: checkout.amountCents,
          currency: 'usd',
        },
      },
    });
    const code = await gateway.graphql<{ checkout: { giftCode: string } }>({
      token: giver,
      query: 'query($id: ID!) { checkout(id: $id) { giftCode } }',
      variables: { id: checkout.id },
    });
    const redeemed = await gateway.graphql<{ redeemGift: { id: string } }>({
      token: parentToken(),
      query: 'mutation($code: String!) { redeemGift(code: $code) { id } }',
      variables: { code: code.data?.checkout.giftCode },
    });
    return { checkout, orderId: redeemed.data?.redeemGift.id ?? '' };
  }

  /** A paid order checkout of `plan`; its checkout id and the order it made. */
  async function paidOrder(plan: 'annual' | 'monthly', token = parentToken()) {
    sequence += 1;
    const started = await gateway.graphql<{
      startOrderCheckout: { id: string; amountCents: number };
    }>({
      token,
      query: `mutation($input: OrderCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
        startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id amountCents } }`,
      variables: {
        agreement: acceptedAgreement(plan),
        key: `billing-suite-key-${sequence}-${plan}`,
        input: {
          planCode: plan,
          parentName: 'Jordan Rivera',
          phone: '+1 916 555 0142',
          dueDate: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
          shippingAddress: {
            line1: '2200 Capitol Ave',
            city: 'Sacramento',
            region: 'CA',
            postalCode: '95816',
            country: 'US',
          },
        },
      },
    });
    const checkout = started.data?.startOrderCheckout;
    if (!checkout) throw new Error(JSON.stringify(started.errors));
    await gateway.graphql({
      ...service,
      query: `mutation($input: CompleteCheckoutInput!) {
        payments { completeCheckout(input: $input) { id } } }`,
      variables: {
        input: {
          checkoutId: checkout.id,
          provider: 'local',
          paymentRef: `cs_local_${sequence}`,
          amountCents: checkout.amountCents,
          currency: 'usd',
        },
      },
    });
    const orderId = await orderOfCheckout(checkout.id, token);
    return { checkoutId: checkout.id, orderId, amountCents: checkout.amountCents };
  }

  const at = (date: Date, plusMs = 0) => new Date(date.getTime() + plusMs).toISOString();

  function subscriptionEvent(
    checkoutId: string,
    type: string,
    occurredAt: string,
    state: {
      status?: string;
      start: Date;
      end: Date;
      cancelAtPeriodEnd?: boolean;
      card?: { brand: string; last4: string; expMonth: number; expYear: number } | null;
      endedAt?: string;
    },
    eventId = `evt_${checkoutId}_${type}_${occurredAt}`,
  ) {
    return {
      provider: 'local',
      eventId,
      type,
      occurredAt,
      checkoutId,
      subscription: {
        subscriptionRef: `sub_${checkoutId}`,
        customerRef: `cus_${checkoutId}`,
        status: state.status ?? 'active',
        currentPeriodStart: state.start.toISOString(),
        currentPeriodEnd: state.end.toISOString(),
        cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
        ...(state.endedAt ? { endedAt: state.endedAt, canceledAt: state.endedAt } : {}),
        card:
          state.card === undefined
            ? { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 }
            : state.card,
      },
    };
  }

  function invoiceEvent(
    checkoutId: string,
    outcome: 'paid' | 'failed',
    occurredAt: string,
    invoice: { ref: string; number: string; amountCents: number; createdAt: string },
    eventId = `evt_${invoice.ref}_${outcome}_${occurredAt}`,
  ) {
    return {
      provider: 'local',
      eventId,
      type: outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
      occurredAt,
      checkoutId,
      invoice: {
        invoiceRef: invoice.ref,
        subscriptionRef: `sub_${checkoutId}`,
        number: invoice.number,
        amountCents: invoice.amountCents,
        currency: 'usd',
        status: outcome === 'paid' ? 'paid' : 'open',
        createdAt: invoice.createdAt,
        ...(outcome === 'paid' ? { paidAt: occurredAt } : {}),
        url: `https://receipts.example/${invoice.ref}`,
      },
    };
  }

  async function record(input: Record<string, unknown>): Promise<boolean> {
    const answer = await gateway.graphql<{
      payments: { recordBillingEvent: { recorded: boolean } };
    }>({ ...service, query: RECORD, variables: { input } });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.payments.recordBillingEvent.recorded;
  }

  async function billingOf(orderId: string, token = parentToken()): Promise<BillingData> {
    const answer = await gateway.graphql<{ order: { billing: BillingData } | null }>({
      token,
      query: BILLING,
      variables: { id: orderId },
    });
    const billing = answer.data?.order?.billing;
    if (!billing) throw new Error(JSON.stringify(answer));
    return billing;
  }

  /** A monthly subscription started now: created, first invoice paid. */
  async function startedMonthly() {
    const order = await paidOrder('monthly');
    const start = new Date();
    const end = new Date(start.getTime() + 30 * DAY);
    await record(
      subscriptionEvent(order.checkoutId, 'customer.subscription.created', at(start), {
        start,
        end,
      }),
    );
    await record(
      invoiceEvent(order.checkoutId, 'paid', at(start, 1), {
        ref: `in_${order.checkoutId}_1`,
        number: 'CB-TEST-0001',
        amountCents: order.amountCents,
        createdAt: at(start),
      }),
    );
    return { ...order, start, end };
  }

  it('a subscription created from checkout: plan, next renewal, auto-pay card and the first invoice', async () => {
    const order = await startedMonthly();
    const billing = await billingOf(order.orderId);
    expect(billing.subscription).toMatchObject({
      status: 'ACTIVE',
      interval: 'month',
      amountCents: 1500,
      nextRenewalAt: order.end.toISOString(),
      autoPay: true,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 },
      cancelAtPeriodEnd: false,
      endsAt: null,
    });
    expect(billing.notice).toBeNull();
    expect(billing.invoices).toEqual([
      expect.objectContaining({
        number: 'CB-TEST-0001',
        status: 'paid',
        url: `https://receipts.example/in_${order.checkoutId}_1`,
      }),
    ]);
  });

  it('a renewal paid advances the period and lists the new invoice first', async () => {
    const order = await startedMonthly();
    const next = new Date(order.end.getTime() + 30 * DAY);
    await record(
      invoiceEvent(order.checkoutId, 'paid', at(order.end), {
        ref: `in_${order.checkoutId}_2`,
        number: 'CB-TEST-0002',
        amountCents: 1500,
        createdAt: at(order.end),
      }),
    );
    await record(
      subscriptionEvent(order.checkoutId, 'customer.subscription.updated', at(order.end, 1), {
        start: order.end,
        end: next,
      }),
    );
    const billing = await billingOf(order.orderId);
    expect(billing.subscription?.nextRenewalAt).toBe(next.toISOString());
    expect(billing.invoices.map((invoice) => [invoice.number, invoice.status])).toEqual([
      ['CB-TEST-0002', 'paid'],
      ['CB-TEST-0001', 'paid'],
    ]);
  });

  it('a renewal that fails makes the order past due until a retry pays it', async () => {
    const order = await startedMonthly();
    const next = new Date(order.end.getTime() + 30 * DAY);
    const invoice = {
      ref: `in_${order.checkoutId}_2`,
      number: 'CB-TEST-0002',
      amountCents: 1500,
      createdAt: at(order.end),
    };
    await record(invoiceEvent(order.checkoutId, 'failed', at(order.end), invoice));
    await record(
      subscriptionEvent(order.checkoutId, 'customer.subscription.updated', at(order.end, 1), {
        status: 'past_due',
        start: order.end,
        end: next,
      }),
    );
    const pastDue = await billingOf(order.orderId);
    expect(pastDue.subscription).toMatchObject({
      status: 'PAST_DUE',
      pastDueSince: order.end.toISOString(),
    });
    expect(pastDue.notice).toEqual({
      kind: 'PAST_DUE',
      date: order.end.toISOString(),
      amountCents: 1500,
      currency: 'usd',
      cardExpiresFirst: false,
      respondBy: new Date(order.end.getTime() + 21 * DAY).toISOString(),
    });
    expect(pastDue.invoices[0]).toMatchObject({
      number: 'CB-TEST-0002',
      status: 'open',
      paidAt: null,
    });

    // A second failed attempt keeps the first due date, and tells the holder once (issue 33).
    await record(invoiceEvent(order.checkoutId, 'failed', at(order.end, 3 * DAY), invoice));
    expect((await billingOf(order.orderId)).notice?.date).toBe(order.end.toISOString());
    const told = await gateway.graphql<{
      me: { notifications: { kind: string; orderId: string }[] };
    }>({ token: parentToken(), query: '{ me { notifications { kind orderId } } }' });
    expect(
      told.data?.me.notifications.filter(
        (n) => n.orderId === order.orderId && n.kind === 'RENEWAL_FAILED',
      ),
    ).toHaveLength(1);

    await record(invoiceEvent(order.checkoutId, 'paid', at(order.end, 5 * DAY), invoice));
    const recovered = await billingOf(order.orderId);
    expect(recovered.subscription).toMatchObject({ status: 'ACTIVE', pastDueSince: null });
    expect(recovered.notice).toBeNull();
    expect(recovered.invoices.map((row) => [row.number, row.status])).toEqual([
      ['CB-TEST-0002', 'paid'],
      ['CB-TEST-0001', 'paid'],
    ]);
  });

  it('cancelling shows when the plan ends; the end of the period ends it', async () => {
    const order = await startedMonthly();
    await record(
      subscriptionEvent(order.checkoutId, 'customer.subscription.updated', at(order.start, 10), {
        start: order.start,
        end: order.end,
        cancelAtPeriodEnd: true,
      }),
    );
    const cancelled = await billingOf(order.orderId);
    expect(cancelled.subscription).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
      nextRenewalAt: null,
      autoPay: false,
      endsAt: order.end.toISOString(),
    });
    expect(cancelled.notice).toMatchObject({ kind: 'CANCELLED', date: order.end.toISOString() });

    await record(
      subscriptionEvent(order.checkoutId, 'customer.subscription.deleted', at(order.end), {
        status: 'canceled',
        start: order.start,
        end: order.end,
        cancelAtPeriodEnd: true,
        endedAt: at(order.end),
      }),
    );
    const ended = await billingOf(order.orderId);
    expect(ended.subscription).toMatchObject({
      status: 'CANCELED',
      cancelAtPeriodEnd: false,
      endsAt: order.end.toISOString(),
    });
    expect(ended.notice).toMatchObject({ kind: 'CANCELLED' });
  });

  it('a duplicated webhook records once; an older state arriving late changes nothing', async () => {
    const order = await startedMonthly();
    const renewal = invoiceEvent(order.checkoutId, 'paid', at(order.end), {
      ref: `in_${order.checkoutId}_2`,
      number: 'CB-TEST-0002',
      amountCents: 1500,
      createdAt: at(order.end),
    });
    expect(await record(renewal)).toBe(true);
    expect(await record(renewal)).toBe(false);
    expect(await record({ ...renewal })).toBe(false);
    expect((await billingOf(order.orderId)).invoices).toHaveLength(2);

    const next = new Date(order.end.getTime() + 30 * DAY);
    const newer = subscriptionEvent(
      order.checkoutId,
      'customer.subscription.updated',
      at(order.end, 1),
      {
        start: order.end,
        end: next,
        card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2041 },
      },
    );
    const older = subscriptionEvent(
      order.checkoutId,
      'customer.subscription.updated',
      at(order.start, 5),
      { start: order.start, end: order.end, cancelAtPeriodEnd: true },
    );
    expect(await record(newer)).toBe(true);
    expect(await record(older)).toBe(true);
    const billing = await billingOf(order.orderId);
    expect(billing.subscription).toMatchObject({
      nextRenewalAt: next.toISOString(),
      cancelAtPeriodEnd: false,
      card: { brand: 'mastercard', last4: '4444' },
    });
    // A failed attempt reported after the retry that paid it stays paid.
    await record(
      invoiceEvent(order.checkoutId, 'failed', at(order.end, -1000), {
        ref: `in_${order.checkoutId}_2`,
        number: 'CB-TEST-0002',
        amountCents: 1500,
        createdAt: at(order.end),
      }),
    );
    const after = await billingOf(order.orderId);
    expect(after.invoices[0]).toMatchObject({ number: 'CB-TEST-0002', status: 'paid' });
    expect(after.subscription?.status).toBe('ACTIVE');
  });

  it('events that arrive before the checkout is paid are kept for the order it makes', async () => {
    // The subscription event first, then the payment that creates the order.
    const started = await gateway.graphql<{ startOrderCheckout: { id: string } }>({
      token: parentToken(),
      query: `mutation($input: OrderCheckoutInput!) {
        startOrderCheckout(input: $input, idempotencyKey: "billing-suite-early-0001",
          agreement: ${agreementLiteral('annual')}) { id } }`,
      variables: {
        input: {
          planCode: 'annual',
          parentName: 'Jordan Rivera',
          phone: '+1 916 555 0142',
          dueDate: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
          shippingAddress: {
            line1: '2200 Capitol Ave',
            city: 'Sacramento',
            region: 'CA',
            postalCode: '95816',
            country: 'US',
          },
        },
      },
    });
    const checkoutId = started.data?.startOrderCheckout.id ?? '';
    const start = new Date();
    const end = new Date(start.getTime() + 365 * DAY);
    await record(
      subscriptionEvent(checkoutId, 'customer.subscription.created', at(start), { start, end }),
    );
    await gateway.graphql({
      ...service,
      query: `mutation($input: CompleteCheckoutInput!) {
        payments { completeCheckout(input: $input) { id } } }`,
      variables: {
        input: {
          checkoutId,
          provider: 'local',
          paymentRef: 'cs_local_early',
          amountCents: 17500,
          currency: 'usd',
        },
      },
    });
    const orderId = await orderOfCheckout(checkoutId);
    expect((await billingOf(orderId)).subscription).toMatchObject({
      status: 'ACTIVE',
      interval: 'year',
      nextRenewalAt: end.toISOString(),
    });
  });

  it('another parent reads nothing of it; only the service key records events', async () => {
    const order = await startedMonthly();
    const foreign = await gateway.graphql<{ order: unknown }>({
      token: otherToken(),
      query: BILLING,
      variables: { id: order.orderId },
    });
    expect(foreign.data?.order).toBeNull();
    expect(JSON.stringify(foreign)).not.toContain('CB-TEST-0001');
    const refused = await gateway.graphql({
      token: parentToken(),
      query: RECORD,
      variables: {
        input: invoiceEvent(order.checkoutId, 'paid', at(order.end), {
          ref: 'in_forged',
          number: 'CB-FORGED',
          amountCents: 0,
          createdAt: at(order.end),
        }),
      },
    });
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect((await billingOf(order.orderId)).invoices).toHaveLength(1);
  });

  it('refuses a card number and an unknown checkout with a clear answer', async () => {
    const order = await startedMonthly();
    const withNumber = subscriptionEvent(
      order.checkoutId,
      'customer.subscription.updated',
      at(order.start, 50),
      {
        start: order.start,
        end: order.end,
        card: { brand: 'visa', last4: '4242424242424242', expMonth: 1, expYear: 2040 },
      },
    );
    const refused = await gateway.graphql({
      ...service,
      query: RECORD,
      variables: { input: withNumber },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'input.subscription.card.last4' })],
    });
    const rows = await gateway.db.query<{ t: string }>(`select s::text as t from subscriptions s`);
    expect(rows.map((row) => row.t).join()).not.toContain('4242424242424242');
    const unknown = await gateway.graphql({
      ...service,
      query: RECORD,
      variables: {
        input: subscriptionEvent('chk_missing', 'customer.subscription.updated', at(order.start), {
          start: order.start,
          end: order.end,
        }),
      },
    });
    expect(unknown.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('announces an annual renewal 30 days ahead, and a monthly one 7 days ahead when the card expires first', async () => {
    const annual = await paidOrder('annual');
    const start = new Date();
    const end = new Date(start.getTime() + 365 * DAY);
    await record(
      subscriptionEvent(annual.checkoutId, 'customer.subscription.created', at(start), {
        start,
        end,
      }),
    );
    expect((await billingOf(annual.orderId)).notice).toBeNull();

    const setClock = (value: string | null) =>
      gateway.graphql<{ staff: { setLocalClock: string } }>({
        token: staffToken(),
        query: 'mutation($at: String) { staff { setLocalClock(at: $at) } }',
        variables: { at: value },
      });
    await setClock(at(end, -31 * DAY));
    expect((await billingOf(annual.orderId)).notice).toBeNull();
    await setClock(at(end, -30 * DAY));
    expect((await billingOf(annual.orderId)).notice).toMatchObject({
      kind: 'RENEWAL_SOON',
      date: end.toISOString(),
      amountCents: 17500,
      cardExpiresFirst: false,
    });

    const monthly = await paidOrder('monthly');
    // The card is good through this month; the renewal falls in a later one.
    const monthEnd = new Date(start.getTime() + 32 * DAY);
    const expiring = start;
    await record(
      subscriptionEvent(monthly.checkoutId, 'customer.subscription.created', at(start), {
        start,
        end: monthEnd,
        card: {
          brand: 'visa',
          last4: '1881',
          expMonth: expiring.getUTCMonth() + 1,
          expYear: expiring.getUTCFullYear(),
        },
      }),
    );
    await setClock(at(monthEnd, -8 * DAY));
    expect((await billingOf(monthly.orderId)).notice).toBeNull();
    await setClock(at(monthEnd, -7 * DAY));
    expect((await billingOf(monthly.orderId)).notice).toMatchObject({
      kind: 'RENEWAL_SOON',
      cardExpiresFirst: true,
    });
    const back = await setClock(null);
    expect(Math.abs(Date.parse(back.data?.staff.setLocalClock ?? '') - Date.now())).toBeLessThan(
      5000,
    );
    expect((await billingOf(monthly.orderId)).notice).toBeNull();
  });

  it('a gift pays its first year and says so before it ends', async () => {
    const { checkout, orderId } = await redeemedGift('annual', 'billing-suite-gift-0001');
    expect(checkout.amountCents).toBe(17_500);
    const monthly = await redeemedGift('monthly', 'billing-suite-gift-0002');
    // Twelve months of the monthly plan, paid once.
    expect(monthly.checkout.amountCents).toBe(18_000);
    const billing = await billingOf(orderId);
    expect(billing.subscription).toBeNull();
    const endsAt = Date.parse(billing.giftTerm?.endsAt ?? '');
    expect(endsAt - Date.now()).toBeGreaterThan(364 * DAY);
    expect(endsAt - Date.now()).toBeLessThan(367 * DAY);
    expect(billing.notice).toBeNull();
    await gateway.graphql({
      token: staffToken(),
      query: 'mutation($at: String) { staff { setLocalClock(at: $at) } }',
      variables: { at: new Date(endsAt - 29 * DAY).toISOString() },
    });
    expect((await billingOf(orderId)).notice).toMatchObject({
      kind: 'GIFT_TERM_ENDING',
      date: billing.giftTerm?.endsAt,
    });
  });

  it('the recipient continues a gift-paid child’s storage with their own card, first charged when the gift ends', async () => {
    const { orderId } = await redeemedGift('monthly', 'billing-suite-gift-0100');
    const giftEnd = (await billingOf(orderId)).giftTerm?.endsAt ?? '';

    const CONTINUE = `mutation($orderId: ID!, $key: String!) {
      startContinuationCheckout(orderId: $orderId, idempotencyKey: $key,
        agreement: ${agreementLiteral('monthly')}) {
        id kind status amountCents firstChargeAt continuesOrderId order { id } } }`;
    const begun = await gateway.graphql<{
      startContinuationCheckout: {
        id: string;
        kind: string;
        amountCents: number;
        firstChargeAt: string;
        continuesOrderId: string;
      };
    }>({
      token: parentToken(),
      query: CONTINUE,
      variables: { orderId, key: 'continue-key-0000001' },
    });
    const checkout = begun.data?.startContinuationCheckout;
    expect(checkout).toMatchObject({
      kind: 'CONTINUATION',
      amountCents: 1500,
      firstChargeAt: giftEnd,
      continuesOrderId: orderId,
    });
    // Another parent cannot continue it; an order a gift did not pay is not continued here.
    const foreign = await gateway.graphql({
      token: otherToken(),
      query: CONTINUE,
      variables: { orderId, key: 'continue-key-0000002' },
    });
    expect(foreign.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const own = await paidOrder('monthly');
    const notGift = await gateway.graphql({
      token: parentToken(),
      query: CONTINUE,
      variables: { orderId: own.orderId, key: 'continue-key-0000003' },
    });
    expect(notGift.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');

    // Nothing charged now: the provider's checkout completes at 0, then the trial subscription.
    const paid = await gateway.graphql({
      ...service,
      query: `mutation($input: CompleteCheckoutInput!) { payments { completeCheckout(input: $input) { id status } } }`,
      variables: {
        input: {
          checkoutId: checkout?.id,
          provider: 'local',
          paymentRef: 'cs_local_continue',
          amountCents: 0,
          currency: 'usd',
        },
      },
    });
    expect(paid.errors).toBeUndefined();
    const now = new Date();
    await record(
      subscriptionEvent(checkout?.id ?? '', 'customer.subscription.created', at(now), {
        status: 'trialing',
        start: now,
        end: new Date(giftEnd),
      }),
    );
    const billing = await billingOf(orderId);
    expect(billing.subscription).toMatchObject({
      status: 'ACTIVE',
      nextRenewalAt: giftEnd,
      autoPay: true,
    });
    expect(billing.giftTerm?.endsAt).toBe(giftEnd);
    // Continued: no "gift ending" notice even in its last month, and no second continuation.
    await gateway.graphql({
      token: staffToken(),
      query: 'mutation($at: String) { staff { setLocalClock(at: $at) } }',
      variables: { at: new Date(Date.parse(giftEnd) - 10 * DAY).toISOString() },
    });
    expect((await billingOf(orderId)).notice).toBeNull();
    const again = await gateway.graphql({
      token: parentToken(),
      query: CONTINUE,
      variables: { orderId, key: 'continue-key-0000004' },
    });
    expect(again.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
  });

  describe('one continuation per child (two tabs, a reload, a late payment)', () => {
    const CONTINUE = `mutation($orderId: ID!, $key: String!) {
      startContinuationCheckout(orderId: $orderId, idempotencyKey: $key,
        agreement: ${agreementLiteral('monthly')}) { id status } }`;
    const startContinuation = (orderId: string, key: string) =>
      gateway.graphql<{ startContinuationCheckout: { id: string; status: string } }>({
        token: parentToken(),
        query: CONTINUE,
        variables: { orderId, key },
      });
    const completeContinuation = (checkoutId: string) =>
      gateway.graphql<{ payments: { completeCheckout: { id: string; status: string } } }>({
        ...service,
        query: `mutation($input: CompleteCheckoutInput!) { payments { completeCheckout(input: $input) { id status } } }`,
        variables: {
          input: {
            checkoutId,
            provider: 'local',
            paymentRef: `cs_local_${checkoutId}`,
            amountCents: 0,
            currency: 'usd',
          },
        },
      });
    const refundReasonOf = async (checkoutId: string) =>
      (
        await gateway.db.query<{ status: string; refund_reason: string | null }>(
          'select status, refund_reason from checkouts where id = $1',
          [checkoutId],
        )
      )[0];

    it('answers every tab that continues the same child at once the one open checkout', async () => {
      const { orderId } = await redeemedGift('monthly', 'billing-suite-gift-0200');
      const answers = await Promise.all(
        [1, 2, 3].map((n) => startContinuation(orderId, `continue-tab-000000${n}`)),
      );
      const ids = new Set(answers.map((answer) => answer.data?.startContinuationCheckout.id));
      expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined, undefined]);
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      // A reload and a second click: the same checkout, so one subscription can start.
      expect(
        (await startContinuation(orderId, 'continue-reload-0001')).data?.startContinuationCheckout
          .id,
      ).toBe(id);
      expect((await completeContinuation(id ?? '')).data?.payments.completeCheckout.status).toBe(
        'PAID',
      );
      const after = await startContinuation(orderId, 'continue-after-00001');
      expect(after.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    });

    it('refunds a continuation paid when another already covers the child, and keeps the covering one', async () => {
      const { orderId } = await redeemedGift('monthly', 'billing-suite-gift-0201');
      const stale = (await startContinuation(orderId, 'continue-stale-00001')).data
        ?.startContinuationCheckout.id;
      // The tab stayed open until the provider could no longer open its free period: a new
      // start replaces it, and the old tab pays late.
      await gateway.db.query(
        "update checkouts set first_charge_at = now() + interval '1 day' where id = $1",
        [stale],
      );
      const fresh = (await startContinuation(orderId, 'continue-fresh-00001')).data
        ?.startContinuationCheckout.id;
      expect(fresh).not.toBe(stale);
      expect(await refundReasonOf(stale ?? '')).toEqual({
        status: 'REPLACED',
        refund_reason: null,
      });
      const paid = await completeContinuation(fresh ?? '');
      const late = await completeContinuation(stale ?? '');
      expect(paid.data?.payments.completeCheckout.status).toBe('PAID');
      expect(late.data?.payments.completeCheckout.status).toBe('REFUNDED');
      expect(await refundReasonOf(stale ?? '')).toEqual({
        status: 'REFUNDED',
        refund_reason: 'REPLACED',
      });

      // An open continuation the child no longer needs (a plan recorded by another path) is
      // refunded at completion, not attached: the child keeps the plan that covers it.
      const { orderId: second } = await redeemedGift('monthly', 'billing-suite-gift-0202');
      const open = (await startContinuation(second, 'continue-open-000001')).data
        ?.startContinuationCheckout.id;
      await gateway.db.query(
        `insert into checkouts (id, reference, kind, buyer_uid, idempotency_key, plan_code,
           amount_cents, currency, details, status, provider, payment_ref, order_id, paid_at,
           continues_order_id, first_charge_at)
         values ('chk_covering', 'CB-COVER1', 'CONTINUATION', $1, 'covering-key-000001',
           'monthly', 1500, 'usd', '{}'::jsonb, 'PAID', 'local', 'cs_covering', $2, now(), $2,
           now() + interval '30 days')`,
        [DEMO_PARENT.uid, second],
      );
      expect((await completeContinuation(open ?? '')).data?.payments.completeCheckout.status).toBe(
        'REFUNDED',
      );
      expect(await refundReasonOf(open ?? '')).toEqual({
        status: 'REFUNDED',
        refund_reason: 'ALREADY_COVERED',
      });
      const covering = await gateway.db.query<{ order_id: string }>(
        "select order_id from checkouts where id = 'chk_covering'",
      );
      expect(covering).toEqual([{ order_id: second }]);
    });
  });

  it('staff read a family’s billing state; the clock does not move in production', async () => {
    const order = await startedMonthly();
    const answer = await gateway.graphql<{
      staff: { order: { billing: Record<string, unknown> } };
    }>({
      token: staffToken(),
      query: `query($id: ID!) { staff { order(id: $id) { id billing {
        kind provider status interval amountCents nextRenewalAt cardBrand cardLast4 openInvoiceRef } } } }`,
      variables: { id: order.orderId },
    });
    expect(answer.data?.staff.order.billing).toEqual({
      kind: 'SUBSCRIPTION',
      provider: 'local',
      status: 'ACTIVE',
      interval: 'month',
      amountCents: 1500,
      nextRenewalAt: order.end.toISOString(),
      cardBrand: 'visa',
      cardLast4: '4242',
      openInvoiceRef: null,
    });
    const production = await startTestGateway(backend, {
      production: true,
      seed: false,
      paymentsServiceKey: SERVICE_KEY,
    });
    try {
      const refused = await production.graphql({
        token: staffToken(),
        query: 'mutation { staff { setLocalClock(at: "2030-01-01T00:00:00Z") } }',
      });
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    } finally {
      await production.close();
    }
  });

  /** The RENEWAL_FAILED notifications the demo parent holds for the order. */
  async function renewalFailures(orderId: string): Promise<number> {
    const told = await gateway.graphql<{
      me: { notifications: { kind: string; orderId: string }[] };
    }>({ token: parentToken(), query: '{ me { notifications { kind orderId } } }' });
    return (told.data?.me.notifications ?? []).filter(
      (n) => n.orderId === orderId && n.kind === 'RENEWAL_FAILED',
    ).length;
  }

  it('a payment_failed delivered after the invoice was paid leaves it paid, the plan active, and tells no one', async () => {
    const order = await startedMonthly();
    const renewal = {
      ref: `in_${order.checkoutId}_2`,
      number: 'CB-TEST-0002',
      amountCents: 1500,
      createdAt: at(order.end),
    };
    // The retry paid it an hour later; the failed attempt before it arrives last.
    await record(invoiceEvent(order.checkoutId, 'paid', at(order.end, 3_600_000), renewal));
    expect(await record(invoiceEvent(order.checkoutId, 'failed', at(order.end), renewal))).toBe(
      true,
    );
    // And one made in the same second as the payment, delivered after it.
    const sameSecond = invoiceEvent(order.checkoutId, 'failed', at(order.end, 3_600_000), renewal);
    expect(await record({ ...sameSecond, eventId: 'evt_same_second_failed' })).toBe(true);

    const billing = await billingOf(order.orderId);
    expect(billing.invoices[0]).toMatchObject({ number: 'CB-TEST-0002', status: 'paid' });
    expect(billing.invoices[0]?.paidAt).not.toBeNull();
    expect(billing.subscription).toMatchObject({ status: 'ACTIVE', pastDueSince: null });
    expect(billing.notice).toBeNull();
    expect(await renewalFailures(order.orderId)).toBe(0);
    const recorded = await gateway.db.query<{ n: number }>(
      `select count(*)::int as n from notifications where kind = 'RENEWAL_FAILED' and order_id = $1`,
      [order.orderId],
    );
    expect(recorded[0]?.n).toBe(0);
  });

  it.each(['keep first', 'cancel first'] as const)(
    'a cancel and a "keep my plan" in the same second end in the state read last from the provider (%s)',
    async (order) => {
      const started = await startedMonthly();
      const second = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000).toISOString();
      const state = (cancelAtPeriodEnd: boolean, readAfterMs: number) => ({
        ...subscriptionEvent(
          started.checkoutId,
          'customer.subscription.updated',
          second,
          { start: started.start, end: started.end, cancelAtPeriodEnd },
          `evt_${started.checkoutId}_${cancelAtPeriodEnd ? 'cancel' : 'keep'}`,
        ),
        // Both events carry the provider's one-second `created`; what orders them is when
        // each state was read from the provider.
        stateReadAt: at(new Date(second), readAfterMs),
      });
      const cancel = state(true, 200);
      const keep = state(false, 700);
      const delivered = order === 'keep first' ? [keep, cancel] : [cancel, keep];
      for (const event of delivered) expect(await record(event)).toBe(true);
      const billing = await billingOf(started.orderId);
      expect(billing.subscription).toMatchObject({
        status: 'ACTIVE',
        cancelAtPeriodEnd: false,
        nextRenewalAt: started.end.toISOString(),
      });
      expect(billing.notice).toBeNull();
    },
  );
});
