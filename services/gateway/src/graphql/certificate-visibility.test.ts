import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertOrder } from '../test-support/fixtures.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// The certificate's values are health data: the parent sees them once the lab has issued the
// certificate, never before, and no other account ever does.
const CERTIFICATE = `query Certificate($id: ID!) {
  order(id: $id) {
    id
    certificate { status progress issued { unitId childName tncCount cd34Count viabilityPercent volumeMl storageSite } }
  }
}`;

const LOCKED_ORDER = 'ord_lab_at_work';
// What a lab may already have recorded while the certificate is still locked.
const LOCKED_VALUES = { unitId: 'CBU-LOCKED-0042', tnc: 13.37, storageSite: 'Vault Z, Hidden' };
const ISSUED_VALUES = ['CBU-2024-041-7731', '14.2', '97.4', 'Cryogenic'];

const OTHER = { uid: 'certificate-other-parent', email: 'other.parent@example.com' };
const parentToken = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const otherToken = () => emulatorIdToken(OTHER);

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('certificate visibility on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend);
    await insertOrder(gateway.db, {
      id: LOCKED_ORDER,
      ownerUid: DEMO_PARENT.uid,
      childName: 'Ada Rivera',
    });
    await gateway.db.query(
      `insert into certificates (order_id, status, progress, unit_id, lab, tnc_count, storage_site)
       values ($1, 'LOCKED', 90, $2, 'Some Lab', $3, $4)`,
      [LOCKED_ORDER, LOCKED_VALUES.unitId, LOCKED_VALUES.tnc, LOCKED_VALUES.storageSite],
    );
    await insertOrder(gateway.db, { id: 'ord_other_parent', ownerUid: OTHER.uid });
  });
  afterAll(() => gateway.close());

  it('answers a locked certificate with its progress and no values, even those already recorded', async () => {
    const answer = await gateway.graphql({
      query: CERTIFICATE,
      variables: { id: LOCKED_ORDER },
      token: parentToken(),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      order: { id: LOCKED_ORDER, certificate: { status: 'LOCKED', progress: 90, issued: null } },
    });
    const body = JSON.stringify(answer);
    for (const value of Object.values(LOCKED_VALUES)) expect(body).not.toContain(String(value));
  });

  it('answers the owner the values of an issued certificate (the refusals are not blanket)', async () => {
    const answer = await gateway.graphql<{ order: { certificate: { issued: unknown } } }>({
      query: CERTIFICATE,
      variables: { id: DEMO_ORDER_IDS.maya },
      token: parentToken(),
    });
    expect(answer.data?.order.certificate.issued).toMatchObject({
      unitId: 'CBU-2024-041-7731',
      tncCount: 14.2,
    });
  });

  it.each([
    ['issued', DEMO_ORDER_IDS.maya],
    ['locked', LOCKED_ORDER],
  ])(
    'refuses another parent the %s certificate: the order is null, no value answered',
    async (_state, id) => {
      const answer = await gateway.graphql({
        query: CERTIFICATE,
        variables: { id },
        token: otherToken(),
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ order: null });
      const body = JSON.stringify(answer);
      for (const value of [...ISSUED_VALUES, LOCKED_VALUES.unitId])
        expect(body).not.toContain(value);
    },
  );

  it('refuses a request without a token, and writes no certificate value to the logs', async () => {
    const answer = await gateway.graphql({
      query: CERTIFICATE,
      variables: { id: DEMO_ORDER_IDS.maya },
    });
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer)).not.toContain('CBU-');
    // A request's duration is a timing, not data, and may read like a value (14.2 ms).
    const logs = gateway.logs.text().replace(/"durationMs":[\d.]+/g, '"durationMs":0');
    for (const value of [...ISSUED_VALUES, LOCKED_VALUES.unitId, LOCKED_VALUES.storageSite]) {
      expect(logs).not.toContain(value);
    }
  });
});
