/**
 * Several functions instances share one count on PostgreSQL (issue 43, point 8): two apps in
 * this test, each with its own pool on the same DATABASE_URL (a schema of this file's, migrated
 * by the gateway's own migrations), spend one budget per account between them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { openPostgresDb } from '@portal/gateway/db/postgres-db.js';
import { migrate } from '@portal/gateway/db/migrate.js';
import { startTestFunctions } from '../test-support/test-functions.js';
import { openRateLimitDatabase, type RateLimitDatabase } from './rate-limit-database.js';
import { RATE_LIMITED_MESSAGE } from './rate-limits.js';

const connectionString = process.env['DATABASE_URL'];
const describeOnPostgres = connectionString ? describe : describe.skip; // skip reason: needs a PostgreSQL server (DATABASE_URL), as CI has

const tiny = {
  perAccount: { points: 3, durationSeconds: 60 },
  perAddress: { points: 3, durationSeconds: 60 },
};
const tokenOf = (name: string) =>
  emulatorIdToken({ uid: `shared-${name}`, email: `shared-${name}@example.com` });
const instance = (database: RateLimitDatabase) =>
  startTestFunctions(
    () => ({
      name: 'local',
      createPortalSession: async () => ({ redirectUrl: 'http://localhost:5001/billing/x' }),
    }),
    undefined,
    {},
    { billingSession: tiny, checkoutSession: tiny },
    { rateLimitStore: database.store },
  );

async function onAdmin(sql: string) {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

// prettier-ignore
describeOnPostgres('the functions service’s rate limits on PostgreSQL', () => { // skip reason: needs a PostgreSQL server (DATABASE_URL), as CI has
  const schema = `functions_test_${randomBytes(6).toString('hex')}`;
  let emulator: AuthEmulatorStandIn;
  const databases: RateLimitDatabase[] = [];
  let apps: Awaited<ReturnType<typeof instance>>[] = [];

  beforeAll(async () => {
    emulator = await startAuthEmulatorStandIn();
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
    await onAdmin(`create schema ${schema}`);
    const gatewayDb = openPostgresDb({ connectionString: connectionString ?? '', schema });
    await migrate(gatewayDb);
    await gatewayDb.close();
    for (let i = 0; i < 2; i += 1) {
      databases.push(
        await openRateLimitDatabase({ connectionString: connectionString ?? '', schema }),
      );
    }
    apps = await Promise.all(databases.map(instance));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await onAdmin(`drop schema if exists ${schema} cascade`);
    await emulator?.close();
  });

  it('one account’s budget is spent across both instances; another account keeps its own', async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error('two instances expected');
    const open = (app: typeof first, name: string) =>
      app.openSession({ email: `shared-${name}@example.com` }, tokenOf(name));
    expect((await open(first, 'pat')).statusCode).toBe(200);
    expect((await open(second, 'pat')).statusCode).toBe(200);
    expect((await open(first, 'pat')).statusCode).toBe(200);
    // Each instance alone has counted fewer than 3: only a shared count refuses this one.
    const refused = await open(second, 'pat');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
    expect((await open(first, 'pat')).statusCode).toBe(429);
    // Another parent behind the same address (every call here comes from one) is not locked out.
    expect((await open(second, 'sam')).statusCode).toBe(200);
  });

  it('refuses to start on a database the gateway has not migrated (no counters table)', async () => {
    const empty = `functions_test_${randomBytes(6).toString('hex')}`;
    await onAdmin(`create schema ${empty}`);
    try {
      await expect(
        openRateLimitDatabase({ connectionString: connectionString ?? '', schema: empty }),
      ).rejects.toThrow(/no rate_limit_counters table/);
    } finally {
      await onAdmin(`drop schema ${empty} cascade`);
    }
  });
});
