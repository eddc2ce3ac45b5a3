import { pickupInputAt } from '../test-support/pickup-input.js';
import { firebaseAccountDirectory } from '../auth/account-directory.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken, TEST_PROJECT_ID } from '../test-support/emulator-tokens.js';
import {
  STAFF_DOCUMENTS,
  staffToken,
  VALID_CERTIFICATE,
  type StaffOrderData,
} from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// A fixed clock: every date rule below is relative to it.
const NOW = new Date('2026-06-01T12:00:00.000Z');

type Case = [field: string, input: Record<string, unknown>, message: string];

const CREATE_ORDER_CASES: Case[] = [
  ['input.parentEmail', { parentEmail: '  ' }, "The parent's email (parentEmail) is required."],
  [
    'input.parentEmail',
    { parentEmail: 'not-an-email' },
    "The parent's email (parentEmail) is not a valid address.",
  ],
  // An email without an account is no refusal: the order waits (staff-pending-orders.test.ts).
  [
    'input.parentEmail',
    { parentEmail: 'staff.two@bank.example' },
    'No parent account signs in with staff.two@bank.example (parentEmail).',
  ],
  ['input.childName', { childName: '' }, "The child's name (childName) is required."],
  [
    'input.childName',
    { childName: 'x'.repeat(201) },
    "The child's name (childName) must be at most 200 characters.",
  ],
  [
    'input.childName',
    { childName: 'Ba\u0007by' },
    "The child's name (childName) contains characters that are not allowed.",
  ],
  [
    'input.purchaserName',
    { purchaserName: 'y'.repeat(201) },
    "The purchaser's name (purchaserName) must be at most 200 characters.",
  ],
  [
    'input.dueDate',
    { dueDate: '2026-02-30' },
    'The due date (dueDate) must be a date written YYYY-MM-DD.',
  ],
  [
    'input.dueDate',
    { dueDate: '2027-03-29' },
    'The due date (dueDate) cannot be more than 300 days ahead.',
  ],
  [
    'input.dueDate',
    { dueDate: '2020-01-01' },
    'The due date (dueDate) cannot be more than 5 years in the past.',
  ],
  [
    'input.planCode',
    { planCode: 'lifetime' },
    'There is no plan "lifetime" (planCode): choose one of annual, monthly.',
  ],
  [
    'input.at',
    { at: '2026-05-01 06:30' },
    'When (at) must be a date and time written ISO 8601 with a time zone, e.g. 2026-05-01T06:30:00Z.',
  ],
  ['input.at', { at: '2026-06-01T13:00:00Z' }, 'When (at) cannot be in the future.'],
];

const CERTIFICATE_CASES: Case[] = [
  ['input.unitId', { unitId: ' ' }, 'The unit id (unitId) is required.'],
  [
    'input.unitId',
    { unitId: 'CBU 2026/1' },
    'The unit id (unitId) must be 3 to 40 letters, digits or dashes, e.g. CBU-2024-041-7731.',
  ],
  [
    'input.unitId',
    { unitId: 'C'.repeat(41) },
    'The unit id (unitId) must be at most 40 characters.',
  ],
  [
    'input.birthDate',
    { birthDate: '01/05/2026' },
    'The birth date (birthDate) must be a date written YYYY-MM-DD.',
  ],
  [
    'input.collectionDate',
    { collectionDate: '2026-13-01' },
    'The collection date (collectionDate) must be a date written YYYY-MM-DD.',
  ],
  [
    'input.collectionDate',
    { birthDate: '2026-05-20', collectionDate: '2026-05-19', processingDate: '2026-05-25' },
    'The collection date (collectionDate) cannot be before the birth date (birthDate).',
  ],
  [
    'input.processingDate',
    { processingDate: '2026-05-01' },
    'The processing date (processingDate) cannot be before the collection date (collectionDate).',
  ],
  [
    'input.processingDate',
    { processingDate: '2026-06-05' },
    'The processing date (processingDate) cannot be in the future.',
  ],
  ['input.lab', { lab: '' }, 'The lab (lab) is required.'],
  ['input.lab', { lab: 'L'.repeat(201) }, 'The lab (lab) must be at most 200 characters.'],
  [
    'input.tncCount',
    { tncCount: 0 },
    'The TNC count (tncCount) must be a positive number of cells x10^8.',
  ],
  [
    'input.cd34Count',
    { cd34Count: -1.5 },
    'The CD34+ count (cd34Count) must be a positive number of cells x10^6.',
  ],
  [
    'input.viabilityPercent',
    { viabilityPercent: 100.5 },
    'The viability (viabilityPercent) must be a percentage from 0 to 100.',
  ],
  [
    'input.viabilityPercent',
    { viabilityPercent: -0.1 },
    'The viability (viabilityPercent) must be a percentage from 0 to 100.',
  ],
  [
    'input.volumeMl',
    { volumeMl: 0 },
    'The volume (volumeMl) must be a positive number of millilitres.',
  ],
  ['input.storageSite', { storageSite: '' }, 'The storage site (storageSite) is required.'],
];

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  emulator.addAccount({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
  emulator.addAccount({
    uid: 'staff-two',
    email: 'staff.two@bank.example',
    customClaims: { role: 'staff' },
  });
});
afterAll(() => emulator.close());

describe.each(testBackends())('staff operations validate every field, on %s', (backend) => {
  let gateway: TestGateway;
  let readyOrder: string;
  let processedNoBirth: string;
  const counts = () =>
    gateway.db.query(
      `select (select count(*)::int from orders) as orders,
         (select count(*)::int from staff_audit) as audits,
         (select count(*)::int from certificates where status = 'ISSUED') as issued`,
    );

  async function run(operation: keyof typeof STAFF_DOCUMENTS, variables: Record<string, unknown>) {
    return gateway.graphql<{ staff: Record<string, StaffOrderData> }>({
      query: STAFF_DOCUMENTS[operation],
      variables,
      token: staffToken(),
    });
  }

  async function expectProblem(
    operation: keyof typeof STAFF_DOCUMENTS,
    variables: Record<string, unknown>,
    field: string,
    message: string,
  ) {
    const before = await counts();
    const answer = await run(operation, variables);
    expect(answer.data?.staff?.[operation] ?? null).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.['fields']).toEqual([{ field, message }]);
    expect(answer.errors?.[0]?.message).toBe(message);
    expect(await counts()).toEqual(before);
  }

  beforeAll(async () => {
    gateway = await startTestGateway(backend, {
      now: () => NOW,
      accounts: firebaseAccountDirectory({ projectId: TEST_PROJECT_ID }),
    });
    const created = await run('createOrder', {
      input: {
        parentEmail: DEMO_PARENT.email,
        childName: 'Lab Rivera',
        stage: 'CERTIFICATE_READY',
        at: '2026-05-10T08:00:00Z',
      },
    });
    readyOrder = created.data?.staff['createOrder']?.id ?? '';
    // At CERTIFICATE_READY through the courier's collection: the order has no birth date.
    await gateway.db.query(
      `insert into orders (id, owner_uid, purchaser_name, plan_code, kit_shipped_at,
         lab_processed_at) values ('ord_nobirth', $1, 'Jordan Rivera', 'annual', $2, $2)`,
      [DEMO_PARENT.uid, '2026-05-20T08:00:00Z'],
    );
    processedNoBirth = 'ord_nobirth';
  });
  afterAll(() => gateway.close());

  describe('createOrder', () => {
    it.each(CREATE_ORDER_CASES)('%s: %j', async (field, override, message) => {
      const input = { parentEmail: DEMO_PARENT.email, childName: 'New Rivera', ...override };
      await expectProblem('createOrder', { input }, field, message);
    });

    it('names every invalid field at once', async () => {
      const answer = await run('createOrder', {
        input: { parentEmail: 'x', childName: '', dueDate: 'soon', planCode: 'none' },
      });
      expect(
        (answer.errors?.[0]?.extensions?.['fields'] as { field: string }[]).map((p) => p.field),
      ).toEqual(['input.parentEmail', 'input.childName', 'input.dueDate', 'input.planCode']);
    });
  });

  describe('advanceJourney', () => {
    it.each<Case>([
      [
        'input.at',
        { at: 'yesterday' },
        'When (at) must be a date and time written ISO 8601 with a time zone, e.g. 2026-05-01T06:30:00Z.',
      ],
      ['input.at', { at: '2026-06-02T00:00:00+02:00' }, 'When (at) cannot be in the future.'],
      [
        'input.birthAt',
        { to: 'LAB_PROCESSING', birthAt: '2026-02-30T10:00:00Z' },
        'The birth (birthAt) must be a date and time written ISO 8601 with a time zone, e.g. 2026-05-01T06:30:00Z.',
      ],
      [
        'input.birthAt',
        { to: 'LAB_PROCESSING', birthAt: '2026-07-01T10:00:00Z' },
        'The birth (birthAt) cannot be in the future.',
      ],
      [
        'input.birthAt',
        { to: 'BIRTH_AND_PICKUP', birthAt: '2026-05-30T10:00:00Z' },
        'The birth (birthAt) can only be given when this move records it: moving from before BIRTH_AND_PICKUP to LAB_PROCESSING or CERTIFICATE_READY.',
      ],
      [
        'input.birthAt',
        { to: 'LAB_PROCESSING', at: '2026-05-30T10:00:00Z', birthAt: '2026-05-31T10:00:00Z' },
        'The birth (birthAt) cannot be after when the move happened (at).',
      ],
    ])('%s: %j', async (field, override, message) => {
      const input = { orderId: DEMO_ORDER_IDS.baby, to: 'BIRTH_AND_PICKUP', ...override };
      await expectProblem('advanceJourney', { input }, field, message);
    });

    it('refuses times before the last recorded step', async () => {
      // The demo's younger child: kit shipped 21 days before NOW.
      const shipped = new Date(NOW.getTime() - 21 * 86_400_000).toISOString();
      await expectProblem(
        'advanceJourney',
        {
          input: {
            orderId: DEMO_ORDER_IDS.baby,
            to: 'BIRTH_AND_PICKUP',
            at: '2026-05-01T00:00:00Z',
          },
        },
        'input.at',
        `When (at) cannot be before the order's last recorded step (${shipped}).`,
      );
      await expectProblem(
        'advanceJourney',
        {
          input: {
            orderId: DEMO_ORDER_IDS.baby,
            to: 'LAB_PROCESSING',
            birthAt: '2026-05-01T00:00:00Z',
          },
        },
        'input.birthAt',
        `The birth (birthAt) cannot be before the order's last recorded step (${shipped}).`,
      );
    });

    it('refuses an unknown stage before running (GraphQL enum)', async () => {
      const answer = await run('advanceJourney', {
        input: { orderId: DEMO_ORDER_IDS.baby, to: 'SHIPPED' },
      });
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/input\.to|"SHIPPED"/);
    });
  });

  describe('setPickupStatus', () => {
    it('validates when (at)', async () => {
      await expectProblem(
        'setPickupStatus',
        { input: { orderId: DEMO_ORDER_IDS.baby, status: 'DISPATCHED', at: '12:00' } },
        'input.at',
        'When (at) must be a date and time written ISO 8601 with a time zone, e.g. 2026-05-01T06:30:00Z.',
      );
    });

    it('refuses a time before the pick-up’s last status', async () => {
      const requested = await gateway.graphql({
        query:
          'mutation($id: ID!, $input: PickupInput!) { requestPickup(orderId: $id, input: $input) { requestedAt } }',
        variables: {
          id: DEMO_ORDER_IDS.baby,
          input: pickupInputAt(NOW, { locationType: 'HOME', place: 'Home' }),
        },
        token: emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email }),
      });
      const { requestedAt } = (requested.data as { requestPickup: { requestedAt: string } })
        .requestPickup;
      await expectProblem(
        'setPickupStatus',
        {
          input: { orderId: DEMO_ORDER_IDS.baby, status: 'DISPATCHED', at: '2026-01-01T00:00:00Z' },
        },
        'input.at',
        `When (at) cannot be before the pick-up's last status (${requestedAt}).`,
      );
    });
  });

  describe('issueCertificate', () => {
    it.each(CERTIFICATE_CASES)('%s: %j', async (field, override, message) => {
      const input = { orderId: readyOrder, ...VALID_CERTIFICATE, ...override };
      await expectProblem('issueCertificate', { input }, field, message);
    });

    it('refuses a birth date in the future', async () => {
      const answer = await run('issueCertificate', {
        input: { orderId: readyOrder, ...VALID_CERTIFICATE, birthDate: '2026-06-02' },
      });
      expect(answer.errors?.[0]?.extensions?.['fields']).toContainEqual({
        field: 'input.birthDate',
        message: 'The birth date (birthDate) cannot be in the future.',
      });
    });

    it('needs what the order does not know: the birth and collection dates, the child’s name', async () => {
      const answer = await run('issueCertificate', {
        input: { orderId: processedNoBirth, ...VALID_CERTIFICATE },
      });
      expect(answer.errors?.[0]?.extensions?.['fields']).toEqual([
        { field: 'input.childName', message: "The child's name (childName) is required." },
        {
          field: 'input.birthDate',
          message: 'The birth date (birthDate) is required (the order does not know it).',
        },
        {
          field: 'input.collectionDate',
          message: 'The collection date (collectionDate) is required (the order does not know it).',
        },
      ]);
    });

    it('refuses a value of the wrong type with the field’s path (GraphQL coercion)', async () => {
      const answer = await run('issueCertificate', {
        input: { orderId: readyOrder, ...VALID_CERTIFICATE, tncCount: '12' },
      });
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/tncCount/);
    });
  });

  it('parent(email) needs an email', async () => {
    await expectProblem(
      'parent',
      { email: ' ' },
      'email',
      "The parent's email (email) is required.",
    );
  });
});
