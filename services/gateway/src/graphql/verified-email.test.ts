import { pickupInputAt } from '../test-support/pickup-input.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertOrder } from '../test-support/fixtures.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// A parent who signed up and has an order, but has not opened the verification email yet.
const PARENT = { uid: 'unverified-parent', email: 'new.parent@example.com', orderId: 'ord_new' };
const unverifiedToken = () =>
  emulatorIdToken({ uid: PARENT.uid, email: PARENT.email, emailVerified: false });
const verifiedToken = () =>
  emulatorIdToken({ uid: PARENT.uid, email: PARENT.email, emailVerified: true });

const pickup = pickupInputAt(new Date(), { locationType: 'HOME', place: 'Home' });

// Every order-scoped operation: reads and writes.
const ORDER_SCOPED: [string, string, Record<string, unknown>][] = [
  ['me.orders', 'query { me { id orders { id } } }', {}],
  ['order', 'query($orderId: ID!) { order(id: $orderId) { id childName } }', {}],
  [
    'saveMedicalFormDraft',
    'mutation($orderId: ID!) { saveMedicalFormDraft(orderId: $orderId, baseVersion: 0, answers: { mother: { fullName: "A" } }) { status } }',
    {},
  ],
  [
    'submitMedicalForm',
    'mutation($orderId: ID!) { submitMedicalForm(orderId: $orderId, baseVersion: 0, answers: { mother: { fullName: "A" } }) { status } }',
    {},
  ],
  [
    'requestPickup',
    'mutation($orderId: ID!, $input: PickupInput!) { requestPickup(orderId: $orderId, input: $input) { id } }',
    { input: pickup },
  ],
  ['cancelPickup', 'mutation($orderId: ID!) { cancelPickup(orderId: $orderId) { id } }', {}],
];

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('the verified-email rule on %s', (backend) => {
  let gateway: TestGateway;
  const snapshot = () =>
    gateway.db.query(
      `select (select count(*)::int from medical_forms) as forms,
              (select count(*)::int from pickups) as pickups`,
    );

  beforeAll(async () => {
    gateway = await startTestGateway(backend);
    await insertOrder(gateway.db, { id: PARENT.orderId, ownerUid: PARENT.uid });
  });
  afterAll(() => gateway.close());

  it('lets an unverified account register and read and name its own profile', async () => {
    const registered = await gateway.graphql({
      query: `mutation CreateUser($input: CreateUserInput!) {
        user { createUser(input: $input) { id email name } }
      }`,
      variables: { input: { id: PARENT.uid, email: PARENT.email, name: 'Nia N.' } },
      token: unverifiedToken(),
    });
    expect(registered.errors).toBeUndefined();
    const renamed = await gateway.graphql({
      query: `mutation UpdateProfile($input: UpdateProfileInput!) {
        user { updateProfile(input: $input) { name } }
      }`,
      variables: { input: { name: 'Nia Newman' } },
      token: unverifiedToken(),
    });
    expect(renamed.errors).toBeUndefined();
    const me = await gateway.graphql({
      query: 'query getUser { me { id profile { email name } } }',
      token: unverifiedToken(),
    });
    expect(me.errors).toBeUndefined();
    expect(me.data).toEqual({
      me: { id: PARENT.uid, profile: { email: PARENT.email, name: 'Nia Newman' } },
    });
  });

  describe.each(ORDER_SCOPED)('%s', (name, query, variables) => {
    it('is refused to an unverified account with EMAIL_NOT_VERIFIED, changing nothing', async () => {
      const before = await snapshot();
      const answer = await gateway.graphql({
        query,
        variables: { ...variables, orderId: PARENT.orderId },
        token: unverifiedToken(),
      });
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('EMAIL_NOT_VERIFIED');
      expect(answer.errors?.[0]?.message).toMatch(/verif/i);
      expect(answer.errors?.[0]?.path?.join('.')).toBe(name);
      expect(JSON.stringify(answer.data ?? null)).not.toContain(PARENT.orderId);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('answers the same account once its token says the email is verified', async () => {
    const orders = await gateway.graphql({
      query: 'query { me { orders { id } } }',
      token: verifiedToken(),
    });
    expect(orders.errors).toBeUndefined();
    expect(orders.data).toEqual({ me: { orders: [{ id: PARENT.orderId }] } });
    const saved = await gateway.graphql({
      query: ORDER_SCOPED[2]?.[1] ?? '',
      variables: { orderId: PARENT.orderId },
      token: verifiedToken(),
    });
    expect(saved.errors).toBeUndefined();
  });

  it('treats a token without an email (anonymous) as unverified', async () => {
    const answer = await gateway.graphql({
      query: 'query { me { orders { id } } }',
      token: emulatorIdToken({ uid: PARENT.uid }),
    });
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('EMAIL_NOT_VERIFIED');
  });
});
