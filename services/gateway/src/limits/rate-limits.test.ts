import { RELEASE_DETAILS } from '../test-support/first-parent-world.js';
import type { Db } from '../db/db.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import { seedDemoData } from '../demo/seed-demo-data.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { agreementLiteral } from '../test-support/accepted-agreement.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import {
  startGatewayOverLoopback,
  type LoopbackAnswer,
  type LoopbackGateway,
} from '../test-support/gateway-over-loopback.js';
import { pickupInputAt } from '../test-support/pickup-input.js';
import { staffToken } from '../test-support/staff-support.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { RATE_LIMITS, type RateLimitName, type RateLimitTable } from './rate-limits.js';

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

/** Every limit at `perAccount` calls per account and `perAddress` per address, a minute each. */
function smallLimits(perAccount: number, perAddress: number, durationSeconds = 60) {
  const limit = {
    perAccount: { points: perAccount, durationSeconds },
    perAddress: { points: perAddress, durationSeconds },
  };
  return Object.fromEntries(
    Object.keys(RATE_LIMITS).map((name) => [name, limit]),
  ) as RateLimitTable;
}

let uids = 0;
/** A parent of its own for each use, so counts never carry over between tests. */
function parentToken(options: { emailVerified?: boolean } = {}) {
  uids += 1;
  const uid = `limited-parent-${uids}`;
  const email = `${uid}@example.com`;
  return { uid, email, token: emulatorIdToken({ uid, email, name: 'Pat Limited', ...options }) };
}
let addresses = 0;
/** A client address of its own (through the one trusted proxy's X-Forwarded-For). */
function clientAddress() {
  addresses += 1;
  return { 'x-forwarded-for': `198.51.100.7, 203.0.113.${addresses}` };
}

function dueDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const orderInput = {
  planCode: 'annual',
  parentName: 'Pat Limited',
  phone: '+1 916 555 0142',
  dueDate: dueDateIn(60),
  shippingAddress: {
    line1: '2200 Capitol Ave',
    city: 'Sacramento',
    region: 'CA',
    postalCode: '95816',
    country: 'US',
  },
};
const checkoutKey = () => `limits-${Math.random().toString(36).slice(2)}-key`;

interface LimitedOperation {
  title: string;
  limit: RateLimitName;
  token: () => string;
  query: string;
  variables?: () => Record<string, unknown>;
}

/** One call of each limited field (what the call does besides spending a point is its own). */
const OPERATIONS: LimitedOperation[] = [
  {
    title: 'CreateUser (before the email is verified too)',
    limit: 'createUser',
    token: () => {
      const { uid, email } = parentToken();
      return emulatorIdToken({ uid, email, emailVerified: false });
    },
    query: `mutation CreateUser($input: CreateUserInput!) { user { createUser(input: $input) { id } } }`,
  },
  {
    title: 'startOrderCheckout',
    limit: 'checkoutStart',
    token: () => parentToken().token,
    query: `mutation ($input: OrderCheckoutInput!, $key: String!) {
      startOrderCheckout(input: $input, idempotencyKey: $key,
        agreement: ${agreementLiteral('annual')}) { id } }`,
    variables: () => ({ input: orderInput, key: checkoutKey() }),
  },
  {
    title: 'startGiftCheckout',
    limit: 'checkoutStart',
    token: () => parentToken().token,
    query: `mutation ($key: String!) { startGiftCheckout(input: { planCode: "monthly",
      giverName: "Grandma Rose", recipientName: "Ana", recipientEmail: "ana@example.com" },
      idempotencyKey: $key, agreement: ${agreementLiteral('monthly')}) { id } }`,
    variables: () => ({ key: checkoutKey() }),
  },
  {
    title: 'redeemGift',
    limit: 'giftRedemption',
    token: () => parentToken().token,
    query: `mutation { redeemGift(code: "GIFT-AAAA-BBBB-CCCC") { id } }`,
  },
  {
    title: 'saveMedicalFormDraft',
    limit: 'draftSave',
    token: () => parentToken().token,
    query: `mutation { saveMedicalFormDraft(orderId: "ord_not_mine", baseVersion: 0, answers: {})
      { version } }`,
  },
  {
    title: 'requestPickup',
    limit: 'pickupRequest',
    token: () => parentToken().token,
    query: `mutation ($input: PickupInput!) { requestPickup(orderId: "ord_not_mine", input: $input)
      { status } }`,
    variables: () => ({ input: pickupInputAt(new Date()) }),
  },
  {
    title: 'cancelPickup',
    limit: 'pickupRequest',
    token: () => parentToken().token,
    query: `mutation { cancelPickup(orderId: "ord_not_mine") { status } }`,
  },
  {
    title: 'startReleaseRequest',
    limit: 'releaseRequest',
    token: () => parentToken().token,
    query: `mutation ($input: ReleaseRequestInput!) {
      startReleaseRequest(orderId: "ord_not_mine", input: $input) { status } }`,
    variables: () => ({ input: RELEASE_DETAILS }),
  },
  {
    title: 'cancelReleaseRequest',
    limit: 'releaseRequest',
    token: () => parentToken().token,
    query: `mutation { cancelReleaseRequest(orderId: "ord_not_mine") { status } }`,
  },
  {
    title: 'answerReleaseRequest',
    limit: 'releaseRequest',
    token: () => parentToken().token,
    query: `mutation { answerReleaseRequest(orderId: "ord_not_mine", message: "Added it.") { status } }`,
  },
  {
    title: 'family.invite',
    limit: 'familyInvite',
    token: () => parentToken().token,
    query: `mutation { family { invite(orderId: "ord_not_mine", email: "sam@example.com") { id } } }`,
  },
  {
    title: 'family.accept',
    limit: 'familyChange',
    token: () => parentToken().token,
    query: `mutation { family { accept(token: "not-a-token") { id } } }`,
  },
  {
    title: 'family.revoke',
    limit: 'familyChange',
    token: () => parentToken().token,
    query: `mutation { family { revoke(orderId: "ord_not_mine", uid: "someone") { members { uid } } } }`,
  },
  {
    title: 'family.leave',
    limit: 'familyChange',
    token: () => parentToken().token,
    query: `mutation { family { leave(orderId: "ord_not_mine") } }`,
  },
  {
    title: 'family.cancelInvitation',
    limit: 'familyChange',
    token: () => parentToken().token,
    query: `mutation { family { cancelInvitation(invitationId: "inv_nope") { members { uid } } } }`,
  },
  {
    title: 'staff parent (Query.staff)',
    limit: 'staffOperation',
    token: () => staffToken({ uid: parentToken().uid }),
    query: `query { staff { parent(email: "nobody@example.com") { uid } } }`,
  },
  {
    title: 'staff createOrder (Mutation.staff)',
    limit: 'staffOperation',
    token: () => staffToken({ uid: parentToken().uid }),
    query: `mutation { staff { createOrder(input: { parentEmail: "nobody@example.com",
      childName: "Kid" }) { id } } }`,
  },
  {
    title: 'staff advanceJourney (Mutation.staff)',
    limit: 'staffOperation',
    token: () => staffToken({ uid: parentToken().uid }),
    query: `mutation { staff { advanceJourney(input: { orderId: "ord_nope", to: LAB_PROCESSING })
      { id } } }`,
  },
];

/** The variables of a CreateUser call: the token's own id and email. */
function variablesFor(operation: LimitedOperation, token: string) {
  if (operation.limit !== 'createUser') return operation.variables?.() ?? {};
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    email: string;
  };
  return { input: { id: payload.sub, email: payload.email, name: 'Pat Limited' } };
}

function expectRateLimited(answer: LoopbackAnswer, maxSeconds: number) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors?.[0]).toMatchObject({
    message: 'Too many attempts. Please wait a minute and try again.',
  });
  // Exactly these: Yoga's `http` (status and header) stays out of the body.
  expect(answer.body.errors?.[0]?.extensions).toEqual({
    code: 'RATE_LIMITED',
    retryAfterSeconds: retryAfter,
  });
}

function expectNotLimited(answer: LoopbackAnswer) {
  expect(answer.status).toBeLessThan(429);
  expect((answer.body.errors ?? []).map((error) => error.extensions?.['code'])).not.toContain(
    'RATE_LIMITED',
  );
}

describe.each(testBackends())('rate limits on %s', (backend) => {
  let db: Db;
  /** Behind one trusted proxy: each test gives itself an address of its own. */
  let gateway: LoopbackGateway;
  beforeAll(async () => {
    db = await openTestDb(backend);
    await seedDemoData(db);
    gateway = await startGatewayOverLoopback(db, {
      rateLimits: smallLimits(2, 5),
      trustedProxies: 1,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await db.close();
  });

  it.each(OPERATIONS.map((operation) => [operation.title, operation] as const))(
    '%s: refused over its limit with 429, Retry-After, RATE_LIMITED and no data',
    async (_title, operation) => {
      const token = operation.token();
      const headers = clientAddress();
      const call = () =>
        gateway.post({
          query: operation.query,
          variables: variablesFor(operation, token),
          token,
          headers,
        });
      for (let n = 0; n < 2; n += 1) expectNotLimited(await call());
      expectRateLimited(await call(), 60);
      expectRateLimited(await call(), 60);
    },
  );

  it('refuses before the resolver does any work: no third checkout is made', async () => {
    const parent = parentToken();
    const headers = clientAddress();
    // Each start names another parent, so each makes a checkout of its own (the same order
    // again would be answered the open one).
    const start = (parentName: string) =>
      gateway.post({
        query: OPERATIONS[1]!.query,
        variables: { input: { ...orderInput, parentName }, key: checkoutKey() },
        token: parent.token,
        headers,
      });
    expect((await start('Jordan Rivera')).status).toBe(200);
    expect((await start('Jordan Rivers')).status).toBe(200);
    expectRateLimited(await start('Jordan Riviera'), 60);
    const rows = await db.query<{ count: number }>(
      'select count(*)::int as count from checkouts where buyer_uid = $1',
      [parent.uid],
    );
    expect(rows[0]?.count).toBe(2);
  });

  it('does not touch a second account when the first spent its own limit', async () => {
    const headers = clientAddress();
    const redeem = (token: string) => gateway.post({ query: OPERATIONS[3]!.query, token, headers });
    const first = parentToken().token;
    await redeem(first);
    await redeem(first);
    expectRateLimited(await redeem(first), 60);
    const second = parentToken().token;
    expectNotLimited(await redeem(second));
    expectNotLimited(await redeem(second));
    expectRateLimited(await redeem(first), 60);
  });

  it('counts every account calling from one address against that address', async () => {
    const headers = clientAddress();
    const cancel = (token: string) => gateway.post({ query: OPERATIONS[6]!.query, token, headers });
    // Five accounts, one call each: the address's 5 points.
    for (let n = 0; n < 5; n += 1) expectNotLimited(await cancel(parentToken().token));
    expectRateLimited(await cancel(parentToken().token), 60);
    // Another address is not affected; the limits are counted per limit, too.
    expectNotLimited(
      await gateway.post({
        query: OPERATIONS[6]!.query,
        token: parentToken().token,
        headers: clientAddress(),
      }),
    );
    expectNotLimited(
      await gateway.post({ query: OPERATIONS[3]!.query, token: parentToken().token, headers }),
    );
  });

  it('starts counting again when the window ends', async () => {
    const shortDb = db;
    const short = await startGatewayOverLoopback(shortDb, {
      rateLimits: smallLimits(1, 100, 1),
      trustedProxies: 1,
    });
    try {
      const { token } = parentToken();
      const headers = clientAddress();
      const redeem = () => short.post({ query: OPERATIONS[3]!.query, token, headers });
      expectNotLimited(await redeem());
      expectRateLimited(await redeem(), 1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expectNotLimited(await redeem());
    } finally {
      await short.close();
    }
  });

  it('ignores X-Forwarded-For without a trusted proxy: the socket address counts', async () => {
    const direct = await startGatewayOverLoopback(db, { rateLimits: smallLimits(100, 2) });
    try {
      const giftCall = (token: string, n: number) =>
        direct.post({
          query: OPERATIONS[3]!.query,
          token,
          headers: { 'x-forwarded-for': `192.0.2.${n}` },
        });
      expectNotLimited(await giftCall(parentToken().token, 1));
      expectNotLimited(await giftCall(parentToken().token, 2));
      expectRateLimited(await giftCall(parentToken().token, 3), 60);
    } finally {
      await direct.close();
    }
  });

  it('never refuses a parent typing the medical form, with the production limits', async () => {
    // The page saves 800 ms after the last keystroke, one save at a time, and at once again
    // when more was typed meanwhile: at most one save per keystroke. A fast typist, 12
    // keystrokes a second, each one a save, for a whole window, is within the budget...
    const draftBudget = RATE_LIMITS.draftSave.perAccount;
    expect(draftBudget.points).toBeGreaterThanOrEqual(12 * draftBudget.durationSeconds);
    // ...and half a minute of it, as fast as the gateway answers, is never refused.
    const typist = await startGatewayOverLoopback(db);
    try {
      const token = emulatorIdToken({
        uid: DEMO_PARENT.uid,
        email: DEMO_PARENT.email,
        name: DEMO_PARENT.displayName,
      });
      const typed = 'Jordan Rivera, 2200 Capitol Ave, Sacramento. No allergies to report. ';
      let version = 0;
      for (let n = 1; n <= 12 * 30; n += 1) {
        const answer = await typist.post({
          query: `mutation ($orderId: ID!, $baseVersion: Int!, $answers: JSONObject!) {
            saveMedicalFormDraft(orderId: $orderId, baseVersion: $baseVersion, answers: $answers)
            { version } }`,
          variables: {
            orderId: DEMO_ORDER_IDS.baby,
            baseVersion: version,
            answers: { mother: { fullName: typed.slice(0, 1 + (n % typed.length)) } },
          },
          token,
        });
        expect(answer.status).toBe(200);
        version = (answer.body.data?.['saveMedicalFormDraft'] as { version: number }).version;
      }
      expect(version).toBe(12 * 30);
    } finally {
      await typist.close();
    }
  }, 60_000);
});

// Two instances share counts only through a PostgreSQL server (PGlite has one process): skipped
// without DATABASE_URL, run in CI where a server answers on 127.0.0.1:5432.
const describeOnPostgres = testBackends().includes('postgres') ? describe : describe.skip; // skip reason: needs a PostgreSQL server (DATABASE_URL), as CI has

// Skipped (reason above) without DATABASE_URL; CI runs it.
// prettier-ignore
describeOnPostgres('rate limits shared by two gateways on PostgreSQL', () => { // skip reason: needs a PostgreSQL server (DATABASE_URL), as CI has
  let db: Db;
  let one: LoopbackGateway;
  let two: LoopbackGateway;
  beforeAll(async () => {
    db = await openTestDb('postgres');
    await seedDemoData(db);
    one = await startGatewayOverLoopback(db, {
      rateLimits: smallLimits(5, 1000),
      trustedProxies: 1,
    });
    two = await startGatewayOverLoopback(db, {
      rateLimits: smallLimits(5, 1000),
      trustedProxies: 1,
    });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await db.close();
  });

  it('counts the calls of one account on both instances together', async () => {
    const { token } = parentToken();
    const headers = clientAddress();
    const redeem = (gateway: LoopbackGateway) =>
      gateway.post({ query: OPERATIONS[3]!.query, token, headers });
    for (const gateway of [one, two, one, two, one]) expectNotLimited(await redeem(gateway));
    expectRateLimited(await redeem(two), 60);
    expectRateLimited(await redeem(one), 60);
  });

  it('lets exactly the limit through when calls race on both instances', async () => {
    const { token } = parentToken();
    const headers = clientAddress();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        (n % 2 ? one : two).post({ query: OPERATIONS[6]!.query, token, headers }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(19);
    for (const answer of answers) {
      if (answer.status !== 429) expectNotLimited(answer);
    }
  });
});
