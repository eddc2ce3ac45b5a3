import { MAX_PREPARED_STATEMENTS, type Db } from './db.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';

// Reads and writes outside transactions run as prepared statements (PGlite:
// pglite-statements.ts; PostgreSQL: named statements per connection). They must answer
// exactly what a plain statement answers, whatever happened before.
describe.each(testBackends())('statements on %s', (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(backend);
    await db.exec(`create table probe (
      id text primary key, n integer, big bigint, ratio numeric, ok boolean, at timestamptz,
      day date, doc jsonb, note text
    )`);
  });
  afterAll(() => db.close());

  const at = new Date('2026-11-22T10:15:30.123Z');

  it('writes and reads every kind of value as a plain statement does', async () => {
    const insert = `insert into probe (id, n, big, ratio, ok, at, day, doc, note)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`;
    for (const id of ['a', 'b']) {
      expect(
        await db.query(insert, [
          id,
          42,
          '9007199254740993',
          '1.50',
          true,
          at,
          '2026-12-28',
          { k: [1, 'x'] },
          null,
        ]),
      ).toEqual([{ id }]);
    }
    const select =
      'select id, n, big, ratio, ok, at, day::text as day, doc, note from probe where id = $1';
    const prepared = await db.query(select, ['a']);
    const plain = await db.transaction((tx) => tx.query(select, ['a']));
    expect(prepared).toEqual(plain);
    expect(prepared).toHaveLength(1);
    const row = prepared[0] as Record<string, unknown>;
    expect(row['n']).toBe(42);
    expect(row['ok']).toBe(true);
    expect(row['day']).toBe('2026-12-28');
    expect(row['doc']).toEqual({ k: [1, 'x'] });
    expect(row['note']).toBeNull();
    expect(new Date(row['at'] as string | Date).toISOString()).toBe(at.toISOString());
    // The same statement again, with another parameter and with one that matches nothing.
    expect(await db.query(select, ['b'])).toHaveLength(1);
    expect(await db.query(select, ['none'])).toEqual([]);
  });

  it('stays usable after a statement fails, and fails the same way every time', async () => {
    const divide = 'select 10 / $1::int as q';
    await expect(db.query(divide, [0])).rejects.toThrow(/division by zero/);
    await expect(db.query(divide, [0])).rejects.toThrow(/division by zero/);
    expect(await db.query(divide, [5])).toEqual([{ q: 2 }]);
    await expect(db.query('select nope from probe where id = $1', ['a'])).rejects.toThrow(/nope/);
    expect(await db.query('select count(*)::int as c from probe')).toEqual([{ c: 2 }]);
  });

  it('follows a table that changed under a prepared statement', async () => {
    await db.exec('create table shifting (id text primary key, a text)');
    await db.query('insert into shifting (id, a) values ($1, $2)', ['x', 'one']);
    const select = 'select * from shifting where id = $1';
    expect(await db.query(select, ['x'])).toEqual([{ id: 'x', a: 'one' }]);
    await db.exec("alter table shifting add column b text not null default 'two'");
    expect(await db.query(select, ['x'])).toEqual([{ id: 'x', a: 'one', b: 'two' }]);
  });

  it("never runs inside another caller's open transaction", async () => {
    let inserted!: () => void;
    const insertedInTx = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const tx = db
      .transaction(async (t) => {
        await t.query("insert into probe (id) values ('uncommitted')");
        inserted();
        await released;
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    await insertedInTx;
    const count = db.query<{ c: number }>('select count(*)::int as c from probe where id = $1', [
      'uncommitted',
    ]);
    release();
    expect(await tx).toBe('roll back');
    expect(await count).toEqual([{ c: 0 }]);
  });

  it('prepares a statement once and runs it many times', async () => {
    const sql = 'select id from probe where id = $1 and n = $2';
    for (let i = 0; i < 5; i += 1) expect(await db.query(sql, ['a', 42])).toEqual([{ id: 'a' }]);
    // Every connection of the pool is one session; PGlite has one.
    const sessions = await Promise.all(
      Array.from({ length: backend === 'postgres' ? 4 : 1 }, () =>
        db.query<{ statement: string }>(
          'select statement from pg_prepared_statements where statement = $1',
          [sql],
        ),
      ),
    );
    const prepared = sessions.flat();
    expect(prepared.length).toBeGreaterThanOrEqual(1);
    expect(prepared.length).toBeLessThanOrEqual(sessions.length);
  });

  it('answers more distinct statements than it keeps prepared', async () => {
    for (let i = 0; i <= MAX_PREPARED_STATEMENTS; i += 1) {
      expect(await db.query(`select $1::int + ${i} as v`, [1])).toEqual([{ v: i + 1 }]);
    }
  });
});
