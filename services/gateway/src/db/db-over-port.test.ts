import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Db } from './db.js';
import { dbOverPort, type DbOverPort } from './db-over-port.js';
import { serveDb } from './serve-db.js';
import { openTestDb } from '../test-support/test-db.js';

// The gateway reaches PGlite on a thread of its own (pglite-thread-db.ts) through these two
// ends. Here both ends share one thread over a real MessageChannel (structured cloning and
// all), in front of a real PGlite: the rows, errors and transactions must be the database's.
describe('a database served over a message port', () => {
  let served: Db;
  let db: DbOverPort;
  let ports: MessagePort[];

  beforeAll(async () => {
    served = await openTestDb('pglite');
    await served.exec(
      `create table probe (id text primary key, n integer, at timestamptz, doc jsonb)`,
    );
    const channel = new MessageChannel();
    ports = [channel.port1, channel.port2];
    serveDb(served, channel.port1);
    db = dbOverPort(channel.port2, { backend: 'pglite' });
  });
  afterAll(async () => {
    for (const port of ports) port.close();
    await served.close();
  });

  const at = new Date('2026-11-25T10:15:30.123Z');

  it('answers the rows the database answers, values and all', async () => {
    await db.query('insert into probe (id, n, at, doc) values ($1, $2, $3, $4)', [
      'a',
      7,
      at,
      { k: [1, 'x'] },
    ]);
    const rows = await db.query<{ id: string; n: number; at: Date; doc: unknown }>(
      'select id, n, at, doc from probe where id = $1',
      ['a'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.n).toBe(7);
    expect(rows[0]?.doc).toEqual({ k: [1, 'x'] });
    expect(new Date(rows[0]?.at as Date).toISOString()).toBe(at.toISOString());
    expect(await db.query('select id from probe where id = $1', ['none'])).toEqual([]);
  });

  it("fails with the database's message and SQLSTATE, and stays usable", async () => {
    await expect(db.query('select 10 / $1::int as q', [0])).rejects.toMatchObject({
      message: expect.stringMatching(/division by zero/),
      code: '22012',
    });
    await db.query("insert into probe (id) values ('dup')");
    await expect(db.query("insert into probe (id) values ('dup')")).rejects.toMatchObject({
      code: '23505',
      constraint: 'probe_pkey',
    });
    expect(await db.query('select 10 / $1::int as q', [5])).toEqual([{ q: 2 }]);
  });

  it('commits a transaction that resolves and answers what it returned', async () => {
    const returned = await db.transaction(async (tx) => {
      await tx.query("insert into probe (id, n) values ('t1', 1)");
      await tx.exec("update probe set n = 2 where id = 't1'");
      return (await tx.query<{ n: number }>("select n from probe where id = 't1'"))[0]?.n;
    });
    expect(returned).toBe(2);
    expect(await served.query("select n from probe where id = 't1'")).toEqual([{ n: 2 }]);
  });

  it("rolls a transaction back when it throws, and rethrows the caller's own error", async () => {
    const mine = new Error('the parent changed their mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into probe (id) values ('t2')");
        throw mine;
      }),
    ).rejects.toBe(mine);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into probe (id) values ('t3')");
        await tx.query("insert into probe (id) values ('t3')");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await served.query("select id from probe where id in ('t2', 't3')")).toEqual([]);
  });

  it('keeps statements from outside out of an open transaction', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into probe (id) values ('t4')");
      await held;
    });
    // Asked while the transaction is open: answered after it commits, never inside it.
    const outside = db.query("select count(*)::int as n from probe where id = 't4'");
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
  });

  it('answers a statement for a transaction that is not open with an error, not silence', async () => {
    const channel = new MessageChannel();
    serveDb(served, channel.port1);
    const reply = new Promise((resolve) => channel.port2.once('message', resolve));
    channel.port2.postMessage({ id: 1, op: 'query', tx: 99, sql: 'select 1', params: [] });
    expect(await reply).toMatchObject({
      id: 1,
      ok: false,
      error: { message: 'No open transaction 99' },
    });
    channel.port1.close();
    channel.port2.close();
  });

  it('fails what is in flight and everything after, once the other thread is gone', async () => {
    const channel = new MessageChannel();
    // Nothing serves this port: the request stays in flight until fail().
    const orphan = dbOverPort(channel.port2, { backend: 'pglite' });
    const inFlight = orphan.query('select 1');
    orphan.fail(new Error('The database thread stopped (exit code 1).'));
    await expect(inFlight).rejects.toThrow('The database thread stopped');
    await expect(orphan.query('select 1')).rejects.toThrow('The database thread stopped');
    channel.port1.close();
    channel.port2.close();
  });
});
