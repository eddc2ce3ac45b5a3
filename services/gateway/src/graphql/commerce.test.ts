import { DEMO_PARENT } from '../demo/demo-parent.js';
import { CHECKOUT_REFERENCE_PATTERN } from '../domain/checkout-reference.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { acceptedAgreement } from '../test-support/accepted-agreement.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const SERVICE_KEY = 'test-payments-service-key-0123456789';
const PLAN_FIELDS = 'code name priceCents currency interval description included';
const CHECKOUT_FIELDS = `id reference kind status amountCents currency createdAt paidAt
  plan { code name }
  orderDetails { parentName phone dueDate shippingAddress { line1 line2 city region postalCode country } }
  giftDetails { giverName recipientName recipientEmail message }
  order { id purchaserName childName dueDate stage plan { code } }
  giftCode giftRedeemed`;
const START_ORDER = `mutation StartOrder($input: OrderCheckoutInput!, $key: String!,
  $agreement: AgreementAcceptanceInput!) {
  startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { ${CHECKOUT_FIELDS} }
}`;
const START_GIFT = `mutation StartGift($input: GiftCheckoutInput!, $key: String!,
  $agreement: AgreementAcceptanceInput!) {
  startGiftCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { ${CHECKOUT_FIELDS} }
}`;
const READ_CHECKOUT = `query ReadCheckout($id: ID!) { checkout(id: $id) { ${CHECKOUT_FIELDS} } }`;
const COMPLETE = `mutation Complete($input: CompleteCheckoutInput!) {
  payments { completeCheckout(input: $input) { id status kind paidAt order { id } giftCode } }
}`;
const REDEEM = `mutation Redeem($code: String!) {
  redeemGift(code: $code) { id purchaserName childName dueDate stage plan { code } }
}`;
const MY_ORDERS = `query { me { orders { id stage plan { code } } } }`;

type CheckoutData = {
  id: string;
  reference: string;
  kind: string;
  status: string;
  amountCents: number;
  currency: string;
  paidAt: string | null;
  order: { id: string; purchaserName: string; childName: string | null; stage: string } | null;
  orderDetails: Record<string, unknown> | null;
  giftDetails: Record<string, unknown> | null;
  giftCode: string | null;
  giftRedeemed: boolean | null;
};

const parentToken = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan' });
const otherToken = () =>
  emulatorIdToken({ uid: 'other-parent', email: 'other.parent@example.com', name: 'Sam Other' });
const thirdToken = () =>
  emulatorIdToken({ uid: 'third-parent', email: 'third.parent@example.com', name: 'Alex Third' });
const unverifiedToken = () =>
  emulatorIdToken({ uid: 'new-parent', email: 'new.parent@example.com', emailVerified: false });

function dueDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const orderInput = (overrides: Record<string, unknown> = {}) => ({
  planCode: 'annual',
  parentName: 'Jordan Rivera',
  phone: '+1 916 555 0142',
  dueDate: dueDateIn(60),
  shippingAddress: {
    line1: '2200 Capitol Ave',
    line2: null,
    city: 'Sacramento',
    region: 'CA',
    postalCode: '95816',
    country: 'US',
  },
  ...overrides,
});

const giftInput = (overrides: Record<string, unknown> = {}) => ({
  planCode: 'monthly',
  giverName: 'Grandma Rose',
  recipientName: 'Jordan Rivera',
  recipientEmail: 'jordan@example.com',
  message: 'For the little one',
  ...overrides,
});

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${(keyCounter += 1)}-abcdef`;

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('commerce on %s', (backend) => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway(backend, { paymentsServiceKey: SERVICE_KEY });
  });
  afterEach(() => gateway.close());

  const startOrder = (input = orderInput(), key = newKey(), token: string | null = parentToken()) =>
    gateway.graphql<{ startOrderCheckout: CheckoutData }>({
      query: START_ORDER,
      variables: { input, key, agreement: acceptedAgreement(String(input.planCode)) },
      token,
    });
  const startGift = (input = giftInput(), key = newKey(), token: string | null = parentToken()) =>
    gateway.graphql<{ startGiftCheckout: CheckoutData }>({
      query: START_GIFT,
      variables: { input, key, agreement: acceptedAgreement(String(input.planCode)) },
      token,
    });
  const readCheckout = (id: string, token = parentToken()) =>
    gateway.graphql<{ checkout: CheckoutData | null }>({
      query: READ_CHECKOUT,
      variables: { id },
      token,
    });
  const complete = (
    checkout: { id: string; amountCents: number; currency: string },
    options: { headers?: Record<string, string>; token?: string; amountCents?: number } = {},
  ) =>
    gateway.graphql<{ payments: { completeCheckout: CheckoutData } }>({
      query: COMPLETE,
      variables: {
        input: {
          checkoutId: checkout.id,
          provider: 'local',
          paymentRef: `pay_${checkout.id}`,
          amountCents: options.amountCents ?? checkout.amountCents,
          currency: checkout.currency,
        },
      },
      headers: options.headers ?? { 'x-portal-service-key': SERVICE_KEY },
      ...(options.token ? { token: options.token } : {}),
    });
  const redeem = (code: string, token = otherToken()) =>
    gateway.graphql<{ redeemGift: { id: string; stage: string; childName: string | null } }>({
      query: REDEEM,
      variables: { code },
      token,
    });
  const myOrders = async (token = parentToken()) => {
    const answer = await gateway.graphql<{ me: { orders: { id: string; stage: string }[] } }>({
      query: MY_ORDERS,
      token,
    });
    return answer.data?.me.orders ?? [];
  };
  async function paidGift(): Promise<CheckoutData & { giftCode: string }> {
    const started = (await startGift()).data?.startGiftCheckout as CheckoutData;
    const paid = await complete(started);
    expect(paid.errors).toBeUndefined();
    const read = (await readCheckout(started.id)).data?.checkout as CheckoutData;
    expect(read.giftCode).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    return read as CheckoutData & { giftCode: string };
  }

  describe('plans', () => {
    it('lists the catalogue without signing in, in the bank’s order', async () => {
      const answer = await gateway.graphql<{ plans: Record<string, unknown>[] }>({
        query: `query Plans { plans { ${PLAN_FIELDS} } }`,
      });
      expect(answer.status).toBe(200);
      expect(answer.errors).toBeUndefined();
      const plans = answer.data?.plans ?? [];
      expect(plans.map((plan) => plan['code'])).toEqual(['annual', 'monthly']);
      expect(plans[0]).toMatchObject({
        name: 'Annual storage',
        priceCents: 17_500,
        currency: 'usd',
        interval: 'year',
      });
      for (const plan of plans) {
        expect(String(plan['description']).length).toBeGreaterThan(10);
        expect((plan['included'] as string[]).length).toBeGreaterThanOrEqual(3);
      }
    });

    it('reads one plan without signing in (fragments too), null for an unknown code', async () => {
      const answer = await gateway.graphql<{ plan: { code: string } | null; none: null }>({
        query: `query Plan { plan(code: "monthly") { ...PlanFields } none: plan(code: "gold") { code } }
          fragment PlanFields on Plan { code priceCents }`,
        headers: { authorization: 'Bearer ' },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ plan: { code: 'monthly', priceCents: 1500 }, none: null });
    });

    it('is readable by a signed-in account, verified or not', async () => {
      for (const token of [parentToken(), unverifiedToken()]) {
        const answer = await gateway.graphql({ query: '{ plans { code } }', token });
        expect(answer.errors).toBeUndefined();
      }
    });

    it('opens nothing else without a token: anything beside the plans is refused before validation', async () => {
      for (const query of [
        '{ plans { code } me { id } }',
        '{ ... on Query { me { id } } }',
        '{ plans { code } ...Me } fragment Me on Query { me { id } }',
        'query { checkout(id: "x") { id } }',
        'mutation { startGiftCheckout(input: {}, idempotencyKey: "x") { id } }',
        'subscription { pickupChanged(orderId: "x") { orderId } }',
        '{ plans { code ',
      ]) {
        const answer = await gateway.graphql({ query });
        expect(answer.status).toBe(401);
        expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      }
    });

    it('still checks a token that is sent (a bad one is refused, even for the plans)', async () => {
      const answer = await gateway.graphql({
        query: '{ plans { code } }',
        headers: { authorization: 'Bearer not-a-jwt' },
      });
      expect(answer.status).toBe(401);
    });
  });

  describe('starting a checkout', () => {
    it('starts an OPEN order checkout at the plan’s price, with what was typed', async () => {
      const answer = await startOrder();
      expect(answer.errors).toBeUndefined();
      const checkout = answer.data?.startOrderCheckout as CheckoutData;
      expect(checkout).toMatchObject({
        kind: 'ORDER',
        status: 'OPEN',
        amountCents: 17_500,
        currency: 'usd',
        paidAt: null,
        order: null,
        giftDetails: null,
        giftCode: null,
        giftRedeemed: null,
      });
      expect(checkout.reference).toMatch(CHECKOUT_REFERENCE_PATTERN);
      expect(checkout.orderDetails).toMatchObject({
        parentName: 'Jordan Rivera',
        shippingAddress: { city: 'Sacramento', country: 'US', line2: null },
      });
    });

    it('answers every invalid field with the rules’ messages (BAD_USER_INPUT, extensions.fields)', async () => {
      const answer = await startOrder(
        orderInput({
          parentName: ' ',
          phone: '12',
          dueDate: dueDateIn(400),
          shippingAddress: { ...orderInput().shippingAddress, country: 'FR', city: '' },
        }),
        'short',
      );
      const error = answer.errors?.[0];
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
      const fields = (error?.extensions?.['fields'] as { field: string; message: string }[]).map(
        (problem) => problem.field,
      );
      expect(fields).toEqual(
        expect.arrayContaining([
          'idempotencyKey',
          'input.parentName',
          'input.phone',
          'input.shippingAddress.city',
          'input.shippingAddress.country',
        ]),
      );
      expect(error?.message).toContain('Your full name is required.');
      expect(error?.message).toContain('We ship collection kits to the United States and Canada');
    });

    it('checks the due date window (within the next 42 weeks)', async () => {
      const answer = await startOrder(orderInput({ dueDate: dueDateIn(400) }));
      expect(answer.errors?.[0]?.extensions?.['fields']).toMatchObject([
        { field: 'input.dueDate', message: 'The due date must be within the next 42 weeks.' },
      ]);
    });

    it('checks a gift’s fields', async () => {
      const answer = await startGift(giftInput({ recipientEmail: 'not-an-email' }));
      expect(answer.errors?.[0]?.extensions?.['fields']).toMatchObject([
        {
          field: 'input.recipientEmail',
          message: "Enter the recipient's email address in the form name@example.com.",
        },
      ]);
    });

    it('answers NOT_FOUND for an unknown plan', async () => {
      const answer = await startOrder(orderInput({ planCode: 'gold' }));
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    });

    it('answers the same checkout for the same idempotency key (one checkout)', async () => {
      const key = newKey();
      const [first, second] = await Promise.all([
        startOrder(orderInput(), key),
        startOrder(orderInput(), key),
      ]);
      const third = await startOrder(orderInput(), key);
      const ids = [first, second, third].map((answer) => answer.data?.startOrderCheckout.id);
      expect(ids[0]).toBeDefined();
      expect(new Set(ids).size).toBe(1);
      // Every checkout of the buyer's but the demo's seeded storage plans (chk_demo_*).
      const rows = await gateway.db.query(
        `select id from checkouts where buyer_uid = $1 and id not like 'chk_demo_%'`,
        [DEMO_PARENT.uid],
      );
      expect(rows).toHaveLength(1);
      // Another parent's same key is theirs alone.
      const other = await startOrder(orderInput(), key, otherToken());
      expect(other.data?.startOrderCheckout.id).not.toBe(ids[0]);
    });

    it('needs a signed-in account with a verified email', async () => {
      const anonymous = await startOrder(orderInput(), newKey(), null);
      expect(anonymous.status).toBe(401);
      const unverified = await startGift(giftInput(), newKey(), unverifiedToken());
      expect(unverified.errors?.[0]?.extensions?.['code']).toBe('EMAIL_NOT_VERIFIED');
    });
  });

  describe('reading a checkout', () => {
    it('answers the owner, and null to another parent (as for one that does not exist)', async () => {
      const started = (await startOrder()).data?.startOrderCheckout as CheckoutData;
      expect((await readCheckout(started.id)).data?.checkout?.id).toBe(started.id);
      const other = await readCheckout(started.id, otherToken());
      expect(other.errors).toBeUndefined();
      expect(other.data?.checkout).toBeNull();
      expect((await readCheckout('chk_nope')).data?.checkout).toBeNull();
    });
  });

  describe('completing a checkout (the payment service)', () => {
    it('creates the order once, as the buyer’s last order, however often it is called', async () => {
      const before = await myOrders();
      const started = (await startOrder()).data?.startOrderCheckout as CheckoutData;
      const [first, second] = await Promise.all([complete(started), complete(started)]);
      const third = await complete(started);
      for (const answer of [first, second, third]) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.payments.completeCheckout).toMatchObject({
          id: started.id,
          status: 'PAID',
          // The service is not the buyer: it never reads the order or a gift code.
          order: null,
          giftCode: null,
        });
      }
      const after = await myOrders();
      expect(after).toHaveLength(before.length + 1);
      const read = (await readCheckout(started.id)).data?.checkout as CheckoutData;
      expect(read.status).toBe('PAID');
      expect(read.paidAt).not.toBeNull();
      expect(read.order).toMatchObject({
        purchaserName: 'Jordan Rivera',
        childName: null,
        stage: 'KIT_SHIPPED',
      });
      expect(after.at(-1)).toMatchObject({ id: read.order?.id, stage: 'KIT_SHIPPED' });
      // What the parent typed never reaches the logs.
      expect(gateway.logs.text()).not.toMatch(/Jordan Rivera|Capitol|Sacramento|916 555/);
    });

    it('refuses an amount or a currency other than the checkout’s', async () => {
      const started = (await startOrder()).data?.startOrderCheckout as CheckoutData;
      const wrong = await complete(started, { amountCents: 100 });
      expect(wrong.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(wrong.errors?.[0]?.extensions?.['fields']).toEqual([
        expect.objectContaining({ field: 'input.amountCents' }),
      ]);
      const currency = await complete({ ...started, currency: 'eur' });
      expect(currency.errors?.[0]?.extensions?.['fields']).toEqual([
        expect.objectContaining({ field: 'input.currency' }),
      ]);
      expect((await readCheckout(started.id)).data?.checkout?.status).toBe('OPEN');
    });

    it('is FORBIDDEN without the service key (a parent, a wrong key, no key configured)', async () => {
      const started = (await startOrder()).data?.startOrderCheckout as CheckoutData;
      const attempts = [
        await complete(started, { headers: {}, token: parentToken() }),
        await complete(started, { headers: { 'x-portal-service-key': 'wrong-key-0123456789' } }),
        await complete(started, { headers: {} }),
      ];
      for (const answer of attempts) {
        expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      }
      const unconfigured = await startTestGateway(backend, { db: gateway.db, seed: false });
      try {
        const answer = await unconfigured.graphql({
          query: COMPLETE,
          variables: {
            input: {
              checkoutId: started.id,
              provider: 'local',
              paymentRef: 'pay_x',
              amountCents: started.amountCents,
              currency: 'usd',
            },
          },
          headers: { 'x-portal-service-key': '' },
        });
        expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      } finally {
        await unconfigured.closeEvents();
      }
      expect((await readCheckout(started.id)).data?.checkout?.status).toBe('OPEN');
    });

    it('answers NOT_FOUND for an unknown checkout', async () => {
      const answer = await complete({ id: 'chk_nope', amountCents: 1, currency: 'usd' });
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    });
  });

  describe('one order in progress per parent (two tabs, a reload, a second click)', () => {
    const openCheckoutsOf = async (uid: string) =>
      gateway.db.query<{ id: string }>(
        "select id from checkouts where buyer_uid = $1 and kind = 'ORDER' and status = 'OPEN'",
        [uid],
      );

    it('answers the open checkout to every tab that starts the same order at once', async () => {
      const answers = await Promise.all([1, 2, 3, 4].map(() => startOrder()));
      const ids = answers.map((answer) => {
        expect(answer.errors).toBeUndefined();
        return answer.data?.startOrderCheckout.id;
      });
      expect(new Set(ids).size).toBe(1);
      expect(await openCheckoutsOf(DEMO_PARENT.uid)).toEqual([{ id: ids[0] }]);
      // A reload (a new key), the same order: still the same checkout, so one payment.
      expect((await startOrder()).data?.startOrderCheckout.id).toBe(ids[0]);
      // Once paid, the next order is another child's: a new checkout.
      await complete((await readCheckout(ids[0] ?? '')).data?.checkout as CheckoutData);
      const next = (await startOrder()).data?.startOrderCheckout;
      expect(next?.id).not.toBe(ids[0]);
      expect(next?.status).toBe('OPEN');
    });

    it('replaces the open checkout when the order changes; a late payment of the old one is refunded and makes no order', async () => {
      const before = await myOrders();
      const first = (await startOrder()).data?.startOrderCheckout as CheckoutData;
      const changed = (await startOrder(orderInput({ planCode: 'monthly' }))).data
        ?.startOrderCheckout as CheckoutData;
      expect(changed.id).not.toBe(first.id);
      expect((await readCheckout(first.id)).data?.checkout?.status).toBe('REPLACED');
      expect(await openCheckoutsOf(DEMO_PARENT.uid)).toEqual([{ id: changed.id }]);

      // Both tabs paid: the new checkout makes the order, the replaced one is refunded.
      const current = await complete(changed);
      const late = await complete(first);
      expect(current.data?.payments.completeCheckout.status).toBe('PAID');
      expect(late.errors).toBeUndefined();
      expect(late.data?.payments.completeCheckout).toMatchObject({
        id: first.id,
        status: 'REFUNDED',
      });
      // A retried webhook of the refunded payment records nothing more.
      expect((await complete(first)).data?.payments.completeCheckout.status).toBe('REFUNDED');
      const read = await gateway.graphql<{ checkout: { refundReason: string; order: null } }>({
        token: parentToken(),
        query: 'query($id: ID!) { checkout(id: $id) { refundReason order { id } } }',
        variables: { id: first.id },
      });
      expect(read.data?.checkout).toEqual({ refundReason: 'REPLACED', order: null });
      expect(await myOrders()).toHaveLength(before.length + 1);
    });

    it('keeps a replaced checkout the parent paid when the newer one was not: one order, one charge', async () => {
      const before = await myOrders();
      const first = (await startOrder()).data?.startOrderCheckout as CheckoutData;
      const changed = (await startOrder(orderInput({ planCode: 'monthly' }))).data
        ?.startOrderCheckout as CheckoutData;
      // Only the first tab's payment page was used: it stands, and the newer one can no longer be paid.
      expect((await complete(first)).data?.payments.completeCheckout.status).toBe('PAID');
      expect((await readCheckout(changed.id)).data?.checkout?.status).toBe('REPLACED');
      expect((await complete(changed)).data?.payments.completeCheckout.status).toBe('REFUNDED');
      expect(await myOrders()).toHaveLength(before.length + 1);
    });

    it('pays one and refunds the other when both tabs’ payments complete at the same instant', async () => {
      const before = await myOrders();
      const first = (await startOrder()).data?.startOrderCheckout as CheckoutData;
      const changed = (await startOrder(orderInput({ planCode: 'monthly' }))).data
        ?.startOrderCheckout as CheckoutData;
      const answers = await Promise.all([complete(first), complete(changed)]);
      expect(answers.map((answer) => answer.data?.payments.completeCheckout.status).sort()).toEqual(
        ['PAID', 'REFUNDED'],
      );
      expect(await myOrders()).toHaveLength(before.length + 1);
    });

    it('keeps one open order checkout per parent in the database, whatever inserts it', async () => {
      const open = (await startOrder()).data?.startOrderCheckout as CheckoutData;
      await expect(
        gateway.db.query(
          `insert into checkouts (id, reference, kind, buyer_uid, idempotency_key, plan_code,
             amount_cents, currency, details)
           values ('chk_second', 'CB-SECOND', 'ORDER', $1, 'another-key-0000001', 'annual', 17500,
             'usd', '{}'::jsonb)`,
          [DEMO_PARENT.uid],
        ),
      ).rejects.toThrow(/checkouts_one_open_order/);
      expect(await openCheckoutsOf(DEMO_PARENT.uid)).toEqual([{ id: open.id }]);
    });
  });

  describe('gifts', () => {
    it('gives the code to the giver only, once paid', async () => {
      const started = (await startGift()).data?.startGiftCheckout as CheckoutData;
      expect(started).toMatchObject({ kind: 'GIFT', giftCode: null, giftRedeemed: false });
      expect(started.giftDetails).toMatchObject({ giverName: 'Grandma Rose' });
      await complete(started);
      await complete(started);
      const read = (await readCheckout(started.id)).data?.checkout as CheckoutData;
      expect(read.giftCode).toMatch(/^GIFT-/);
      expect(read.order).toBeNull();
      const gifts = await gateway.db.query('select id from gifts where checkout_id = $1', [
        started.id,
      ]);
      expect(gifts).toHaveLength(1);
      expect((await readCheckout(started.id, otherToken())).data?.checkout).toBeNull();
    });

    it('redeems once into a new order of the redeemer, then refuses everyone else', async () => {
      const gift = await paidGift();
      const before = await myOrders(otherToken());
      // Typed loosely: lower case, spaces, no prefix.
      const typed = gift.giftCode.slice(5).toLowerCase().replace(/-/g, ' ');
      const redeemed = await redeem(typed);
      expect(redeemed.errors).toBeUndefined();
      expect(redeemed.data?.redeemGift).toMatchObject({
        purchaserName: 'Sam Other',
        childName: null,
        dueDate: null,
        stage: 'KIT_SHIPPED',
        plan: { code: 'monthly' },
      });
      const after = await myOrders(otherToken());
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)?.id).toBe(redeemed.data?.redeemGift.id);
      // The same parent again: the same order.
      expect((await redeem(gift.giftCode)).data?.redeemGift.id).toBe(redeemed.data?.redeemGift.id);
      const again = await redeem(gift.giftCode, thirdToken());
      expect(again.errors?.[0]).toMatchObject({
        message: 'This gift code has already been redeemed.',
        extensions: { code: 'CONFLICT' },
      });
      const read = (await readCheckout(gift.id)).data?.checkout as CheckoutData;
      expect(read.giftRedeemed).toBe(true);
    });

    it('refuses the giver, an unknown code, a malformed one, an unverified account', async () => {
      const gift = await paidGift();
      const own = await redeem(gift.giftCode, parentToken());
      expect(own.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
      const unknown = await redeem('GIFT-AAAA-BBBB-CCCC');
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'We could not find a gift with that code.',
        extensions: { code: 'NOT_FOUND' },
      });
      const malformed = await redeem('hello');
      expect(malformed.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'code', message: expect.stringContaining('GIFT-ABCD-EFGH-JKMN') }],
      });
      const unverified = await redeem(gift.giftCode, unverifiedToken());
      expect(unverified.errors?.[0]?.extensions?.['code']).toBe('EMAIL_NOT_VERIFIED');
      const anonymous = await gateway.graphql({
        query: REDEEM,
        variables: { code: gift.giftCode },
      });
      expect(anonymous.status).toBe(401);
      expect((await readCheckout(gift.id)).data?.checkout?.giftRedeemed).toBe(false);
    });

    it('makes one order when two parents redeem the same code at once', async () => {
      const gift = await paidGift();
      const answers = await Promise.all([
        redeem(gift.giftCode, otherToken()),
        redeem(gift.giftCode, thirdToken()),
      ]);
      const succeeded = answers.filter((answer) => answer.data?.redeemGift);
      expect(succeeded).toHaveLength(1);
      expect(
        answers.filter((answer) => answer.errors?.[0]?.extensions?.['code'] === 'CONFLICT'),
      ).toHaveLength(1);
      const orders = await gateway.db.query(
        `select id from orders where owner_uid in ('other-parent', 'third-parent')`,
      );
      expect(orders).toHaveLength(1);
    });
  });
});
