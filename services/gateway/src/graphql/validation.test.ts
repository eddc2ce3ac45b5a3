import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { pickupInputAt } from '../test-support/pickup-input.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) {
  user { createUser(input: $input) { id email name } }
}`;
const REQUEST_PICKUP = `mutation RequestPickup($orderId: ID!, $input: PickupInput!) {
  requestPickup(orderId: $orderId, input: $input) { id }
}`;
const SAVE_DRAFT = `mutation SaveDraft($orderId: ID!, $answers: JSONObject!) {
  saveMedicalFormDraft(orderId: $orderId, baseVersion: 0, answers: $answers) { status }
}`;
const SUBMIT_FORM = `mutation SubmitForm($orderId: ID!, $answers: JSONObject!) {
  submitMedicalForm(orderId: $orderId, baseVersion: 0, answers: $answers) { status }
}`;

const NOW = new Date('2026-06-01T12:00:00Z');
const token = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const pickup = (overrides: Record<string, unknown>) => pickupInputAt(NOW, overrides);

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('bad input on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, { now: () => NOW });
  });
  afterAll(() => gateway.close());

  async function firstError(query: string, variables: Record<string, unknown>, as = token()) {
    const answer = await gateway.graphql({ query, variables, token: as });
    expect(answer.errors).toHaveLength(1);
    return answer.errors?.[0];
  }

  describe('CreateUser', () => {
    const me = { id: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan Rivera' };

    it('refuses registering another account id (FORBIDDEN)', async () => {
      const error = await firstError(CREATE_USER, { input: { ...me, id: 'someone-else' } });
      expect(error?.extensions?.['code']).toBe('FORBIDDEN');
      expect(error?.message).toMatch(/input\.id/);
    });

    it("refuses an email that is not the token's (FORBIDDEN), ignoring case", async () => {
      const error = await firstError(CREATE_USER, { input: { ...me, email: 'thief@example.com' } });
      expect(error?.extensions?.['code']).toBe('FORBIDDEN');
      expect(error?.message).toMatch(/input\.email/);
      const sameInOtherCase = await gateway.graphql({
        query: CREATE_USER,
        variables: { input: { ...me, email: 'Parent@Example.COM' } },
        token: token(),
      });
      expect(sameInOtherCase.errors).toBeUndefined();
    });

    it('refuses registering an email with a token that carries none (anonymous account)', async () => {
      const anonymous = emulatorIdToken({ uid: 'anonymous-user' });
      const error = await firstError(
        CREATE_USER,
        { input: { id: 'anonymous-user', email: DEMO_PARENT.email, name: 'Anon Ymous' } },
        anonymous,
      );
      expect(error?.extensions?.['code']).toBe('FORBIDDEN');
      expect(error?.message).toMatch(/input\.email/);
      expect(await gateway.db.query("select 1 from users where id = 'anonymous-user'")).toEqual([]);

      // Even a row registered so before this rule: the profile's email is the token's only.
      await gateway.db.query(
        "insert into users (id, email, name) values ('anonymous-user', $1, 'Anon Ymous')",
        [DEMO_PARENT.email],
      );
      const me = await gateway.graphql({
        query: 'query { me { profile { email name } } }',
        token: anonymous,
      });
      expect(me.data).toEqual({ me: { profile: { email: null, name: 'Anon Ymous' } } });
    });

    it("registers the token's email, whatever the case of the input", async () => {
      const answer = await gateway.graphql({
        query: CREATE_USER,
        variables: { input: { ...me, email: 'PARENT@example.com' } },
        token: token(),
      });
      expect(answer.errors).toBeUndefined();
      const rows = await gateway.db.query<{ email: string }>(
        'select email from users where id = $1',
        [DEMO_PARENT.uid],
      );
      expect(rows).toEqual([{ email: DEMO_PARENT.email }]);
    });

    it('refuses an empty name and a malformed email, naming both fields', async () => {
      const noEmailToken = emulatorIdToken({ uid: 'phone-user' });
      const error = await firstError(
        CREATE_USER,
        { input: { id: 'phone-user', email: 'not-an-email', name: '   ' } },
        noEmailToken,
      );
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(error?.message).toMatch(/name/);
      expect(error?.message).toMatch(/email/);
      expect(error?.extensions?.['fields']).toEqual([
        expect.objectContaining({ field: 'input.name' }),
        expect.objectContaining({ field: 'input.email' }),
      ]);
    });
  });

  describe('requestPickup', () => {
    it.each([
      [
        'a collection in the future',
        { collectionDate: '2026-06-01', collectionTime: '12:01' },
        'input.collectionTime',
        /cannot be in the future/,
      ],
      [
        'a collection before the birth',
        { birthDate: '2026-06-01', birthTime: '10:00', collectionTime: '09:59' },
        'input.collectionTime',
        /before the birth/,
      ],
      [
        'a collection more than 44 hours ago (the kit would reach the lab after 48 hours)',
        { birthDate: '2026-05-30', collectionDate: '2026-05-30', collectionTime: '15:59' },
        'input.collectionTime',
        /within 48 hours.*\+1 \(800\) 555-0199/,
      ],
      ['a time that is not HH:MM', { collectionTime: '7pm' }, 'input.collectionTime', /HH:MM/],
      ['an unknown time zone', { timeZone: 'Mars/Base' }, 'input.timeZone', /time zone/],
      [
        'a phone with letters',
        { contactPhone: 'call me maybe' },
        'input.contactPhone',
        /7 to 15 digits/,
      ],
      ['a phone too short', { contactPhone: '12 34' }, 'input.contactPhone', /7 to 15 digits/],
      ['a bad other phone', { alternatePhone: '12' }, 'input.alternatePhone', /phone number/],
      [
        'an unconfirmed checklist',
        { checklist: ['PAPERWORK_SIGNED'] },
        'input.checklist',
        /checklist/,
      ],
      ['an empty place', { place: '   ' }, 'input.place', /required/],
      ['an empty address', { address: '' }, 'input.address', /required/],
      ['an address too long', { address: 'x'.repeat(501) }, 'input.address', /at most 500/],
      ['notes too long', { notes: 'n'.repeat(1001) }, 'input.notes', /at most 1000/],
    ])('refuses %s', async (_case, overrides, field, reason) => {
      const error = await firstError(REQUEST_PICKUP, {
        orderId: DEMO_ORDER_IDS.baby,
        input: pickup(overrides),
      });
      expect(error?.message).toMatch(reason);
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.['fields']).toEqual([
        expect.objectContaining({ field, message: expect.stringMatching(reason) }),
      ]);
    });

    it.each([
      ['a date that is not YYYY-MM-DD', { collectionDate: '06/02/2026' }],
      ['an impossible date', { collectionDate: '2026-02-30' }],
    ])('refuses %s (Date scalar)', async (_case, overrides) => {
      const error = await firstError(REQUEST_PICKUP, {
        orderId: DEMO_ORDER_IDS.baby,
        input: pickup(overrides),
      });
      expect(error?.message).toMatch(/collectionDate/);
      expect(error?.message).toMatch(/YYYY-MM-DD/);
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
    });

    it('refuses an unknown location type (GraphQL enum)', async () => {
      const error = await firstError(REQUEST_PICKUP, {
        orderId: DEMO_ORDER_IDS.baby,
        input: pickup({ locationType: 'BEACH' }),
      });
      expect(error?.message).toMatch(/locationType/);
      expect(error?.message).toMatch(/BEACH/);
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
    });

    it('marks the too-late refusal so the page can show the call-support message', async () => {
      const error = await firstError(REQUEST_PICKUP, {
        orderId: DEMO_ORDER_IDS.baby,
        input: pickup({
          birthDate: '2026-05-30',
          collectionDate: '2026-05-30',
          collectionTime: '15:59',
        }),
      });
      expect(error?.extensions?.['fields']).toEqual([
        expect.objectContaining({ field: 'input.collectionTime', reason: 'TOO_LATE' }),
      ]);
    });

    it('accepts a collection exactly 44 hours ago (lab within 48 h) and stores nothing for refused ones', async () => {
      const answer = await gateway.graphql({
        query: REQUEST_PICKUP,
        variables: {
          orderId: DEMO_ORDER_IDS.baby,
          input: pickup({
            birthDate: '2026-05-30',
            collectionDate: '2026-05-30',
            collectionTime: '16:00',
          }),
        },
        token: token(),
      });
      expect(answer.errors).toBeUndefined();
      const rows = await gateway.db.query('select id from pickups where order_id = $1', [
        DEMO_ORDER_IDS.baby,
      ]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('medical form answers', () => {
    it('refuses answers that are not a JSON object', async () => {
      const error = await firstError(SAVE_DRAFT, { orderId: DEMO_ORDER_IDS.baby, answers: [1, 2] });
      expect(error?.message).toMatch(/answers/);
      expect(error?.message).toMatch(/JSON object/);
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
    });

    it('refuses answers that are too large', async () => {
      const error = await firstError(SAVE_DRAFT, {
        orderId: DEMO_ORDER_IDS.baby,
        answers: { notes: 'x'.repeat(70_000) },
      });
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(error?.message).toMatch(/answers are too large/);
    });

    it('refuses submitting an empty form', async () => {
      const error = await firstError(SUBMIT_FORM, { orderId: DEMO_ORDER_IDS.baby, answers: {} });
      expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(error?.message).toMatch(/answers are empty/);
      const forms = await gateway.db.query('select 1 from medical_forms where order_id = $1', [
        DEMO_ORDER_IDS.baby,
      ]);
      expect(forms).toEqual([]);
    });
  });
});
