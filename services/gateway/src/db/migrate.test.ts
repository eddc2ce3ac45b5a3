import { testBackends, openTestDb } from '../test-support/test-db.js';
import type { Db } from './db.js';
import { loadMigrations, migrate } from './migrate.js';

describe.each(testBackends())('migrations on %s', (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(backend, { migrate: false });
  });
  afterAll(() => db.close());

  it('apply every migration file once, then nothing', async () => {
    const files = await loadMigrations();
    expect(files.map((file) => file.name)).toContain('001_initial');
    expect(await migrate(db)).toEqual(files.map((file) => file.name));
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(recorded.map((row) => row.version)).toEqual(files.map((file) => file.version));
  });

  it('create the tables the gateway reads', async () => {
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() order by table_name`,
    );
    expect(tables.map((table) => table.name)).toEqual([
      'billing_events',
      'certificates',
      'checkouts',
      'family_guardians',
      'family_invitations',
      'gifts',
      'invoices',
      'live_streams',
      'medical_forms',
      'notification_preferences',
      'notification_recipients',
      'notifications',
      'order_documents',
      'orders',
      'outbound_emails',
      'outbound_sms',
      'pending_orders',
      'pickups',
      'plan_ends',
      'plans',
      'rate_limit_counters',
      'release_events',
      'release_files',
      'release_requests',
      'schema_migrations',
      'staff_audit',
      'storage_agreements',
      'stored_files',
      'subscriptions',
      'users',
    ]);
  });

  it('roll a failing migration back whole', async () => {
    const broken = [
      ...(await loadMigrations()),
      { version: '998', name: '998_half', sql: 'create table half_done (id int);' },
      { version: '999', name: '999_broken', sql: 'create table broken (id int); select 1/0;' },
    ];
    await expect(migrate(db, broken)).rejects.toThrow(/division by zero/);
    const leftovers = await db.query(
      `select table_name from information_schema.tables
       where table_schema = current_schema() and table_name in ('half_done', 'broken')`,
    );
    expect(leftovers).toEqual([]);
    const versions = await db.query('select version from schema_migrations where version >= $1', [
      '998',
    ]);
    expect(versions).toEqual([]);
  });
});
