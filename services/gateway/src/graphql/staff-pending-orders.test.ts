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
  type StaffOrderData,
} from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// Staff createOrder gives an order only to an account that verified its email; otherwise the
// order waits for that email and goes to the first account that reads its orders verified.

const MY_ORDERS = 'query { me { orders { id childName } } }';
const ORDER = 'query($id: ID!) { order(id: $id) { id childName stage } }';

/** A token of `account`, as the Auth emulator mints it (email verified or not). */
const tokenOf = (account: { uid: string; email: string }, emailVerified: boolean) =>
  emulatorIdToken({ uid: account.uid, email: account.email, emailVerified });

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  emulator.addAccount({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
});
afterAll(() => emulator.close());

describe.each(testBackends())(
  'staff orders for an email without a verified account, on %s',
  (backend) => {
    let gateway: TestGateway;
    // Each test has accounts of its own (the backends share the stand-in).
    let serial = 0;
    const newAccount = (name: string) => {
      serial += 1;
      const uid = `${backend}-${name}-${serial}`;
      return { uid, email: `${uid}@example.com` };
    };

    beforeAll(async () => {
      gateway = await startTestGateway(backend, {
        accounts: firebaseAccountDirectory({ projectId: TEST_PROJECT_ID }),
      });
    });
    afterAll(() => gateway.close());

    async function createOrder(input: Record<string, unknown>): Promise<StaffOrderData> {
      const answer = await gateway.graphql<{ staff: { createOrder: StaffOrderData } }>({
        query: STAFF_DOCUMENTS.createOrder,
        variables: { input: { childName: 'Pat Pending', ...input } },
        token: staffToken(),
      });
      expect(answer.errors).toBeUndefined();
      const order = answer.data?.staff.createOrder;
      if (!order) throw new Error('createOrder answered no order');
      return order;
    }

    async function myOrderIds(token: string) {
      const answer = await gateway.graphql<{ me: { orders: { id: string }[] } }>({
        query: MY_ORDERS,
        token,
      });
      expect(answer.errors).toBeUndefined();
      return answer.data?.me.orders.map((order) => order.id) ?? [];
    }

    async function pendingOrderIds(email: string) {
      const answer = await gateway.graphql<{ staff: { pendingOrders: StaffOrderData[] } }>({
        query: STAFF_DOCUMENTS.pendingOrders,
        variables: { email },
        token: staffToken(),
      });
      expect(answer.errors).toBeUndefined();
      return answer.data?.staff.pendingOrders.map((order) => order.id) ?? [];
    }

    const auditOf = async (orderId: string) =>
      (await auditRows(gateway.db))
        .filter((row) => row.orderId === orderId)
        .map(({ staffUid, operation, parentUid, target }) => ({
          staffUid,
          operation,
          parentUid,
          target,
        }));

    it('an order for an unverified account waits: nobody sees it until the account verifies, then it is theirs', async () => {
      const account = newAccount('unverified');
      emulator.addAccount({ ...account, displayName: 'Squatter Name', emailVerified: false });

      // Typed in another case than the account's: emails compare case-insensitively.
      const order = await createOrder({ parentEmail: account.email.toUpperCase() });
      expect(order).toMatchObject({
        ownerUid: '',
        pendingForEmail: account.email,
        // An unverified account's display name is not trusted with the order.
        purchaserName: account.email,
        stage: 'KIT_SHIPPED',
      });
      expect(await auditOf(order.id)).toEqual([
        {
          staffUid: STAFF.uid,
          operation: 'createPendingOrder',
          parentUid: null,
          target: 'KIT_SHIPPED',
        },
      ]);
      expect(await pendingOrderIds(account.email.toUpperCase())).toEqual([order.id]);

      // The unverified account reaches no order data at all...
      for (const query of [MY_ORDERS, ORDER]) {
        const answer = await gateway.graphql({
          query,
          variables: { id: order.id },
          token: tokenOf(account, false),
        });
        expect(answer.errors?.[0]?.extensions?.['code']).toBe('EMAIL_NOT_VERIFIED');
      }
      // ...the staff see no order of that account yet, and another parent sees nothing either.
      const asStaff = await gateway.graphql<{ staff: { parent: { orders: unknown[] } | null } }>({
        query: STAFF_DOCUMENTS.parent,
        variables: { email: account.email },
        token: staffToken(),
      });
      expect(asStaff.data?.staff.parent?.orders).toEqual([]);
      const demo = tokenOf(DEMO_PARENT, true);
      expect(await myOrderIds(demo)).toEqual([DEMO_ORDER_IDS.maya, DEMO_ORDER_IDS.baby]);
      const other = await gateway.graphql({
        query: ORDER,
        variables: { id: order.id },
        token: demo,
      });
      expect(other.data).toEqual({ order: null });
      expect(await pendingOrderIds(account.email)).toEqual([order.id]);

      // The account verifies its email: its next token says so, and the order becomes its own.
      emulator.addAccount({ ...account, emailVerified: true });
      expect(await myOrderIds(tokenOf(account, true))).toEqual([order.id]);
      const own = await gateway.graphql({
        query: ORDER,
        variables: { id: order.id },
        token: tokenOf(account, true),
      });
      expect(own.data).toEqual({
        order: { id: order.id, childName: 'Pat Pending', stage: 'KIT_SHIPPED' },
      });
      expect(await auditOf(order.id)).toEqual([
        {
          staffUid: STAFF.uid,
          operation: 'createPendingOrder',
          parentUid: null,
          target: 'KIT_SHIPPED',
        },
        {
          staffUid: STAFF.uid,
          operation: 'attachPendingOrder',
          parentUid: account.uid,
          target: null,
        },
      ]);
      expect(await pendingOrderIds(account.email)).toEqual([]);
      const found = await gateway.graphql<{ staff: { parent: { orders: StaffOrderData[] } } }>({
        query: STAFF_DOCUMENTS.parent,
        variables: { email: account.email },
        token: staffToken(),
      });
      expect(found.data?.staff.parent.orders).toMatchObject([
        { id: order.id, ownerUid: account.uid, pendingForEmail: null },
      ]);
      // Attached once: reading again changes nothing, and the demo parent still has none of it.
      expect(await myOrderIds(tokenOf(account, true))).toEqual([order.id]);
      expect(await auditOf(order.id)).toHaveLength(2);
      expect(await myOrderIds(demo)).not.toContain(order.id);
    });

    it('an order for an email with no account yet goes to the account that signs up and verifies it, with its journey', async () => {
      const account = newAccount('later');
      const at = new Date(Date.now() - 60 * 60_000).toISOString();
      const order = await createOrder({
        parentEmail: account.email,
        stage: 'BIRTH_AND_PICKUP',
        at,
      });
      expect(order).toMatchObject({ ownerUid: '', pendingForEmail: account.email });

      // The bank moves the waiting order on; its audit names no parent.
      const moved = await gateway.graphql<{ staff: { advanceJourney: StaffOrderData } }>({
        query: STAFF_DOCUMENTS.advanceJourney,
        variables: { input: { orderId: order.id, to: 'LAB_PROCESSING' } },
        token: staffToken(),
      });
      expect(moved.errors).toBeUndefined();
      expect(moved.data?.staff.advanceJourney).toMatchObject({
        stage: 'LAB_PROCESSING',
        pendingForEmail: account.email,
      });

      // The account appears (signed up, verified) and reads its orders, its email in another case.
      emulator.addAccount({ ...account, emailVerified: true });
      const token = emulatorIdToken({ uid: account.uid, email: account.email.toUpperCase() });
      expect(await myOrderIds(token)).toEqual([order.id]);
      const own = await gateway.graphql({ query: ORDER, variables: { id: order.id }, token });
      expect(own.data).toEqual({
        order: { id: order.id, childName: 'Pat Pending', stage: 'LAB_PROCESSING' },
      });
      expect(await auditOf(order.id)).toEqual([
        {
          staffUid: STAFF.uid,
          operation: 'createPendingOrder',
          parentUid: null,
          target: 'BIRTH_AND_PICKUP',
        },
        {
          staffUid: STAFF.uid,
          operation: 'advanceJourney',
          parentUid: null,
          target: 'LAB_PROCESSING',
        },
        {
          staffUid: STAFF.uid,
          operation: 'attachPendingOrder',
          parentUid: account.uid,
          target: null,
        },
      ]);
    });

    it('an account that verified its email gets the order at once', async () => {
      const account = newAccount('verified');
      emulator.addAccount({ ...account, displayName: 'Vera Verified' });
      const order = await createOrder({ parentEmail: account.email });
      expect(order).toMatchObject({
        ownerUid: account.uid,
        pendingForEmail: null,
        purchaserName: 'Vera Verified',
      });
      expect(await pendingOrderIds(account.email)).toEqual([]);
      expect(await auditOf(order.id)).toEqual([
        {
          staffUid: STAFF.uid,
          operation: 'createOrder',
          parentUid: account.uid,
          target: 'KIT_SHIPPED',
        },
      ]);
    });

    it('a staff account reading its own orders with a matching email is refused and takes nothing', async () => {
      const email = newAccount('staff-mail').email;
      const order = await createOrder({ parentEmail: email });
      const staffWithThatEmail = staffToken({ uid: 'staff-with-parent-mail', email });
      const answer = await gateway.graphql({ query: MY_ORDERS, token: staffWithThatEmail });
      expect(answer.errors?.map((error) => error.extensions?.['code'])).toEqual([
        'STAFF_NOT_PARENT',
      ]);
      expect(await pendingOrderIds(email)).toEqual([order.id]);
    });

    it('two first reads at once attach the order once', async () => {
      const account = newAccount('race');
      const order = await createOrder({ parentEmail: account.email });
      emulator.addAccount({ ...account, emailVerified: true });
      await Promise.all([1, 2, 3].map(() => myOrderIds(tokenOf(account, true))));
      expect(await myOrderIds(tokenOf(account, true))).toEqual([order.id]);
      expect((await auditOf(order.id)).map((row) => row.operation)).toEqual([
        'createPendingOrder',
        'attachPendingOrder',
      ]);
    });
  },
);
