import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import { openPostgresDb } from '../db/postgres-db.js';
import { PICKUP_REFERENCE_PATTERN } from '../domain/pickup-reference.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { pickupInputAt } from '../test-support/pickup-input.js';
import { subscribeOverSse } from '../test-support/sse-subscription.js';
import { STAFF_DOCUMENTS, staffToken } from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const SUPPORT_PHONE = '+1 (800) 555-0199';
const PICKUP_FIELDS = `id reference status locationType place address floorUnit room kitLocation
  timeZone birthAt collectionAt collectionDate collectionTime contactPhone alternatePhone notes
  preferredWindowStartAt labDeadlineAt checklist changeable requestedAt dispatchedAt`;
const REQUEST_PICKUP = `mutation RequestPickup($orderId: ID!, $input: PickupInput!) {
  requestPickup(orderId: $orderId, input: $input) { ${PICKUP_FIELDS} }
}`;
const CANCEL_PICKUP = `mutation CancelPickup($orderId: ID!) {
  cancelPickup(orderId: $orderId) { id reference status changeable }
}`;
const READ_PICKUP = `query ReadPickup($id: ID!) { order(id: $id) { pickup { id status } } }`;
const PICKUP_CHANGED = `subscription PickupChanged($orderId: ID!) {
  pickupChanged(orderId: $orderId) { orderId pickup { id reference status changeable } }
}`;

type PickupData = Record<string, unknown> & { id: string; reference: string; status: string };
type ChangeData = {
  pickupChanged: { orderId: string; pickup: { id: string; status: string } | null };
};

const parentToken = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan' });
const otherParentToken = () =>
  emulatorIdToken({ uid: 'other-parent', email: 'other.parent@example.com', name: 'Sam' });

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('kit pick-up on %s', (backend) => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway(backend);
  });
  afterEach(() => gateway.close());

  const order = DEMO_ORDER_IDS.baby;
  const request = (input: Record<string, unknown>, token = parentToken()) =>
    gateway.graphql<{ requestPickup: PickupData }>({
      query: REQUEST_PICKUP,
      variables: { orderId: order, input },
      token,
    });
  const cancel = (token = parentToken()) =>
    gateway.graphql<{ cancelPickup: PickupData }>({
      query: CANCEL_PICKUP,
      variables: { orderId: order },
      token,
    });
  const courier = (status: string) =>
    gateway.graphql<{ staff: { setPickupStatus: { pickupStatus: string } } }>({
      query: STAFF_DOCUMENTS.setPickupStatus,
      variables: { input: { orderId: order, status } },
      token: staffToken(),
    });

  it('creates a request with its times as instants in the hospital’s zone', async () => {
    const now = new Date();
    const input = pickupInputAt(
      now,
      { alternatePhone: '(916) 555-0111', kitLocation: 'NURSES_STATION' },
      'America/Los_Angeles',
    );
    const answer = await request(input);
    expect(answer.errors).toBeUndefined();
    const pickup = answer.data?.requestPickup;
    expect(pickup?.reference).toMatch(PICKUP_REFERENCE_PATTERN);
    const collectedAt = new Date(Math.floor((now.getTime() - 3_600_000) / 60_000) * 60_000);
    expect(pickup).toMatchObject({
      status: 'REQUESTED',
      changeable: true,
      timeZone: 'America/Los_Angeles',
      collectionAt: collectedAt.toISOString(),
      labDeadlineAt: new Date(collectedAt.getTime() + 48 * 3_600_000).toISOString(),
      birthAt: new Date(collectedAt.getTime() - 3_600_000).toISOString(),
      kitLocation: 'NURSES_STATION',
      floorUnit: 'Maternity, 3rd floor',
      room: '312',
      alternatePhone: '(916) 555-0111',
      preferredWindowStartAt: null,
      checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
      dispatchedAt: null,
    });
  });

  it('keeps one active request: a duplicate submit answers the same request', async () => {
    const input = pickupInputAt(new Date());
    const [first, second] = await Promise.all([request(input), request(input)]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data?.requestPickup.id).toBe(first.data?.requestPickup.id);
    expect(second.data?.requestPickup.reference).toBe(first.data?.requestPickup.reference);
    const rows = await gateway.db.query('select id from pickups where order_id = $1', [order]);
    expect(rows).toHaveLength(1);
  });

  it('changes and cancels before dispatch, and refuses both afterwards with the support number', async () => {
    const first = await request(pickupInputAt(new Date()));
    const changed = await request(
      pickupInputAt(new Date(), { locationType: 'HOME', place: 'Home', room: null }),
    );
    expect(changed.data?.requestPickup).toMatchObject({
      id: first.data?.requestPickup.id,
      locationType: 'HOME',
      place: 'Home',
      room: null,
    });
    const cancelled = await cancel();
    expect(cancelled.data?.cancelPickup).toMatchObject({
      id: first.data?.requestPickup.id,
      status: 'CANCELLED',
      changeable: false,
    });

    const renewed = await request(pickupInputAt(new Date()));
    expect(renewed.data?.requestPickup.id).not.toBe(first.data?.requestPickup.id);
    expect((await courier('DISPATCHED')).errors).toBeUndefined();

    const change = await request(pickupInputAt(new Date(), { room: '400' }));
    expect(change.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    expect(change.errors?.[0]?.message).toContain(SUPPORT_PHONE);
    const refused = await cancel();
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(
      `The courier has already been dispatched for this kit, so the pick-up can no longer be changed or cancelled here. Please call us on ${SUPPORT_PHONE}.`,
    );
    const read = await gateway.graphql<{ order: { pickup: PickupData } }>({
      query: READ_PICKUP,
      variables: { id: order },
      token: parentToken(),
    });
    expect(read.data?.order.pickup).toEqual({
      id: renewed.data?.requestPickup.id,
      status: 'DISPATCHED',
    });
  });

  it('moves statuses only forward', async () => {
    await request(pickupInputAt(new Date()));
    expect((await courier('COLLECTED')).data?.staff.setPickupStatus.pickupStatus).toBe('COLLECTED');
    const back = await courier('DISPATCHED');
    expect(back.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    expect(back.errors?.[0]?.message).toMatch(/only moves forward/);
    expect((await courier('RECEIVED')).data?.staff.setPickupStatus.pickupStatus).toBe('RECEIVED');
  });

  it('refuses another parent: request, cancel, read and subscription', async () => {
    const other = otherParentToken();
    const theirs = await request(pickupInputAt(new Date()), other);
    expect(theirs.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    await request(pickupInputAt(new Date()));
    expect((await cancel(other)).errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const read = await gateway.graphql<{ order: unknown }>({
      query: READ_PICKUP,
      variables: { id: order },
      token: other,
    });
    expect(read.data?.order).toBeNull();
    const subscription = await subscribeOverSse<ChangeData>(gateway, {
      query: PICKUP_CHANGED,
      variables: { orderId: order },
      token: other,
    });
    const event = await subscription.next();
    subscription.close();
    expect(event.data ?? null).toBeNull();
    expect(event.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const rows = await gateway.db.query<{ status: string }>(
      'select status from pickups where order_id = $1',
      [order],
    );
    expect(rows).toEqual([{ status: 'REQUESTED' }]);
  });

  it('pushes a status change to the order’s owner only, within 2 seconds', async () => {
    const requested = await request(pickupInputAt(new Date()));
    const owner = await subscribeOverSse<ChangeData>(gateway, {
      query: PICKUP_CHANGED,
      variables: { orderId: order },
      token: parentToken(),
    });
    // Another parent, subscribed to their own order, hears nothing of this one.
    const bystander = await subscribeOverSse<ChangeData>(gateway, {
      query: PICKUP_CHANGED,
      variables: { orderId: DEMO_ORDER_IDS.maya },
      token: parentToken(),
    });
    try {
      expect(owner.status).toBe(200);
      const initial = await owner.next();
      expect(initial.data?.pickupChanged).toEqual({
        orderId: order,
        pickup: expect.objectContaining({
          id: requested.data?.requestPickup.id,
          status: 'REQUESTED',
        }),
      });
      await bystander.next(); // its own current state
      const started = Date.now();
      await courier('DISPATCHED');
      const moved = await owner.next(2000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(moved.data?.pickupChanged.pickup).toMatchObject({ status: 'DISPATCHED' });
      await expect(bystander.next(300)).rejects.toThrow(/no event/);
    } finally {
      owner.close();
      bystander.close();
    }
  });

  if (backend === 'postgres') {
    it('a change made through one gateway instance reaches a subscriber of another', async () => {
      const connectionString = process.env['DATABASE_URL'] as string;
      // A second instance: its own pool and its own listening connection on the same database.
      const secondDb = openPostgresDb({
        connectionString,
        ...(gateway.db.schema ? { schema: gateway.db.schema } : {}),
        maxConnections: 2,
      });
      const second = await startTestGateway('postgres', { db: secondDb, seed: false });
      const subscription = await subscribeOverSse<ChangeData>(second, {
        query: PICKUP_CHANGED,
        variables: { orderId: order },
        token: parentToken(),
      });
      try {
        expect((await subscription.next()).data?.pickupChanged.pickup).toBeNull();
        const started = Date.now();
        const requested = await request(pickupInputAt(new Date()));
        const heard = await subscription.next(2000);
        expect(Date.now() - started).toBeLessThan(2000);
        expect(heard.data?.pickupChanged.pickup).toMatchObject({
          id: requested.data?.requestPickup.id,
          status: 'REQUESTED',
        });
        await courier('DISPATCHED');
        expect((await subscription.next(2000)).data?.pickupChanged.pickup).toMatchObject({
          status: 'DISPATCHED',
        });
      } finally {
        subscription.close();
        await second.closeEvents();
        await secondDb.close();
      }
    });
  }
});
