import type { Db } from '../db/db.js';
import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// SQL round trips per request: what each read costs the database.
let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('SQL round trips on %s', (backend) => {
  let gateway: TestGateway;
  const statements: string[] = [];
  beforeAll(async () => {
    const db = await openTestDb(backend);
    const counting: Db = {
      ...db,
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
    };
    gateway = await startTestGateway(backend, { db: counting });
  });
  afterAll(() => gateway.close());

  const token = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });

  async function statementsOf(query: string) {
    statements.length = 0;
    const answer = await gateway.graphql({ query, token: token() });
    expect(answer.errors).toBeUndefined();
    return [...statements];
  }

  it("the dashboard's getUserOrder reads the orders only (one statement)", async () => {
    const sql = await statementsOf(
      'query getUserOrder { me { id orders { id purchaserName __typename } __typename } }',
    );
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/from orders/);
  });

  it('getUser reads the user row once, however often the profile is asked', async () => {
    const sql = await statementsOf(
      'query getUser { me { id profile { email name } again: profile { name } } }',
    );
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/from users/);
  });
});
