import type { Db } from '../db/db.js';
import { captureLogger } from '../test-support/capture-logger.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from './demo-parent.js';
import { RealFirebaseRefusedError, seedDemoAuthUser } from './seed-demo-auth-user.js';
import { seedDemoData } from './seed-demo-data.js';

const COUNTS = `select
  (select count(*)::int from users) as users, (select count(*)::int from plans) as plans,
  (select count(*)::int from orders) as orders, (select count(*)::int from medical_forms) as forms,
  (select count(*)::int from pickups) as pickups, (select count(*)::int from certificates) as certificates,
  (select count(*)::int from invoices) as invoices`;

describe.each(testBackends())('demo data on %s', (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(backend);
  });
  afterAll(() => db.close());

  it('is idempotent', async () => {
    await seedDemoData(db);
    const first = await db.query(COUNTS);
    await seedDemoData(db);
    expect(await db.query(COUNTS)).toEqual(first);
    expect(first).toEqual([
      { users: 1, plans: 2, orders: 2, forms: 1, pickups: 1, certificates: 2, invoices: 5 },
    ]);
  });

  it('keeps a parent’s progress on restart, and puts it back on reset', async () => {
    await db.query(
      `insert into medical_forms (order_id, status, answers) values ($1, 'DRAFT', '{"a":1}')`,
      [DEMO_ORDER_IDS.baby],
    );
    await seedDemoData(db);
    expect(
      await db.query('select status from medical_forms where order_id = $1', [DEMO_ORDER_IDS.baby]),
    ).toEqual([{ status: 'DRAFT' }]);
    await seedDemoData(db, { reset: true });
    expect(
      await db.query('select status from medical_forms where order_id = $1', [DEMO_ORDER_IDS.baby]),
    ).toEqual([]);
    const orders = await db.query<{ id: string; owner: string }>(
      'select id, owner_uid as owner from orders order by created_at',
    );
    expect(orders).toEqual([
      { id: DEMO_ORDER_IDS.maya, owner: DEMO_PARENT.uid },
      { id: DEMO_ORDER_IDS.baby, owner: DEMO_PARENT.uid },
    ]);
  });

  it('places the younger sibling’s due date a few weeks ahead', async () => {
    const now = new Date('2026-03-10T09:00:00Z');
    await seedDemoData(db, { now, reset: true });
    const [baby] = await db.query<{ due: string }>(
      'select due_date::text as due from orders where id = $1',
      [DEMO_ORDER_IDS.baby],
    );
    expect(baby?.due).toBe('2026-04-14');
  });
});

describe('the demo parent in Firebase Auth', () => {
  it('is refused outside the Auth emulator', async () => {
    const saved = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    try {
      await expect(
        seedDemoAuthUser({ projectId: 'demo-portal', logger: captureLogger().logger }),
      ).rejects.toBeInstanceOf(RealFirebaseRefusedError);
    } finally {
      if (saved !== undefined) process.env['FIREBASE_AUTH_EMULATOR_HOST'] = saved;
    }
  });
});
