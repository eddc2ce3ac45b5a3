import { pickupInputAt } from '../test-support/pickup-input.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// Input that PostgreSQL cannot store (U+0000 in text or jsonb) or that is nested deep enough
// to overflow a recursive walk: each must be a clear BAD_USER_INPUT, never "Unexpected error.".

const NUL = '\u0000';
const NOW = new Date('2026-06-01T12:00:00Z');
const token = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });

const ORDER = 'query Order($id: ID!) { order(id: $id) { id } }';
const SAVE_DRAFT = `mutation SaveDraft($orderId: ID!, $baseVersion: Int! = 0, $answers: JSONObject!) {
  saveMedicalFormDraft(orderId: $orderId, baseVersion: $baseVersion, answers: $answers) { status }
}`;
const SUBMIT_FORM = `mutation SubmitForm($orderId: ID!, $answers: JSONObject!) {
  submitMedicalForm(orderId: $orderId, baseVersion: 0, answers: $answers) { status }
}`;
const REQUEST_PICKUP = `mutation RequestPickup($orderId: ID!, $input: PickupInput!) {
  requestPickup(orderId: $orderId, input: $input) { id }
}`;
const CANCEL_PICKUP =
  'mutation CancelPickup($orderId: ID!) { cancelPickup(orderId: $orderId) { id } }';
const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) {
  user { createUser(input: $input) { id } }
}`;
const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) {
  user { updateProfile(input: $input) { id } }
}`;

const pickup = (overrides: Record<string, unknown> = {}) => pickupInputAt(NOW, overrides);
const registration = (overrides: Record<string, unknown> = {}) => ({
  id: DEMO_PARENT.uid,
  email: DEMO_PARENT.email,
  name: 'Jordan Rivera',
  ...overrides,
});
const baby = DEMO_ORDER_IDS.baby;

// Every string input of the schema, each with U+0000 in it, and the field the answer names.
const WITH_NUL: [string, string, Record<string, unknown>][] = [
  ['id', ORDER, { id: `ord_${NUL}` }],
  ['orderId', SAVE_DRAFT, { orderId: `ord${NUL}`, answers: { a: 1 } }],
  ['orderId', SUBMIT_FORM, { orderId: `ord${NUL}`, answers: { a: 1 } }],
  ['orderId', REQUEST_PICKUP, { orderId: `ord${NUL}`, input: pickup() }],
  ['orderId', CANCEL_PICKUP, { orderId: `ord${NUL}` }],
  ['answers', SAVE_DRAFT, { orderId: baby, answers: { medications: `none${NUL}` } }],
  ['answers', SAVE_DRAFT, { orderId: baby, answers: { [`key${NUL}`]: 'yes' } }],
  ['answers', SUBMIT_FORM, { orderId: baby, answers: { list: [{ deep: [`x${NUL}`] }] } }],
  ['input.place', REQUEST_PICKUP, { orderId: baby, input: pickup({ place: `Mercy${NUL}` }) }],
  ['input.address', REQUEST_PICKUP, { orderId: baby, input: pickup({ address: `1 St${NUL}` }) }],
  ['input.notes', REQUEST_PICKUP, { orderId: baby, input: pickup({ notes: `ward${NUL}` }) }],
  [
    'input.collectionTime',
    REQUEST_PICKUP,
    { orderId: baby, input: pickup({ collectionTime: `07:30${NUL}` }) },
  ],
  [
    'input.contactPhone',
    REQUEST_PICKUP,
    { orderId: baby, input: pickup({ contactPhone: `+1 916 555 0100${NUL}` }) },
  ],
  ['input.id', CREATE_USER, { input: registration({ id: `${DEMO_PARENT.uid}${NUL}` }) }],
  ['input.email', CREATE_USER, { input: registration({ email: `parent${NUL}@example.com` }) }],
  ['input.name', CREATE_USER, { input: registration({ name: `Jordan${NUL}` }) }],
  ['input.name', UPDATE_PROFILE, { input: { name: `Jordan${NUL}` } }],
];

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('input the database or the stack cannot take, on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, { now: () => NOW });
  });
  afterAll(() => gateway.close());

  const stored = () =>
    gateway.db.query(
      `select (select count(*)::int from medical_forms) as forms,
              (select count(*)::int from pickups) as pickups,
              (select string_agg(id || ':' || email || ':' || name, ',') from users) as users`,
    );

  describe.each(WITH_NUL)('U+0000 in %s', (field, query, variables) => {
    it('is BAD_USER_INPUT naming the field, and nothing is stored', async () => {
      const before = await stored();
      const answer = await gateway.graphql({ query, variables, token: token() });
      expect(answer.errors).toHaveLength(1);
      const error = answer.errors?.[0];
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(error?.message).toContain(field.split('.').at(-1));
      expect(error?.extensions?.['fields']).toEqual([{ field, message: expect.any(String) }]);
      expect(await stored()).toEqual(before);
    });
  });

  it('refuses U+0000 in a date (the Date scalar names the field)', async () => {
    const answer = await gateway.graphql({
      query: REQUEST_PICKUP,
      variables: { orderId: baby, input: pickup({ collectionDate: `2026-06-01${NUL}` }) },
      token: token(),
    });
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('input.collectionDate');
  });

  it('refuses U+0000 written into the document as well', async () => {
    const answer = await gateway.graphql({
      query: 'query { order(id: "ord_\\u0000") { id } }',
      token: token(),
    });
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('id');
  });

  it('still accepts ordinary text with tabs, new lines and other scripts', async () => {
    const answer = await gateway.graphql({
      query: SAVE_DRAFT,
      variables: {
        orderId: baby,
        answers: {
          health: { medications: { answer: 'yes', details: 'Line one\n\tline two: 早産, é, 🙂' } },
        },
      },
      token: token(),
    });
    expect(answer.errors).toBeUndefined();
  });

  it("takes answers 6 levels deep to the questionnaire's rules and refuses 7 as too deep", async () => {
    const nest = (levels: number): unknown =>
      levels === 1 ? { leaf: 1 } : { a: nest(levels - 1) };
    const save = (answers: unknown) =>
      gateway.graphql({ query: SAVE_DRAFT, variables: { orderId: baby, answers }, token: token() });
    // 6 levels pass the depth limit; the questionnaire has no question "a".
    expect((await save(nest(6))).errors?.[0]?.extensions?.['fields']).toEqual([
      {
        field: 'answers.a',
        code: 'medical.unknownQuestion',
        values: { key: 'a' },
        message: '“a” is not a question of this form.',
      },
    ]);
    const deeper = await save(nest(7));
    expect(deeper.errors?.[0]?.message).toBe(
      'The answers are nested too deeply (at most 6 levels).',
    );
    const inArrays = await save({ a: [[[[[['x']]]]]] });
    expect(inArrays.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  // Both bodies stay under the 128 KB request limit: 60 KB of arrays, 120 KB of objects.
  it.each([
    ['arrays', 30_000, (inner: string) => `[${inner}]`],
    ['objects', 20_000, (inner: string) => `{"a":${inner}}`],
  ])(
    'answers of %s nested %d levels deep are "nested too deeply", not a stack overflow',
    async (_kind, levels, wrap) => {
      let nested = '1';
      for (let level = 0; level < levels; level += 1) nested = wrap(nested);
      const body = `{"query":${JSON.stringify(SAVE_DRAFT)},"variables":{"orderId":"${baby}","answers":{"q":${nested}}}}`;
      const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
        body,
      });
      const answer = (await response.json()) as {
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      };
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/answers are nested too deeply/);
    },
  );
});
