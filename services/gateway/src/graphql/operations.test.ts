import { completeAnswers } from '@portal/rules/medical-form-testing';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import { PICKUP_REFERENCE_PATTERN } from '../domain/pickup-reference.js';
import { pickupInputAt } from '../test-support/pickup-input.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// The spec's operations, word for word (section 7).
const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) {
  user { createUser(input: $input) { id email name } }
}`;
const GET_USER = `query getUser { me { id profile { email name } } }`;
const GET_USER_ORDER = `query getUserOrder { me { id orders { id purchaserName } } }`;

const ORDER_DETAILS = `query OrderDetails($id: ID!) {
  order(id: $id) {
    id purchaserName childName dueDate stage
    plan { code name priceCents currency interval }
    journey { stage status completedAt }
    medicalForm { status answers version updatedAt submittedAt }
    pickup { id reference status locationType place address collectionDate collectionTime contactPhone notes requestedAt updatedAt }
    certificate { status progress issued { unitId childName birthDate collectionDate processingDate lab tncCount cd34Count viabilityPercent volumeMl storageSite issuedAt } }
    billing { plan { code } invoices { id number amountCents currency status issuedAt } }
  }
}`;

const SAVE_DRAFT = `mutation SaveDraft($orderId: ID!, $baseVersion: Int!, $answers: JSONObject!) {
  saveMedicalFormDraft(orderId: $orderId, baseVersion: $baseVersion, answers: $answers) { status answers version updatedAt submittedAt }
}`;
const SUBMIT_FORM = `mutation SubmitForm($orderId: ID!, $baseVersion: Int!, $answers: JSONObject!) {
  submitMedicalForm(orderId: $orderId, baseVersion: $baseVersion, answers: $answers) { status answers version updatedAt submittedAt }
}`;
const REQUEST_PICKUP = `mutation RequestPickup($orderId: ID!, $input: PickupInput!) {
  requestPickup(orderId: $orderId, input: $input) { id reference status place address collectionDate collectionTime contactPhone notes locationType }
}`;
const CANCEL_PICKUP = `mutation CancelPickup($orderId: ID!) {
  cancelPickup(orderId: $orderId) { id reference status }
}`;

const NOW = new Date('2026-06-01T12:00:00Z');
const parentToken = () =>
  emulatorIdToken({
    uid: DEMO_PARENT.uid,
    email: DEMO_PARENT.email,
    name: DEMO_PARENT.displayName,
  });

const pickupInput = (overrides: Record<string, unknown> = {}) =>
  pickupInputAt(NOW, {
    birthTime: '06:00',
    collectionDate: '2026-06-01',
    collectionTime: '07:30',
    ...overrides,
  });

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('gateway operations on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, { now: () => NOW });
  });
  afterAll(() => gateway.close());

  describe('registration and profile', () => {
    it('CreateUser registers the caller and is idempotent', async () => {
      const token = emulatorIdToken({ uid: 'new-parent', email: 'new@example.com' });
      const input = { id: 'new-parent', email: 'new@example.com', name: 'Alex Morgan' };
      const first = await gateway.graphql({
        query: CREATE_USER,
        variables: { input },
        token,
        operationName: 'CreateUser',
      });
      expect(first.errors).toBeUndefined();
      expect(first.data).toEqual({ user: { createUser: input } });

      const again = await gateway.graphql({
        query: CREATE_USER,
        variables: { input: { ...input, name: 'Alex M. Morgan' } },
        token,
      });
      expect(again.data).toEqual({ user: { createUser: { ...input, name: 'Alex M. Morgan' } } });
      const rows = await gateway.db.query<{ count: number }>(
        "select count(*)::int as count from users where id = 'new-parent'",
      );
      expect(rows[0]?.count).toBe(1);
    });

    it('getUser answers the registered profile', async () => {
      const answer = await gateway.graphql({
        query: GET_USER,
        token: parentToken(),
        operationName: 'getUser',
      });
      expect(answer.data).toEqual({
        me: {
          id: DEMO_PARENT.uid,
          profile: { email: DEMO_PARENT.email, name: DEMO_PARENT.displayName },
        },
      });
    });

    it('getUser answers the token profile for a signed-in parent not registered yet', async () => {
      const token = emulatorIdToken({
        uid: 'fresh-google-user',
        email: 'fresh@example.com',
        name: 'Pat Lee',
      });
      const answer = await gateway.graphql({ query: GET_USER_ORDER, token });
      expect(answer.data).toEqual({ me: { id: 'fresh-google-user', orders: [] } });
      const profile = await gateway.graphql({ query: GET_USER, token });
      expect(profile.data).toEqual({
        me: { id: 'fresh-google-user', profile: { email: 'fresh@example.com', name: 'Pat Lee' } },
      });
    });

    it('getUserOrder lists the siblings oldest first', async () => {
      const answer = await gateway.graphql({ query: GET_USER_ORDER, token: parentToken() });
      expect(answer.data).toEqual({
        me: {
          id: DEMO_PARENT.uid,
          orders: [
            { id: DEMO_ORDER_IDS.maya, purchaserName: 'Jordan Rivera' },
            { id: DEMO_ORDER_IDS.baby, purchaserName: 'Jordan Rivera' },
          ],
        },
      });
    });
  });

  describe('order fields', () => {
    it('answers an issued certificate, a submitted form and a complete journey', async () => {
      const answer = await gateway.graphql<{ order: Record<string, unknown> }>({
        query: ORDER_DETAILS,
        variables: { id: DEMO_ORDER_IDS.maya },
        token: parentToken(),
      });
      expect(answer.errors).toBeUndefined();
      const order = answer.data?.order;
      expect(order).toMatchObject({
        id: 'ord_maya',
        childName: 'Maya Rivera',
        dueDate: '2024-04-20',
        stage: 'CERTIFICATE_READY',
        plan: {
          code: 'annual',
          name: 'Annual storage',
          priceCents: 17500,
          currency: 'usd',
          interval: 'year',
        },
        medicalForm: { status: 'SUBMITTED', submittedAt: '2024-03-08T20:15:00.000Z' },
        pickup: { reference: 'PU-M4YR7K', status: 'COLLECTED', collectionDate: '2024-04-13' },
        certificate: {
          status: 'ISSUED',
          progress: 100,
          issued: {
            unitId: 'CBU-2024-041-7731',
            childName: 'Maya Rivera',
            birthDate: '2024-04-13',
            processingDate: '2024-04-15',
            tncCount: 14.2,
            cd34Count: 5.6,
            viabilityPercent: 97.4,
            volumeMl: 98.5,
            issuedAt: '2024-05-02T16:00:00.000Z',
          },
        },
      });
      expect((order?.['journey'] as { status: string }[]).map((step) => step.status)).toEqual([
        'DONE',
        'DONE',
        'DONE',
        'DONE',
        'DONE',
      ]);
      const billing = order?.['billing'] as { invoices: { number: string; amountCents: number }[] };
      expect(billing.invoices.map((invoice) => invoice.number)).toEqual([
        'INV-26-0398',
        'INV-25-0412',
        'INV-24-0107',
      ]);
    });

    it('answers the younger sibling at the health form, locked and not started', async () => {
      const answer = await gateway.graphql<{ order: Record<string, unknown> }>({
        query: ORDER_DETAILS,
        variables: { id: DEMO_ORDER_IDS.baby },
        token: parentToken(),
      });
      const order = answer.data?.order;
      expect(order).toMatchObject({
        childName: 'Baby Rivera',
        dueDate: '2026-07-06',
        stage: 'HEALTH_FORM',
        medicalForm: {
          status: 'NOT_STARTED',
          answers: null,
          version: 0,
          updatedAt: null,
          submittedAt: null,
        },
        pickup: null,
        certificate: { status: 'LOCKED', progress: 0, issued: null },
        plan: { code: 'monthly' },
      });
      expect(order?.['journey']).toEqual([
        { stage: 'KIT_SHIPPED', status: 'DONE', completedAt: '2026-05-11T12:00:00.000Z' },
        { stage: 'HEALTH_FORM', status: 'CURRENT', completedAt: null },
        { stage: 'BIRTH_AND_PICKUP', status: 'UPCOMING', completedAt: null },
        { stage: 'LAB_PROCESSING', status: 'UPCOMING', completedAt: null },
        { stage: 'CERTIFICATE_READY', status: 'UPCOMING', completedAt: null },
      ]);
    });

    it('answers null for an order that does not exist', async () => {
      const answer = await gateway.graphql({
        query: ORDER_DETAILS,
        variables: { id: 'ord_nope' },
        token: parentToken(),
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ order: null });
    });
  });

  describe('medical health form', () => {
    it('saves drafts, submits once, then refuses changes', async () => {
      const token = parentToken();
      const draft = await gateway.graphql<{ saveMedicalFormDraft: Record<string, unknown> }>({
        query: SAVE_DRAFT,
        variables: {
          orderId: DEMO_ORDER_IDS.baby,
          baseVersion: 0,
          answers: { mother: { fullName: 'Jordan Rivera' } },
        },
        token,
      });
      expect(draft.errors).toBeUndefined();
      expect(draft.data?.saveMedicalFormDraft).toMatchObject({
        status: 'DRAFT',
        answers: { mother: { fullName: 'Jordan Rivera' } },
        version: 1,
        submittedAt: null,
      });

      const overwrite = await gateway.graphql<{ saveMedicalFormDraft: Record<string, unknown> }>({
        query: SAVE_DRAFT,
        variables: {
          orderId: DEMO_ORDER_IDS.baby,
          baseVersion: 1,
          answers: { mother: { fullName: 'J. Rivera' }, pregnancy: { births: 'single' } },
        },
        token,
      });
      expect(overwrite.data?.saveMedicalFormDraft['answers']).toEqual({
        mother: { fullName: 'J. Rivera' },
        pregnancy: { births: 'single' },
      });
      expect(overwrite.data?.saveMedicalFormDraft['version']).toBe(2);

      const submitted = await gateway.graphql<{ submitMedicalForm: Record<string, unknown> }>({
        query: SUBMIT_FORM,
        variables: {
          orderId: DEMO_ORDER_IDS.baby,
          baseVersion: 2,
          answers: completeAnswers(),
        },
        token,
      });
      expect(submitted.errors).toBeUndefined();
      expect(submitted.data?.submitMedicalForm).toMatchObject({ status: 'SUBMITTED' });
      expect(submitted.data?.submitMedicalForm['submittedAt']).toEqual(expect.any(String));

      const journey = await gateway.graphql<{ order: { stage: string } }>({
        query: 'query { order(id: "ord_baby") { stage medicalForm { status answers } } }',
        token,
      });
      expect(journey.data?.order).toEqual({
        stage: 'BIRTH_AND_PICKUP',
        medicalForm: { status: 'SUBMITTED', answers: completeAnswers() },
      });

      for (const query of [SAVE_DRAFT, SUBMIT_FORM]) {
        const refused = await gateway.graphql({
          query,
          variables: {
            orderId: DEMO_ORDER_IDS.baby,
            baseVersion: 3,
            answers: { ...completeAnswers(), cancer: { mother: { answer: 'no' } } },
          },
          token,
        });
        expect(refused.data).toBeNull();
        expect(refused.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
        expect(refused.errors?.[0]?.message).toMatch(/already|no longer be changed/);
      }
      const stored = await gateway.db.query<{ answers: unknown }>(
        "select answers from medical_forms where order_id = 'ord_baby'",
      );
      expect(stored[0]?.answers).toEqual(completeAnswers());
    });
  });

  describe('kit pick-up', () => {
    it('requests, changes while REQUESTED, cancels, and requests anew with a new reference', async () => {
      const token = parentToken();
      const requested = await gateway.graphql<{ requestPickup: Record<string, string> }>({
        query: REQUEST_PICKUP,
        variables: { orderId: DEMO_ORDER_IDS.baby, input: pickupInput() },
        token,
      });
      expect(requested.errors).toBeUndefined();
      const first = requested.data?.requestPickup;
      expect(first).toMatchObject({
        status: 'REQUESTED',
        place: 'Mercy General Hospital',
        collectionDate: '2026-06-01',
      });
      expect(first?.['reference']).toMatch(PICKUP_REFERENCE_PATTERN);

      const changed = await gateway.graphql<{ requestPickup: Record<string, string> }>({
        query: REQUEST_PICKUP,
        variables: {
          orderId: DEMO_ORDER_IDS.baby,
          input: pickupInput({
            locationType: 'HOME',
            place: 'Home',
            address: '12 Elm St, Davis, CA',
            notes: null,
          }),
        },
        token,
      });
      expect(changed.data?.requestPickup).toMatchObject({
        id: first?.['id'],
        reference: first?.['reference'],
        locationType: 'HOME',
        address: '12 Elm St, Davis, CA',
        notes: null,
      });

      const cancelled = await gateway.graphql<{ cancelPickup: Record<string, string> }>({
        query: CANCEL_PICKUP,
        variables: { orderId: DEMO_ORDER_IDS.baby },
        token,
      });
      expect(cancelled.data?.cancelPickup).toEqual({
        id: first?.['id'],
        reference: first?.['reference'],
        status: 'CANCELLED',
      });

      const again = await gateway.graphql<{ cancelPickup: unknown }>({
        query: CANCEL_PICKUP,
        variables: { orderId: DEMO_ORDER_IDS.baby },
        token,
      });
      expect(again.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');

      const renewed = await gateway.graphql<{ requestPickup: Record<string, string> }>({
        query: REQUEST_PICKUP,
        variables: { orderId: DEMO_ORDER_IDS.baby, input: pickupInput() },
        token,
      });
      expect(renewed.data?.requestPickup['status']).toBe('REQUESTED');
      expect(renewed.data?.requestPickup['id']).not.toBe(first?.['id']);
      expect(renewed.data?.requestPickup['reference']).not.toBe(first?.['reference']);

      const read = await gateway.graphql<{ order: { pickup: { id: string } } }>({
        query: 'query { order(id: "ord_baby") { pickup { id status } } }',
        token,
      });
      expect(read.data?.order.pickup).toEqual({
        id: renewed.data?.requestPickup['id'],
        status: 'REQUESTED',
      });
    });

    it('refuses to change or cancel a pick-up once the courier is dispatched', async () => {
      const token = parentToken();
      await gateway.db.query(
        "update pickups set status = 'DISPATCHED' where order_id = 'ord_baby' and status = 'REQUESTED'",
      );
      const change = await gateway.graphql({
        query: REQUEST_PICKUP,
        variables: {
          orderId: DEMO_ORDER_IDS.baby,
          input: pickupInput({ collectionTime: '09:00' }),
        },
        token,
      });
      expect(change.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
      expect(change.errors?.[0]?.message).toMatch(/dispatched/);
      const cancel = await gateway.graphql({
        query: CANCEL_PICKUP,
        variables: { orderId: DEMO_ORDER_IDS.baby },
        token,
      });
      expect(cancel.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
      const rows = await gateway.db.query<{ collectionTime: string }>(
        `select collection_time as "collectionTime" from pickups where order_id = 'ord_baby' and status = 'DISPATCHED'`,
      );
      expect(rows).toEqual([{ collectionTime: '07:30' }]);
    });
  });
});
