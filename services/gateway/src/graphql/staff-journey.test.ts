import { completeAnswers } from '@portal/rules/medical-form-testing';
import { pickupInputAt } from '../test-support/pickup-input.js';
import { firebaseAccountDirectory } from '../auth/account-directory.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import { JOURNEY_STAGES } from '../domain/journey.js';
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
  type StaffOrderData,
} from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

/** A parent who has an account but never registered with the portal (no users row). */
const FRESH = { uid: 'fresh-parent', email: 'Fresh.Parent@example.com', name: 'Casey Fresh' };
const freshToken = () =>
  emulatorIdToken({ uid: FRESH.uid, email: FRESH.email.toLowerCase(), name: FRESH.name });

const PARENT_ORDER = `query ParentOrder($id: ID!) {
  order(id: $id) {
    id childName dueDate stage journey { stage status completedAt }
    medicalForm { status answers submittedAt }
    pickup { status dispatchedAt collectedAt receivedAt }
    certificate { status progress issued { unitId childName birthDate collectionDate processingDate lab tncCount cd34Count viabilityPercent volumeMl storageSite issuedAt } }
  }
}`;

const PICKUP_INPUT = pickupInputAt(new Date(), { notes: 'Maternity ward, room 12' }) as {
  notes: string;
  address: string;
  contactPhone: string;
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  emulator.addAccount({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
  emulator.addAccount({ uid: FRESH.uid, email: FRESH.email, displayName: FRESH.name });
  emulator.addAccount({
    uid: 'other-staff',
    email: 'other.staff@bank.example',
    customClaims: { role: 'staff' },
  });
});
afterAll(() => emulator.close());

describe.each(testBackends())('staff operations move orders forward, on %s', (backend) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(backend, {
      accounts: firebaseAccountDirectory({ projectId: TEST_PROJECT_ID }),
    });
  });
  afterAll(() => gateway.close());

  async function staff<T = StaffOrderData>(
    operation: Exclude<keyof typeof STAFF_DOCUMENTS, 'parent' | 'pendingOrders'>,
    input: Record<string, unknown>,
  ) {
    const answer = await gateway.graphql<{ staff: Record<string, T> }>({
      query: STAFF_DOCUMENTS[operation],
      variables: { input },
      token: staffToken(),
    });
    return { answer, order: answer.data?.staff[operation] };
  }

  async function createOrder(input: Record<string, unknown>): Promise<StaffOrderData> {
    const { answer, order } = await staff('createOrder', {
      parentEmail: FRESH.email,
      childName: 'Robin Fresh',
      ...input,
    });
    if (!order) throw new Error(`createOrder failed: ${JSON.stringify(answer.errors)}`);
    return order;
  }

  async function parentOrder(id: string, token = freshToken()) {
    const answer = await gateway.graphql<{ order: Record<string, unknown> }>({
      query: PARENT_ORDER,
      variables: { id },
      token,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data?.order;
  }

  const statuses = (order: StaffOrderData) => order.journey.map((step) => step.status);

  describe('createOrder', () => {
    it('creates a new child for an account that never registered, at its first step', async () => {
      const order = await createOrder({ dueDate: '2026-12-24', planCode: 'monthly' });
      expect(order).toMatchObject({
        ownerUid: FRESH.uid,
        purchaserName: FRESH.name,
        childName: 'Robin Fresh',
        dueDate: '2026-12-24',
        planCode: 'monthly',
        stage: 'KIT_SHIPPED',
        pickupStatus: null,
        certificateStatus: 'LOCKED',
      });
      expect(statuses(order)).toEqual(['CURRENT', 'UPCOMING', 'UPCOMING', 'UPCOMING', 'UPCOMING']);
      const mine = await gateway.graphql<{ me: { orders: { id: string; childName: string }[] } }>({
        query: 'query { me { orders { id childName } } }',
        token: freshToken(),
      });
      expect(mine.data?.me.orders.at(-1)).toEqual({ id: order.id, childName: 'Robin Fresh' });
    });

    it('adds a sibling to a parent who has children (the newest order comes last)', async () => {
      const order = await createOrder({ parentEmail: DEMO_PARENT.email, childName: 'Sky Rivera' });
      expect(order.purchaserName).toBe(DEMO_PARENT.displayName);
      const mine = await gateway.graphql<{ me: { orders: { id: string }[] } }>({
        query: 'query { me { orders { id } } }',
        token: emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email }),
      });
      expect(mine.data?.me.orders.map((o) => o.id)).toEqual([
        DEMO_ORDER_IDS.maya,
        DEMO_ORDER_IDS.baby,
        order.id,
      ]);
    });

    it.each(JOURNEY_STAGES.map((stage, index) => [stage, index] as const))(
      'with stage %s makes it current and every earlier step done, with its time',
      async (stage, index) => {
        const at = minutesAgo(30);
        const order = await createOrder({ stage, at });
        expect(order.stage).toBe(stage);
        order.journey.forEach((step, i) => {
          expect(step.status).toBe(i < index ? 'DONE' : i === index ? 'CURRENT' : 'UPCOMING');
          expect(step.completedAt).toBe(i < index ? at : null);
        });
        const seen = await parentOrder(order.id);
        expect(seen?.['stage']).toBe(stage);
        expect(seen?.['medicalForm']).toMatchObject({
          status: index > 1 ? 'SUBMITTED' : 'NOT_STARTED',
        });
        // A unit the lab has processed, whose certificate is not issued yet.
        expect(seen?.['certificate']).toEqual({
          status: 'LOCKED',
          progress: stage === 'CERTIFICATE_READY' ? 90 : 0,
          issued: null,
        });
        expect(order.labReceivedAt).toBe(stage === 'CERTIFICATE_READY' ? at : null);
      },
    );
  });

  describe('advanceJourney', () => {
    it('moves forward step by step, each step with its time and the birth at its time', async () => {
      const order = await createOrder({});
      const times = [minutesAgo(50), minutesAgo(40), minutesAgo(30), minutesAgo(20)];
      const birthAt = minutesAgo(35);
      let moved = (
        await staff('advanceJourney', { orderId: order.id, to: 'HEALTH_FORM', at: times[0] })
      ).order;
      expect(moved?.stage).toBe('HEALTH_FORM');
      moved = (
        await staff('advanceJourney', { orderId: order.id, to: 'BIRTH_AND_PICKUP', at: times[1] })
      ).order;
      expect(moved?.stage).toBe('BIRTH_AND_PICKUP');
      moved = (
        await staff('advanceJourney', {
          orderId: order.id,
          to: 'LAB_PROCESSING',
          at: times[2],
          birthAt,
        })
      ).order;
      expect(moved?.stage).toBe('LAB_PROCESSING');
      moved = (
        await staff('advanceJourney', { orderId: order.id, to: 'CERTIFICATE_READY', at: times[3] })
      ).order;
      expect(moved?.journey).toEqual([
        { stage: 'KIT_SHIPPED', status: 'DONE', completedAt: times[0] },
        { stage: 'HEALTH_FORM', status: 'DONE', completedAt: times[1] },
        { stage: 'BIRTH_AND_PICKUP', status: 'DONE', completedAt: birthAt },
        { stage: 'LAB_PROCESSING', status: 'DONE', completedAt: times[3] },
        { stage: 'CERTIFICATE_READY', status: 'CURRENT', completedAt: null },
      ]);
      expect(moved?.labReceivedAt).toBe(times[3]);
    });

    it('records the steps up to the birth at the birth when several are done at once', async () => {
      const order = await createOrder({});
      const birthAt = minutesAgo(90);
      const at = minutesAgo(10);
      const { order: moved } = await staff('advanceJourney', {
        orderId: order.id,
        to: 'LAB_PROCESSING',
        at,
        birthAt,
      });
      expect(moved?.journey.map((step) => step.completedAt)).toEqual([
        birthAt,
        birthAt,
        birthAt,
        null,
        null,
      ]);
    });

    it.each([
      ['the current step', 'HEALTH_FORM', /HEALTH_FORM is already the current step/],
      ['an earlier step', 'KIT_SHIPPED', /already past KIT_SHIPPED .*only moves forward/],
    ])('refuses to move to %s (CONFLICT) and changes nothing', async (_what, to, message) => {
      const order = await createOrder({ stage: 'HEALTH_FORM' });
      const { answer } = await staff('advanceJourney', { orderId: order.id, to });
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
      expect(answer.errors?.[0]?.message).toMatch(message);
      expect((await parentOrder(order.id))?.['stage']).toBe('HEALTH_FORM');
    });

    it('refuses any move once every step is done', async () => {
      const order = await createOrder({ stage: 'CERTIFICATE_READY' });
      await staff('issueCertificate', { orderId: order.id, ...VALID_CERTIFICATE });
      const { answer } = await staff('advanceJourney', {
        orderId: order.id,
        to: 'CERTIFICATE_READY',
      });
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
      expect(answer.errors?.[0]?.message).toMatch(/Every step of this order is done/);
    });

    it('keeps the form the parent submitted, and never submits a parent’s draft', async () => {
      const submitted = await createOrder({ stage: 'HEALTH_FORM' });
      const answers = completeAnswers();
      await gateway.graphql({
        query:
          'mutation($id: ID!, $a: JSONObject!) { submitMedicalForm(orderId: $id, baseVersion: 0, answers: $a) { status } }',
        variables: { id: submitted.id, a: answers },
        token: freshToken(),
      });
      const moved = await staff('advanceJourney', { orderId: submitted.id, to: 'LAB_PROCESSING' });
      expect(moved.order?.stage).toBe('LAB_PROCESSING');
      expect((await parentOrder(submitted.id))?.['medicalForm']).toMatchObject({
        status: 'SUBMITTED',
        answers,
      });

      const drafted = await createOrder({ stage: 'HEALTH_FORM' });
      await gateway.graphql({
        query:
          'mutation($id: ID!) { saveMedicalFormDraft(orderId: $id, baseVersion: 0, answers: { mother: { fullName: "A" } }) { status } }',
        variables: { id: drafted.id },
        token: freshToken(),
      });
      const refused = await staff('advanceJourney', {
        orderId: drafted.id,
        to: 'BIRTH_AND_PICKUP',
      });
      expect(refused.answer.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
      expect(refused.answer.errors?.[0]?.message).toMatch(/draft of the medical health form/);
      expect((await parentOrder(drafted.id))?.['medicalForm']).toMatchObject({ status: 'DRAFT' });
    });

    it('answers NOT_FOUND for an order that does not exist', async () => {
      const { answer } = await staff('advanceJourney', {
        orderId: 'ord_nowhere',
        to: 'HEALTH_FORM',
      });
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('No order "ord_nowhere" exists.');
    });
  });

  describe('setPickupStatus', () => {
    async function orderWithPickup() {
      const order = await createOrder({ stage: 'BIRTH_AND_PICKUP' });
      const requested = await gateway.graphql({
        query:
          'mutation($id: ID!, $input: PickupInput!) { requestPickup(orderId: $id, input: $input) { status } }',
        variables: { id: order.id, input: PICKUP_INPUT },
        token: freshToken(),
      });
      expect(requested.errors).toBeUndefined();
      return order;
    }

    it('moves the pick-up DISPATCHED → COLLECTED → RECEIVED, each with its time', async () => {
      const order = await orderWithPickup();
      // After the parent's request (a few seconds ahead is still "now" for the server).
      const [dispatched, collected, received] = [1, 2, 3].map((seconds) =>
        new Date(Date.now() + seconds * 1000).toISOString(),
      );
      const first = await staff('setPickupStatus', {
        orderId: order.id,
        status: 'DISPATCHED',
        at: dispatched,
      });
      expect(first.order).toMatchObject({ pickupStatus: 'DISPATCHED', stage: 'BIRTH_AND_PICKUP' });
      // The parent can no longer cancel or change it.
      const cancel = await gateway.graphql({
        query: 'mutation($id: ID!) { cancelPickup(orderId: $id) { status } }',
        variables: { id: order.id },
        token: freshToken(),
      });
      expect(cancel.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');

      const second = await staff('setPickupStatus', {
        orderId: order.id,
        status: 'COLLECTED',
        at: collected,
      });
      expect(second.order).toMatchObject({ pickupStatus: 'COLLECTED', stage: 'LAB_PROCESSING' });
      expect(second.order?.journey[2]).toEqual({
        stage: 'BIRTH_AND_PICKUP',
        status: 'DONE',
        completedAt: collected,
      });
      const third = await staff('setPickupStatus', {
        orderId: order.id,
        status: 'RECEIVED',
        at: received,
      });
      expect(third.order).toMatchObject({ pickupStatus: 'RECEIVED', labReceivedAt: received });
      const seen = await parentOrder(order.id);
      expect(seen?.['pickup']).toEqual({
        status: 'RECEIVED',
        dispatchedAt: dispatched,
        collectedAt: collected,
        receivedAt: received,
      });
      expect(seen?.['certificate']).toMatchObject({ status: 'LOCKED', progress: 30 });
      // A delivered kit cannot be booked again.
      const again = await gateway.graphql({
        query:
          'mutation($id: ID!, $input: PickupInput!) { requestPickup(orderId: $id, input: $input) { status } }',
        variables: { id: order.id, input: PICKUP_INPUT },
        token: freshToken(),
      });
      expect(again.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    });

    it('skips forward (the skipped statuses get the same time) but never back', async () => {
      const order = await orderWithPickup();
      const at = new Date(Date.now() + 1000).toISOString();
      const skipped = await staff('setPickupStatus', {
        orderId: order.id,
        status: 'COLLECTED',
        at,
      });
      expect(skipped.order?.pickupStatus).toBe('COLLECTED');
      expect((await parentOrder(order.id))?.['pickup']).toMatchObject({
        dispatchedAt: at,
        collectedAt: at,
        receivedAt: null,
      });
      for (const status of ['DISPATCHED', 'COLLECTED']) {
        const back = await staff('setPickupStatus', { orderId: order.id, status });
        expect(back.answer.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
        expect(back.answer.errors?.[0]?.message).toMatch(
          /already COLLECTED: its status only moves forward/,
        );
      }
      expect((await parentOrder(order.id))?.['pickup']).toMatchObject({ status: 'COLLECTED' });
    });

    it('refuses an order without a pick-up request, or with a cancelled one', async () => {
      const order = await createOrder({ stage: 'BIRTH_AND_PICKUP' });
      const none = await staff('setPickupStatus', { orderId: order.id, status: 'DISPATCHED' });
      expect(none.answer.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
      expect(none.answer.errors?.[0]?.message).toMatch(/no pick-up request/);
      await gateway.graphql({
        query:
          'mutation($id: ID!, $input: PickupInput!) { requestPickup(orderId: $id, input: $input) { status } }',
        variables: { id: order.id, input: PICKUP_INPUT },
        token: freshToken(),
      });
      await gateway.graphql({
        query: 'mutation($id: ID!) { cancelPickup(orderId: $id) { status } }',
        variables: { id: order.id },
        token: freshToken(),
      });
      const cancelled = await staff('setPickupStatus', { orderId: order.id, status: 'DISPATCHED' });
      expect(cancelled.answer.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    });
  });

  describe('issueCertificate', () => {
    it('is refused before the lab has processed the unit', async () => {
      for (const stage of ['KIT_SHIPPED', 'LAB_PROCESSING'] as const) {
        const order = await createOrder({ stage });
        const { answer } = await staff('issueCertificate', {
          orderId: order.id,
          ...VALID_CERTIFICATE,
        });
        expect(answer.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
        expect(answer.errors?.[0]?.message).toMatch(/The lab has not processed this unit yet/);
        expect((await parentOrder(order.id))?.['certificate']).toMatchObject({ status: 'LOCKED' });
      }
    });

    it('issues it with the lab values and what the order knows, once', async () => {
      const birthAt = '2026-01-01T06:30:00.000Z';
      const order = await createOrder({
        childName: 'Robin Fresh',
        stage: 'LAB_PROCESSING',
        at: birthAt,
      });
      await staff('advanceJourney', {
        orderId: order.id,
        to: 'CERTIFICATE_READY',
        at: '2026-01-03T10:00:00.000Z',
      });
      const { order: issued } = await staff('issueCertificate', {
        orderId: order.id,
        ...VALID_CERTIFICATE,
      });
      expect(issued).toMatchObject({ certificateStatus: 'ISSUED', stage: 'CERTIFICATE_READY' });
      expect(issued?.journey.every((step) => step.status === 'DONE')).toBe(true);
      const seen = await parentOrder(order.id);
      expect(seen?.['certificate']).toMatchObject({
        status: 'ISSUED',
        progress: 100,
        issued: {
          ...VALID_CERTIFICATE,
          childName: 'Robin Fresh',
          birthDate: '2026-01-01',
          collectionDate: '2026-01-01',
          processingDate: '2026-01-03',
        },
      });
      const again = await staff('issueCertificate', { orderId: order.id, ...VALID_CERTIFICATE });
      expect(again.answer.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
      expect(again.answer.errors?.[0]?.message).toMatch(/already issued/);
    });
  });

  describe('parent(email)', () => {
    it('finds a parent case-insensitively with their orders and stages; null for none', async () => {
      const order = await createOrder({ stage: 'LAB_PROCESSING' });
      const answer = await gateway.graphql<{
        staff: { parent: { uid: string; name: string; orders: StaffOrderData[] } | null };
      }>({
        query: STAFF_DOCUMENTS.parent,
        variables: { email: FRESH.email.toUpperCase() },
        token: staffToken(),
      });
      expect(answer.data?.staff.parent).toMatchObject({ uid: FRESH.uid, name: FRESH.name });
      expect(answer.data?.staff.parent?.orders.find((o) => o.id === order.id)?.stage).toBe(
        'LAB_PROCESSING',
      );
      for (const email of ['nobody@example.com', 'other.staff@bank.example']) {
        const none = await gateway.graphql({
          query: STAFF_DOCUMENTS.parent,
          variables: { email },
          token: staffToken(),
        });
        expect(none.errors).toBeUndefined();
        expect(none.data).toEqual({ staff: { parent: null } });
      }
    });
  });

  describe('the audit table', () => {
    it('has one row per operation (staff uid, operation, order, time) and no health value', async () => {
      const before = (await auditRows(gateway.db)).length;
      const started = Date.now();
      const order = await createOrder({ stage: 'BIRTH_AND_PICKUP' });
      await gateway.graphql({
        query:
          'mutation($id: ID!, $input: PickupInput!) { requestPickup(orderId: $id, input: $input) { status } }',
        variables: { id: order.id, input: PICKUP_INPUT },
        token: freshToken(),
      });
      await staff('setPickupStatus', { orderId: order.id, status: 'COLLECTED' });
      await staff('advanceJourney', {
        orderId: order.id,
        to: 'CERTIFICATE_READY',
      });
      const today = new Date().toISOString().slice(0, 10);
      // The courier's collection does not tell the birth date: the lab gives it.
      const values = { birthDate: today, collectionDate: today, ...VALID_CERTIFICATE };
      const issued = await staff('issueCertificate', { orderId: order.id, ...values });
      expect(issued.answer.errors).toBeUndefined();
      // A refused operation writes nothing.
      await staff('issueCertificate', { orderId: order.id, ...VALID_CERTIFICATE });
      await gateway.graphql({
        query: STAFF_DOCUMENTS.parent,
        variables: { email: FRESH.email },
        token: staffToken(),
      });

      const rows = (await auditRows(gateway.db)).slice(before);
      expect(
        rows.map(({ operation, orderId, target }) => ({ operation, orderId, target })),
      ).toEqual([
        { operation: 'createOrder', orderId: order.id, target: 'BIRTH_AND_PICKUP' },
        { operation: 'setPickupStatus', orderId: order.id, target: 'COLLECTED' },
        { operation: 'advanceJourney', orderId: order.id, target: 'CERTIFICATE_READY' },
        { operation: 'issueCertificate', orderId: order.id, target: 'ISSUED' },
        { operation: 'findParent', orderId: null, target: null },
      ]);
      for (const row of rows) {
        expect(row.staffUid).toBe(STAFF.uid);
        expect(row.parentUid).toBe(FRESH.uid);
        expect(row.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
      }
      // Nothing of the certificate, the pick-up or the form is in any audit row.
      // (The generated id and time are left out: a time such as 14:14:04.9 holds "4.9".)
      const everything = JSON.stringify(
        await gateway.db.query(
          'select staff_uid, operation, parent_uid, order_id, target from staff_audit',
        ),
      );
      const healthValues = [
        ...Object.values(VALID_CERTIFICATE).map(String),
        PICKUP_INPUT.notes,
        PICKUP_INPUT.address,
        PICKUP_INPUT.contactPhone,
      ];
      for (const value of healthValues) expect(everything).not.toContain(value);
      const columns = await gateway.db.query<{ name: string }>(
        `select column_name as name from information_schema.columns
         where table_schema = current_schema() and table_name = 'staff_audit' order by ordinal_position`,
      );
      expect(columns.map((column) => column.name)).toEqual([
        'id',
        'staff_uid',
        'operation',
        'parent_uid',
        'order_id',
        'target',
        'at',
      ]);
    });
  });
});
