import { firebaseAccountDirectory } from '../auth/account-directory.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken, TEST_PROJECT_ID } from '../test-support/emulator-tokens.js';
import {
  auditRows,
  STAFF,
  STAFF_DOCUMENTS,
  staffToken,
  VALID_CERTIFICATE,
} from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const parentToken = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });

// Every staff operation, with variables that a staff member would get through with.
const OPERATIONS: [string, string, Record<string, unknown>][] = [
  ['parent', STAFF_DOCUMENTS.parent, { email: DEMO_PARENT.email }],
  ['pendingOrders', STAFF_DOCUMENTS.pendingOrders, { email: 'later@example.com' }],
  [
    'createOrder',
    STAFF_DOCUMENTS.createOrder,
    { input: { parentEmail: DEMO_PARENT.email, childName: 'New Rivera' } },
  ],
  [
    'advanceJourney',
    STAFF_DOCUMENTS.advanceJourney,
    { input: { orderId: DEMO_ORDER_IDS.baby, to: 'BIRTH_AND_PICKUP' } },
  ],
  [
    'setPickupStatus',
    STAFF_DOCUMENTS.setPickupStatus,
    { input: { orderId: DEMO_ORDER_IDS.baby, status: 'DISPATCHED' } },
  ],
  [
    'issueCertificate',
    STAFF_DOCUMENTS.issueCertificate,
    { input: { orderId: DEMO_ORDER_IDS.baby, ...VALID_CERTIFICATE } },
  ],
];

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  emulator.addAccount({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
});
afterAll(() => emulator.close());

describe.each(testBackends())('staff operations are for staff only, on %s', (backend) => {
  let gateway: TestGateway;
  const snapshot = () =>
    gateway.db.query(
      `select (select count(*)::int from orders) as orders,
         (select count(*)::int from staff_audit) as audits,
         (select string_agg(id || ':' || coalesce(collected_at::text, '-'), ',' order by id)
            from orders) as facts,
         (select count(*)::int from medical_forms) as forms`,
    );

  beforeAll(async () => {
    gateway = await startTestGateway(backend, {
      accounts: firebaseAccountDirectory({ projectId: TEST_PROJECT_ID }),
    });
  });
  afterAll(() => gateway.close());

  describe.each(OPERATIONS)('%s', (_name, query, variables) => {
    it('is refused without a token (UNAUTHENTICATED, HTTP 401) and changes nothing', async () => {
      const before = await snapshot();
      const answer = await gateway.graphql({ query, variables });
      expect(answer.status).toBe(401);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['a parent', parentToken, 'FORBIDDEN'],
      // Every field but a parent's own profile needs a verified email (verified-email.ts).
      [
        'a staff claim with an unverified email',
        () => staffToken({ emailVerified: false }),
        'EMAIL_NOT_VERIFIED',
      ],
      ['another role', () => staffToken({ customClaims: { role: 'admin' } }), 'FORBIDDEN'],
      [
        'a claim that is not the role',
        () => staffToken({ customClaims: { staff: true } }),
        'FORBIDDEN',
      ],
    ])('is refused to %s (%s) and changes nothing', async (_who, token, code) => {
      const before = await snapshot();
      const answer = await gateway.graphql({ query, variables, token: token() });
      expect(answer.status).toBe(200);
      expect(answer.data).toBeNull();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe(code);
      expect(answer.errors?.[0]?.path).toEqual(['staff']);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('answers a staff member, and the parents’ operations refuse them (STAFF_NOT_PARENT)', async () => {
    const found = await gateway.graphql({
      query: STAFF_DOCUMENTS.parent,
      variables: { email: DEMO_PARENT.email },
      token: staffToken(),
    });
    expect(found.errors).toBeUndefined();
    expect(found.data).toMatchObject({
      staff: { parent: { uid: DEMO_PARENT.uid, email: DEMO_PARENT.email } },
    });
    const asParent = await gateway.graphql({
      query: 'query($id: ID!) { order(id: $id) { id } me { orders { id } } }',
      variables: { id: DEMO_ORDER_IDS.baby },
      token: staffToken(),
    });
    expect(asParent.data).toBeNull();
    expect(asParent.errors?.map((error) => [error.path, error.extensions?.['code']])).toEqual([
      [['order'], 'STAFF_NOT_PARENT'],
      [['me'], 'STAFF_NOT_PARENT'],
    ]);
    expect((await auditRows(gateway.db)).at(-1)).toMatchObject({
      staffUid: STAFF.uid,
      operation: 'findParent',
      parentUid: DEMO_PARENT.uid,
    });
  });
});
