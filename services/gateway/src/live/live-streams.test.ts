import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from '../app.js';
import { firebaseAccountDirectory } from '../auth/account-directory.js';
import { firebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import type { Db } from '../db/db.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import { seedDemoData } from '../demo/seed-demo-data.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { captureLogger } from '../test-support/capture-logger.js';
import { emulatorIdToken, TEST_PROJECT_ID } from '../test-support/emulator-tokens.js';
import { insertOrder } from '../test-support/fixtures.js';
import {
  openLoopbackEventStream,
  type LoopbackEventStream,
} from '../test-support/loopback-event-stream.js';
import { pickupInputAt } from '../test-support/pickup-input.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { DEFAULT_LIVE_STREAM_LIMITS, type LiveStreamLimits } from './live-stream-limits.js';
import { openPickupEvents, type PickupEvents } from './pickup-events.js';

const PICKUP_CHANGED = `subscription PickupChanged($orderId: ID!) {
  pickupChanged(orderId: $orderId) { orderId pickup { id status } }
}`;
const REQUEST_PICKUP = `mutation RequestPickup($orderId: ID!, $input: PickupInput!) {
  requestPickup(orderId: $orderId, input: $input) { id status }
}`;
/** The one statement that reads an order's pick-up for a stream (data/pickups-repo.ts). */
/** The statement a live stream's read is (data/pickups-repo.ts findLatestPickupIfMember). */
const PICKUP_READ = /"memberOrderId", latest\.\* from orders o/;

const NOTIFICATIONS_CHANGED = `subscription { notificationsChanged { unreadCount } }`;

type ChangeData = {
  pickupChanged: { orderId: string; pickup: { id: string; status: string } | null } | null;
};

const parentToken = (expiresAt?: number) =>
  emulatorIdToken({
    uid: DEMO_PARENT.uid,
    email: DEMO_PARENT.email,
    ...(expiresAt ? { expiresAt } : {}),
  });

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

/** `db`, counting the pick-up reads that go through it. */
function countingPickupReads(db: Db) {
  let reads = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === 'query') {
        return (sql: string, params?: readonly unknown[]) => {
          if (PICKUP_READ.test(sql)) reads += 1;
          return target.query(sql, params);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, reads: () => reads, reset: () => void (reads = 0) };
}

/** A real gateway on a loopback port, on the suite's database and event channel. */
async function listeningGateway(
  db: Db,
  events: PickupEvents,
  liveStreams: Partial<LiveStreamLimits> = {},
) {
  const yoga = createGateway({
    db,
    pickupEvents: events,
    verifyToken: firebaseTokenVerifier({ projectId: TEST_PROJECT_ID }),
    logger: captureLogger().logger,
    production: false,
    allowedOrigins: ['http://localhost:3000'],
    accounts: firebaseAccountDirectory({ projectId: TEST_PROJECT_ID }),
    liveStreams,
  });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Gateway = Awaited<ReturnType<typeof listeningGateway>>;

describe.each(testBackends())('live status streams on %s', (backend) => {
  const disabledParent = { uid: `live-disabled-${backend}`, email: `gone.${backend}@example.com` };
  const disabledOrder = `ord_live_disabled_${backend}`;
  let db: Db;
  let events: PickupEvents;
  /** Changes pick-ups (on the database itself, so its statements are not counted). */
  let mutations: Gateway;
  const opened: LoopbackEventStream<ChangeData>[] = [];
  const gateways: Gateway[] = [];

  beforeAll(async () => {
    db = await openTestDb(backend);
    await seedDemoData(db);
    await insertOrder(db, { id: disabledOrder, ownerUid: disabledParent.uid });
    events = await openPickupEvents(db);
    mutations = await listeningGateway(db, events);
  });
  afterAll(async () => {
    await mutations.close();
    await events.close();
    await db.close();
  });
  afterEach(async () => {
    opened.splice(0).forEach((stream) => stream.close());
    await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
  });

  async function gatewayWith(liveStreams: Partial<LiveStreamLimits>, onDb: Db = db) {
    const gateway = await listeningGateway(onDb, events, liveStreams);
    gateways.push(gateway);
    return gateway;
  }

  async function subscribe(gateway: Gateway, orderId: string, token = parentToken()) {
    const stream = await openLoopbackEventStream<ChangeData>(gateway.url, {
      query: PICKUP_CHANGED,
      variables: { orderId },
      token,
    });
    opened.push(stream);
    return stream;
  }

  /** A stream that answered 200 and its first state. */
  async function subscribed(gateway: Gateway, orderId: string, token = parentToken()) {
    const stream = await subscribe(gateway, orderId, token);
    expect(stream.status).toBe(200);
    const first = await stream.nextEvent();
    expect(first.event).toBe('next');
    expect(first.payload?.data?.pickupChanged?.orderId).toBe(orderId);
    return stream;
  }

  async function requestPickup(orderId: string) {
    const response = await fetch(mutations.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${parentToken()}`,
      },
      body: JSON.stringify({
        query: REQUEST_PICKUP,
        variables: { orderId, input: pickupInputAt(new Date()) },
      }),
    });
    const body = (await response.json()) as {
      data?: { requestPickup: { id: string; status: string } };
      errors?: unknown[];
    };
    expect(body.errors).toBeUndefined();
    return body.data?.requestPickup as { id: string; status: string };
  }

  it('ends the oldest stream of an account, cleanly, when one more than it may hold opens', async () => {
    const gateway = await gatewayWith({});
    const { maxStreamsPerAccount } = DEFAULT_LIVE_STREAM_LIMITS;
    const oldest = await subscribed(gateway, DEMO_ORDER_IDS.baby);
    const others = [];
    for (let i = 0; i < maxStreamsPerAccount - 1; i += 1) {
      others.push(await subscribed(gateway, DEMO_ORDER_IDS.baby));
    }

    const newest = await subscribed(gateway, DEMO_ORDER_IDS.maya);
    expect(await oldest.nextEvent()).toEqual({ event: 'complete' });
    await oldest.ended();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(others.every((stream) => !stream.isEnded)).toBe(true);

    // The others still hear changes (the newest watches another order).
    const requested = await requestPickup(DEMO_ORDER_IDS.baby);
    for (const stream of others) {
      const heard = await stream.nextEvent();
      expect(heard.payload?.data?.pickupChanged?.pickup).toEqual({
        id: requested.id,
        status: 'REQUESTED',
      });
    }
    expect(newest.isEnded).toBe(false);
  });

  it('refuses a stream over the instance cap with 503 SERVICE_UNAVAILABLE and Retry-After', async () => {
    const gateway = await gatewayWith({ maxStreamsPerInstance: 2 });
    const first = await subscribed(gateway, DEMO_ORDER_IDS.baby);
    await subscribed(gateway, DEMO_ORDER_IDS.maya);

    const refused = await subscribe(gateway, DEMO_ORDER_IDS.baby);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    const answer = await refused.nextEvent();
    expect(answer.payload?.data ?? null).toBeNull();
    expect(answer.payload?.errors?.[0]?.extensions).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 30,
    });
    expect(await refused.nextEvent()).toEqual({ event: 'complete' });

    // A client that goes away gives its place back.
    first.close();
    const deadline = Date.now() + 3000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      const again = await subscribe(gateway, DEMO_ORDER_IDS.baby);
      status = again.status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });

  it('reads a change once per order and hands it to every stream of the order', async () => {
    const streamCount = 25;
    const counted = countingPickupReads(db);
    const gateway = await gatewayWith({ maxStreamsPerAccount: streamCount }, counted.db);
    const streams = await Promise.all(
      Array.from({ length: streamCount }, () => subscribed(gateway, DEMO_ORDER_IDS.baby)),
    );
    // Each stream's first state was read when it joined; from here on, only changes count.
    counted.reset();

    const requested = await requestPickup(DEMO_ORDER_IDS.baby);
    const heard = await Promise.all(streams.map((stream) => stream.nextEvent()));
    for (const event of heard) {
      expect(event.payload?.data?.pickupChanged).toEqual({
        orderId: DEMO_ORDER_IDS.baby,
        pickup: { id: requested.id, status: 'REQUESTED' },
      });
    }
    expect(counted.reads()).toBe(1);
  });

  it('ends a stream when its ID token expires, with a final UNAUTHENTICATED event', async () => {
    const gateway = await gatewayWith({});
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const expiring = await subscribed(gateway, DEMO_ORDER_IDS.baby, parentToken(expiresAt));
    const lasting = await subscribed(gateway, DEMO_ORDER_IDS.baby);

    const last = await expiring.nextEvent(4000);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 50);
    expect(last.payload?.data ?? null).toBeNull();
    expect(last.payload?.errors?.[0]).toMatchObject({
      message: 'Your session has expired: sign in again.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' },
    });
    expect(await expiring.nextEvent()).toEqual({ event: 'complete' });
    await expiring.ended();
    expect(lasting.isEnded).toBe(false);
  });

  /** A notifications stream of `uid` (no order needed) that answered 200 and its first state. */
  async function notificationsStream(gateway: Gateway, uid: string) {
    const stream = await openLoopbackEventStream<unknown>(gateway.url, {
      query: NOTIFICATIONS_CHANGED,
      variables: {},
      token: emulatorIdToken({ uid, email: `${uid}@example.com` }),
    });
    opened.push(stream as unknown as LoopbackEventStream<ChangeData>);
    expect(stream.status).toBe(200);
    expect((await stream.nextEvent()).event).toBe('next');
    return stream;
  }

  const onPostgres = backend === 'postgres' ? it : it.skip; // skip reason: one PGlite process is one instance: nothing to share

  // prettier-ignore
  onPostgres( // skip reason: one PGlite process is one instance: nothing to share
    'counts an account’s streams on every instance: the oldest ends on its own',
    async () => {
      const shared = { maxStreamsPerAccount: 2, sharedRenewalMs: 200 };
      const [first, second] = [await gatewayWith(shared), await gatewayWith(shared)];
      const uid = `live-shared-${randomUUID()}`;
      const oldest = await notificationsStream(first, uid);
      const middle = await notificationsStream(second, uid);
      const newest = await notificationsStream(second, uid);
      // The third stream of the account, on the other instance: the first instance ends its own.
      expect(await oldest.nextEvent(3000)).toEqual({ event: 'complete' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([middle.isEnded, newest.isEnded]).toEqual([false, false]);
    },
  );

  // prettier-ignore
  onPostgres('no longer counts the streams of an instance whose lease ran out', async () => { // skip reason: one PGlite process is one instance: nothing to share
    const gateway = await gatewayWith({ maxStreamsPerAccount: 2, sharedRenewalMs: 200 });
    const uid = `live-dead-${randomUUID()}`;
    // Two streams of an instance that died: their leases ended (the newest rows, so counted
    // they would replace this instance's).
    for (const n of [1, 2]) {
      await db.query(
        `insert into live_streams (id, uid, opened_at, expires_at)
         values ($1, $2, now() + interval '1 hour', now() - interval '1 second')`,
        [`dead-${n}-${uid}`, uid],
      );
    }
    const first = await notificationsStream(gateway, uid);
    const second = await notificationsStream(gateway, uid);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect([first.isEnded, second.isEnded]).toEqual([false, false]);
  });

  it('ends a disabled account’s streams at the next account check', async () => {
    const gateway = await gatewayWith({ accountCheckIntervalMs: 200 });
    const token = emulatorIdToken({ uid: disabledParent.uid, email: disabledParent.email });
    const doomed = await subscribed(gateway, disabledOrder, token);
    const bystander = await subscribed(gateway, DEMO_ORDER_IDS.baby);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(doomed.isEnded).toBe(false);

    emulator.disable(disabledParent.uid);
    const last = await doomed.nextEvent(2000);
    expect(last.payload?.errors?.[0]).toMatchObject({
      message: 'This account is disabled.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'ACCOUNT_DISABLED' },
    });
    expect(await doomed.nextEvent()).toEqual({ event: 'complete' });
    await doomed.ended();
    expect(bystander.isEnded).toBe(false);
  });
});
