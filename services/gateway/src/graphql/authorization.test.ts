import { pickupInputAt } from '../test-support/pickup-input.js';
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { SCHEMA_FILE } from '../app.js';
import { findCertificate } from '../data/certificates-repo.js';
import { listInvoices } from '../data/billing-repo.js';
import { findMedicalForm } from '../data/medical-forms-repo.js';
import { findFamilyOrder, lockFamilyOrder } from '../data/orders-repo.js';
import { findLatestPickup } from '../data/pickups-repo.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertOrder } from '../test-support/fixtures.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const OTHER = { uid: 'other-parent', email: 'other@example.com', orderId: 'ord_other' };
const otherToken = () => emulatorIdToken({ uid: OTHER.uid, email: OTHER.email });
const parentToken = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });

// Every field of Order, read from the shared contract: a field added later is covered too.
const orderType = buildSchema(readFileSync(SCHEMA_FILE, 'utf8')).getType(
  'Order',
) as GraphQLObjectType;
const orderFieldSelections = Object.values(orderType.getFields()).map((field) => [
  field.name,
  isObjectType(getNamedType(field.type)) ? `${field.name} { __typename }` : field.name,
]);

const validPickup = pickupInputAt(new Date(), { locationType: 'HOME', place: 'Home' });

const MUTATIONS: [string, string, Record<string, unknown>][] = [
  [
    'saveMedicalFormDraft',
    'mutation($orderId: ID!) { saveMedicalFormDraft(orderId: $orderId, baseVersion: 0, answers: { hacked: true }) { status } }',
    {},
  ],
  [
    'submitMedicalForm',
    'mutation($orderId: ID!) { submitMedicalForm(orderId: $orderId, baseVersion: 0, answers: { hacked: true }) { status } }',
    {},
  ],
  [
    'requestPickup',
    'mutation($orderId: ID!, $input: PickupInput!) { requestPickup(orderId: $orderId, input: $input) { id } }',
    { input: validPickup },
  ],
  ['cancelPickup', 'mutation($orderId: ID!) { cancelPickup(orderId: $orderId) { id } }', {}],
];

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('authorisation by owner on %s', (backend) => {
  let gateway: TestGateway;
  const snapshot = async () =>
    gateway.db.query(
      `select (select count(*)::int from medical_forms) as forms,
              (select count(*)::int from pickups) as pickups,
              (select string_agg(status, ',' order by id) from pickups) as statuses`,
    );

  beforeAll(async () => {
    gateway = await startTestGateway(backend);
    await insertOrder(gateway.db, { id: OTHER.orderId, ownerUid: OTHER.uid });
    // The demo parent's younger child has a pick-up in flight, so cancelPickup has a target.
    const setup = await gateway.graphql({
      query: MUTATIONS[2]?.[1] ?? '',
      variables: { orderId: DEMO_ORDER_IDS.baby, input: validPickup },
      token: parentToken(),
    });
    if (setup.errors) throw new Error(`setup failed: ${JSON.stringify(setup.errors)}`);
  });
  afterAll(() => gateway.close());

  it('lists only the caller’s own orders', async () => {
    const answer = await gateway.graphql({
      query: 'query { me { orders { id } } }',
      token: otherToken(),
    });
    expect(answer.data).toEqual({ me: { orders: [{ id: OTHER.orderId }] } });
  });

  it('still answers the owner (the refusals below are not blanket failures)', async () => {
    const answer = await gateway.graphql({
      query: 'query($id: ID!) { order(id: $id) { id childName } }',
      variables: { id: OTHER.orderId },
      token: otherToken(),
    });
    expect(answer.data).toEqual({ order: { id: OTHER.orderId, childName: 'Other Child' } });
  });

  describe.each(Object.values(DEMO_ORDER_IDS))('another parent reading %s', (orderId) => {
    it.each(orderFieldSelections)(
      'Order.%s is refused (order is null)',
      async (_name, selection) => {
        const answer = await gateway.graphql({
          query: `query($id: ID!) { order(id: $id) { ${selection} } }`,
          variables: { id: orderId },
          token: otherToken(),
        });
        expect(answer.errors).toBeUndefined();
        expect(answer.data).toEqual({ order: null });
      },
    );
  });

  describe.each(MUTATIONS)('%s on another parent’s order', (_name, query, variables) => {
    it('fails with NOT_FOUND, like an order that does not exist, and changes nothing', async () => {
      const before = await snapshot();
      const foreign = await gateway.graphql({
        query,
        variables: { ...variables, orderId: DEMO_ORDER_IDS.baby },
        token: otherToken(),
      });
      const missing = await gateway.graphql({
        query,
        variables: { ...variables, orderId: 'ord_missing' },
        token: otherToken(),
      });
      expect(foreign.data).toBeNull();
      expect(foreign.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
      expect(foreign.errors?.[0]?.message).toBe(
        missing.errors?.[0]?.message.replace('ord_missing', DEMO_ORDER_IDS.baby),
      );
      expect(await snapshot()).toEqual(before);
    });
  });

  it('scopes every read of the data layer to the owner', async () => {
    const { db } = gateway;
    const { maya } = DEMO_ORDER_IDS;
    expect(await findFamilyOrder(db, OTHER.uid, maya)).toBeNull();
    expect(await db.transaction((tx) => lockFamilyOrder(tx, OTHER.uid, maya))).toBeNull();
    expect(await findMedicalForm(db, OTHER.uid, maya)).toBeNull();
    expect(await findLatestPickup(db, OTHER.uid, maya)).toBeNull();
    expect(await findCertificate(db, OTHER.uid, maya)).toBeNull();
    expect(await listInvoices(db, OTHER.uid, maya)).toEqual([]);
    // ...while the owner gets them.
    expect(await findMedicalForm(db, DEMO_PARENT.uid, maya)).not.toBeNull();
    expect(await findLatestPickup(db, DEMO_PARENT.uid, maya)).not.toBeNull();
    expect(await findCertificate(db, DEMO_PARENT.uid, maya)).not.toBeNull();
    expect(await listInvoices(db, DEMO_PARENT.uid, maya)).toHaveLength(3);
  });

  it('refuses the demo parent on the other parent’s order too', async () => {
    const answer = await gateway.graphql({
      query: 'query($id: ID!) { order(id: $id) { id } }',
      variables: { id: OTHER.orderId },
      token: parentToken(),
    });
    expect(answer.data).toEqual({ order: null });
  });
});
