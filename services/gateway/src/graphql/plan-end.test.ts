/**
 * A released or transferred unit ends its storage plan at the end of the period paid for (issue
 * 49), on each backend: the plan end is recorded once, in the transaction that completes the
 * request (no other step records it); from then on the family's billing never shows a renewal
 * and says why, a guardian still sees no billing, the functions service lists it until the
 * provider's own state ends the plan (again after a renewal that slipped through), and a
 * gift-paid child's storage is not continued.
 */
import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { acceptedAgreement, agreementLiteral } from '../test-support/accepted-agreement.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertGuardianPair, storeUnit } from '../test-support/fixtures.js';
import { RELEASE_DETAILS } from '../test-support/first-parent-world.js';
import { releaseStartFiles } from '../test-support/release-uploads.js';
import { staffToken } from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const SERVICE_KEY = 'plan-end-suite-service-key-0123456789';
const DAY = 86_400_000;
const service = { headers: { 'x-portal-service-key': SERVICE_KEY } };
const GUARDIAN = { uid: 'plan-end-guardian', email: 'sam.plan-end@example.com' };
const REVOKED = { uid: 'plan-end-revoked', email: 'robin.plan-end@example.com' };
const holder = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const stranger = () => emulatorIdToken({ uid: 'plan-end-stranger', email: 'x@example.com' });

const TRANSFER = {
  kind: 'TRANSFER',
  bankName: 'Northern Cord Bank',
  contactName: 'Lee Chen',
  address: RELEASE_DETAILS.address,
  phone: RELEASE_DETAILS.phone,
  email: 'intake@northern.example',
};

const BILLING = `query($id: ID!) { order(id: $id) { billing {
  subscription { status nextRenewalAt autoPay cancelAtPeriodEnd endsAt endReason }
  giftTerm { endsAt }
  planEnd { reason endsAt }
  notice { kind date }
} } }`;
const STAFF_BILLING = `query($id: ID!) { staff { order(id: $id) { billing {
  kind status nextRenewalAt cancelAtPeriodEnd endReason } } } }`;
const PENDING = `mutation { payments { pendingPlanEnds { reason requestedAt provider checkoutId
  subscriptionRef status currentPeriodStart currentPeriodEnd stateAt } } }`;
const MOVE = `mutation($input: StaffReleaseStatusInput!) { staff {
  setReleaseStatus(input: $input) { request { status } } } }`;
const RECORD = `mutation($input: BillingEventInput!) {
  payments { recordBillingEvent(input: $input) { recorded } } }`;
const COMPLETE = `mutation($input: CompleteCheckoutInput!) {
  payments { completeCheckout(input: $input) { id status refundReason } } }`;
const CONTINUE = `mutation($orderId: ID!, $key: String!) {
  startContinuationCheckout(orderId: $orderId, idempotencyKey: $key,
    agreement: ${agreementLiteral('monthly')}) { id status } }`;

interface Billing {
  subscription: {
    status: string;
    nextRenewalAt: string | null;
    autoPay: boolean;
    cancelAtPeriodEnd: boolean;
    endsAt: string | null;
    endReason: string | null;
  } | null;
  giftTerm: { endsAt: string } | null;
  planEnd: { reason: string; endsAt: string | null } | null;
  notice: { kind: string; date: string } | null;
}

interface Pending {
  reason: string;
  requestedAt: string;
  provider: string;
  checkoutId: string;
  subscriptionRef: string;
  status: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  stateAt: string;
}

type Answer = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.['code'];

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('the plan’s end after a release on %s', (backend) => {
  let gateway: TestGateway;
  let sequence = 0;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, { paymentsServiceKey: SERVICE_KEY });
  });
  afterAll(() => gateway.close());

  const next = () => (sequence += 1);
  const at = (date: Date, plusMs = 0) => new Date(date.getTime() + plusMs).toISOString();

  async function ok<T>(answer: Promise<Answer & { data?: T | null }>): Promise<T> {
    const { data, errors } = await answer;
    if (errors || !data) throw new Error(JSON.stringify(errors));
    return data;
  }

  const record = (input: Record<string, unknown>) =>
    ok(gateway.graphql({ ...service, query: RECORD, variables: { input } }));

  function subscriptionEvent(
    checkoutId: string,
    type: string,
    state: { start: Date; end: Date; status?: string; cancelAtPeriodEnd?: boolean },
    occurredAt: string,
  ) {
    return {
      provider: 'local',
      eventId: `evt_${checkoutId}_${next()}`,
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
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 },
      },
    };
  }

  /** A monthly plan the demo parent bought, its subscription started now (local provider). */
  async function subscribedOrder() {
    const n = next();
    const started = await ok<{ startOrderCheckout: { id: string; amountCents: number } }>(
      gateway.graphql({
        token: holder(),
        query: `mutation($input: OrderCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
          startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) {
            id amountCents } }`,
        variables: {
          agreement: acceptedAgreement('monthly'),
          key: `plan-end-suite-${backend}-${n}`,
          input: {
            planCode: 'monthly',
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
      }),
    );
    const checkoutId = started.startOrderCheckout.id;
    await ok(
      gateway.graphql({
        ...service,
        query: COMPLETE,
        variables: {
          input: {
            checkoutId,
            provider: 'local',
            paymentRef: `cs_local_plan_end_${n}`,
            amountCents: started.startOrderCheckout.amountCents,
            currency: 'usd',
          },
        },
      }),
    );
    const read = await ok<{ checkout: { order: { id: string } } }>(
      gateway.graphql({
        token: holder(),
        query: 'query($id: ID!) { checkout(id: $id) { order { id } } }',
        variables: { id: checkoutId },
      }),
    );
    const start = new Date();
    const end = new Date(start.getTime() + 30 * DAY);
    await record(
      subscriptionEvent(checkoutId, 'customer.subscription.created', { start, end }, at(start)),
    );
    return { checkoutId, orderId: read.checkout.order.id, start, end };
  }

  /** A monthly gift another account bought, redeemed by the demo parent: the child's order. */
  async function giftPaidOrder(): Promise<string> {
    const n = next();
    const giver = emulatorIdToken({ uid: `plan-end-giver-${n}`, email: `giver${n}@example.com` });
    const started = await ok<{ startGiftCheckout: { id: string; amountCents: number } }>(
      gateway.graphql({
        token: giver,
        query: `mutation($input: GiftCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
          startGiftCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) {
            id amountCents } }`,
        variables: {
          key: `plan-end-gift-${backend}-${n}`,
          agreement: acceptedAgreement('monthly'),
          input: {
            planCode: 'monthly',
            giverName: 'Grandma Rose',
            recipientName: 'Jordan Rivera',
            recipientEmail: DEMO_PARENT.email,
          },
        },
      }),
    );
    const { id, amountCents } = started.startGiftCheckout;
    await ok(
      gateway.graphql({
        ...service,
        query: COMPLETE,
        variables: {
          input: {
            checkoutId: id,
            provider: 'local',
            paymentRef: `cs_local_gift_${n}`,
            amountCents,
            currency: 'usd',
          },
        },
      }),
    );
    const code = await ok<{ checkout: { giftCode: string } }>(
      gateway.graphql({
        token: giver,
        query: 'query($id: ID!) { checkout(id: $id) { giftCode } }',
        variables: { id },
      }),
    );
    const redeemed = await ok<{ redeemGift: { id: string } }>(
      gateway.graphql({
        token: holder(),
        query: 'mutation($code: String!) { redeemGift(code: $code) { id } }',
        variables: { code: code.checkout.giftCode },
      }),
    );
    return redeemed.redeemGift.id;
  }

  const startRelease = async (
    orderId: string,
    input: Record<string, unknown> = RELEASE_DETAILS,
  ) => {
    await storeUnit(gateway.db, orderId);
    return ok(
      gateway.graphql({
        token: holder(),
        query: `mutation($orderId: ID!, $input: ReleaseRequestInput!) {
          startReleaseRequest(orderId: $orderId, input: $input) { id } }`,
        variables: {
          orderId,
          input: { ...(await releaseStartFiles(gateway, holder(), orderId)), ...input },
        },
      }),
    );
  };
  const staffMove = (orderId: string, status: string, extra: Record<string, string> = {}) =>
    gateway.graphql<{ staff: { setReleaseStatus: { request: { status: string } } } }>({
      token: staffToken(),
      query: MOVE,
      variables: { input: { orderId, status, ...extra } },
    });
  /** Approved, shipped: one step from completion. */
  async function shipped(orderId: string, input?: Record<string, unknown>) {
    await startRelease(orderId, input);
    await ok(staffMove(orderId, 'APPROVED'));
    await ok(staffMove(orderId, 'SHIPPED', { carrier: 'BioCourier', trackingRef: 'BC-7654321' }));
  }
  async function completed(orderId: string, input?: Record<string, unknown>) {
    await shipped(orderId, input);
    await ok(staffMove(orderId, 'COMPLETED'));
  }

  const billingOf = async (orderId: string, token = holder()) =>
    gateway.graphql<{ order: { billing: Billing | null } | null }>({
      token,
      query: BILLING,
      variables: { id: orderId },
    });
  const holderBilling = async (orderId: string) => {
    const billing = (await ok(billingOf(orderId))).order?.billing;
    if (!billing) throw new Error(`no billing for ${orderId}`);
    return billing;
  };
  const pending = async () =>
    (
      await ok<{ payments: { pendingPlanEnds: Pending[] } }>(
        gateway.graphql({ ...service, query: PENDING }),
      )
    ).payments.pendingPlanEnds;
  const planEndRows = (orderId: string) =>
    gateway.db.query<{ reason: string; requestedBy: string; releaseRequestId: string }>(
      `select reason, requested_by as "requestedBy", release_request_id as "releaseRequestId"
       from plan_ends where order_id = $1`,
      [orderId],
    );

  it('records the plan end once, when the request is completed; no other step records it', async () => {
    const { orderId, end } = await subscribedOrder();
    await shipped(orderId);
    // Approved and shipped: the plan still renews.
    expect(await planEndRows(orderId)).toEqual([]);
    expect((await holderBilling(orderId)).subscription).toMatchObject({
      nextRenewalAt: end.toISOString(),
      endReason: null,
    });
    const [first] = await gateway.db.query<{ id: string }>(
      'select id from release_requests where order_id = $1',
      [orderId],
    );
    await ok(staffMove(orderId, 'COMPLETED'));
    expect(await planEndRows(orderId)).toEqual([
      { reason: 'RELEASED', requestedBy: 'staff-member', releaseRequestId: first?.id },
    ]);
    // A retried completion finds nothing open and records nothing more.
    expect(codeOf(await staffMove(orderId, 'COMPLETED'))).toBe('NOT_FOUND');
    // No later request can start for a unit that left the bank: the first end stays.
    const again = await gateway.graphql({
      token: holder(),
      query: `mutation($orderId: ID!, $input: ReleaseRequestInput!) {
        startReleaseRequest(orderId: $orderId, input: $input) { id } }`,
      variables: {
        orderId,
        input: { ...(await releaseStartFiles(gateway, holder(), orderId)), ...TRANSFER },
      },
    });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(await planEndRows(orderId)).toEqual([
      { reason: 'RELEASED', requestedBy: 'staff-member', releaseRequestId: first?.id },
    ]);

    // A cancelled request ends nothing.
    const other = await subscribedOrder();
    await startRelease(other.orderId);
    await ok(staffMove(other.orderId, 'CANCELLED', { message: 'Asked by the family.' }));
    expect(await planEndRows(other.orderId)).toEqual([]);
    expect((await holderBilling(other.orderId)).subscription?.nextRenewalAt).toBe(
      other.end.toISOString(),
    );
  });

  it('the holder reads why the plan ends and when; a guardian no billing; staff what the provider holds', async () => {
    const { orderId, end } = await subscribedOrder();
    await insertGuardianPair(gateway.db, {
      orderId,
      holderUid: DEMO_PARENT.uid,
      current: GUARDIAN,
      revoked: REVOKED,
    });
    expect((await holderBilling(orderId)).planEnd).toBeNull();
    await completed(orderId, TRANSFER);
    const ends = end.toISOString();
    expect(await holderBilling(orderId)).toEqual({
      subscription: {
        status: 'ACTIVE',
        nextRenewalAt: null,
        autoPay: false,
        cancelAtPeriodEnd: true,
        endsAt: ends,
        endReason: 'TRANSFERRED',
      },
      giftTerm: null,
      planEnd: { reason: 'TRANSFERRED', endsAt: ends },
      notice: { kind: 'CANCELLED', date: ends },
    });
    // Billing stays with the holder: the guardian follows the child without it.
    const followed = await billingOf(orderId, emulatorIdToken(GUARDIAN));
    expect(followed.errors).toBeUndefined();
    expect(followed.data?.order).toEqual({ billing: null });
    const revoked = await billingOf(orderId, emulatorIdToken(REVOKED));
    expect(revoked.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ACCESS_REVOKED',
    });
    const foreign = await billingOf(orderId, stranger());
    expect(foreign.data?.order).toBeNull();
    expect(JSON.stringify(foreign)).not.toContain('TRANSFERRED');
    // Staff: the plan ends, and the provider has not been told yet.
    const staff = await ok<{ staff: { order: { billing: Record<string, unknown> } } }>(
      gateway.graphql({ token: staffToken(), query: STAFF_BILLING, variables: { id: orderId } }),
    );
    expect(staff.staff.order.billing).toEqual({
      kind: 'SUBSCRIPTION',
      status: 'ACTIVE',
      nextRenewalAt: null,
      cancelAtPeriodEnd: false,
      endReason: 'TRANSFERRED',
    });
  });

  it('lists the plan end for the functions service until the provider’s state ends the plan, again after a renewal', async () => {
    const { orderId, checkoutId, start, end } = await subscribedOrder();
    const subscriptionRef = `sub_${checkoutId}`;
    await completed(orderId);
    const listed = (await pending()).filter((plan) => plan.checkoutId === checkoutId);
    expect(listed).toEqual([
      {
        reason: 'RELEASED',
        requestedAt: expect.any(String),
        provider: 'local',
        checkoutId,
        subscriptionRef,
        status: 'active',
        currentPeriodStart: start.toISOString(),
        currentPeriodEnd: end.toISOString(),
        stateAt: start.toISOString(),
      },
    ]);
    const mine = () =>
      pending().then((all) => all.filter((plan) => plan.checkoutId === checkoutId));
    // Only the service's key reads the list.
    const refused = await gateway.graphql({ token: holder(), query: PENDING });
    expect(codeOf(refused)).toBe('FORBIDDEN');

    // The provider was told: its state ends the plan at the period's end.
    const told = new Date(Date.now() + 1_000);
    await record(
      subscriptionEvent(
        checkoutId,
        'customer.subscription.updated',
        { start, end, cancelAtPeriodEnd: true },
        at(told),
      ),
    );
    expect(await mine()).toEqual([]);

    // A renewal the provider made anyway (the family reactivated it in the provider's pages):
    // recorded as the provider says, never shown as renewing, and listed to be ended again.
    const renewedEnd = new Date(end.getTime() + 30 * DAY);
    await record(
      subscriptionEvent(
        checkoutId,
        'customer.subscription.updated',
        { start: end, end: renewedEnd },
        at(told, 1_000),
      ),
    );
    expect((await holderBilling(orderId)).subscription).toMatchObject({
      status: 'ACTIVE',
      nextRenewalAt: null,
      cancelAtPeriodEnd: true,
      endsAt: renewedEnd.toISOString(),
      endReason: 'RELEASED',
    });
    expect(await mine()).toEqual([
      expect.objectContaining({ currentPeriodEnd: renewedEnd.toISOString() }),
    ]);

    // Ended at the provider: nothing left to do, and the family reads why it ended.
    await record(
      subscriptionEvent(
        checkoutId,
        'customer.subscription.deleted',
        { start: end, end: renewedEnd, status: 'canceled' },
        at(told, 2_000),
      ),
    );
    expect(await mine()).toEqual([]);
    expect(await holderBilling(orderId)).toMatchObject({
      subscription: { status: 'CANCELED', nextRenewalAt: null, endReason: 'RELEASED' },
      planEnd: { reason: 'RELEASED' },
      notice: { kind: 'CANCELLED' },
    });
  });

  it('a gift-paid child’s storage is not continued: the continuation is refused, one paid late refunded', async () => {
    const orderId = await giftPaidOrder();
    const giftEnd = (await holderBilling(orderId)).giftTerm?.endsAt ?? '';
    // A continuation opened before the unit was released.
    const open = await ok<{ startContinuationCheckout: { id: string; status: string } }>(
      gateway.graphql({
        token: holder(),
        query: CONTINUE,
        variables: { orderId, key: `plan-end-continue-${backend}-1` },
      }),
    );
    await completed(orderId);
    expect(await holderBilling(orderId)).toEqual({
      subscription: null,
      giftTerm: { endsAt: giftEnd },
      planEnd: { reason: 'RELEASED', endsAt: giftEnd },
      notice: { kind: 'CANCELLED', date: giftEnd },
    });
    const refused = await gateway.graphql({
      token: holder(),
      query: CONTINUE,
      variables: { orderId, key: `plan-end-continue-${backend}-2` },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'PLAN_ENDED',
    });
    expect(refused.errors?.[0]?.message).toMatch(/released or transferred/);

    // Paid anyway in a tab opened before: refunded, and no plan attaches to the child.
    const checkoutId = open.startContinuationCheckout.id;
    const paid = await ok<{ payments: { completeCheckout: Record<string, unknown> } }>(
      gateway.graphql({
        ...service,
        query: COMPLETE,
        variables: {
          input: {
            checkoutId,
            provider: 'local',
            paymentRef: `cs_local_continue_${next()}`,
            amountCents: 0,
            currency: 'usd',
          },
        },
      }),
    );
    expect(paid.payments.completeCheckout).toEqual({
      id: checkoutId,
      status: 'REFUNDED',
      refundReason: 'PLAN_ENDED',
    });
    const now = new Date();
    await record(
      subscriptionEvent(
        checkoutId,
        'customer.subscription.created',
        { start: now, end: new Date(giftEnd), status: 'trialing' },
        at(now),
      ),
    );
    expect((await holderBilling(orderId)).subscription).toBeNull();
    expect((await pending()).some((plan) => plan.checkoutId === checkoutId)).toBe(false);
  });

  it('a continuation paid before the release is listed to end at its first charge', async () => {
    const orderId = await giftPaidOrder();
    const giftEnd = (await holderBilling(orderId)).giftTerm?.endsAt ?? '';
    const open = await ok<{ startContinuationCheckout: { id: string } }>(
      gateway.graphql({
        token: holder(),
        query: CONTINUE,
        variables: { orderId, key: `plan-end-continue-${backend}-3` },
      }),
    );
    const checkoutId = open.startContinuationCheckout.id;
    await ok(
      gateway.graphql({
        ...service,
        query: COMPLETE,
        variables: {
          input: {
            checkoutId,
            provider: 'local',
            paymentRef: `cs_local_continue_${next()}`,
            amountCents: 0,
            currency: 'usd',
          },
        },
      }),
    );
    const now = new Date();
    await record(
      subscriptionEvent(
        checkoutId,
        'customer.subscription.created',
        { start: now, end: new Date(giftEnd), status: 'trialing' },
        at(now),
      ),
    );
    await completed(orderId);
    expect((await holderBilling(orderId)).subscription).toMatchObject({
      nextRenewalAt: null,
      cancelAtPeriodEnd: true,
      endsAt: giftEnd,
      endReason: 'RELEASED',
    });
    expect((await pending()).filter((plan) => plan.checkoutId === checkoutId)).toEqual([
      expect.objectContaining({ status: 'trialing', currentPeriodEnd: giftEnd }),
    ]);
  });
});
