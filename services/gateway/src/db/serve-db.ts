import type { Db, Queryable } from './db.js';
import { copyError, type DbPort, type DbReply, type DbRequest } from './db-messages.js';

interface OpenTransaction {
  tx: Queryable;
  decide: (commit: boolean) => void;
  done: Promise<unknown>;
}

/** Thrown inside the transaction to roll it back when the caller asked for that. */
const ROLLBACK = Symbol('rollback');

/**
 * Answers the requests that arrive on `port` with `db` (the database's own thread). A
 * transaction holds `db.transaction()` open from 'begin' until the caller's 'commit' or
 * 'rollback', so it takes the same locks as it would on one thread.
 */
export function serveDb(db: Db, port: DbPort): void {
  const open = new Map<number, OpenTransaction>();
  const reply = (message: DbReply) => port.postMessage(message);
  // A request that fails before its statement runs (an unknown transaction) is answered too.
  const answer = (id: number, work: () => Promise<unknown>) =>
    new Promise((resolve) => resolve(work())).then(
      (value) => reply({ id, ok: true, value }),
      (error: unknown) => reply({ id, ok: false, error: copyError(error) }),
    );

  function target(tx: number | undefined): Queryable {
    if (tx === undefined) return db;
    const entry = open.get(tx);
    if (!entry) throw new Error(`No open transaction ${tx}`);
    return entry.tx;
  }

  function begin(id: number) {
    let started = false;
    const entry = {} as OpenTransaction;
    const decided = new Promise<boolean>((resolve) => (entry.decide = resolve));
    entry.done = db
      .transaction(async (tx) => {
        entry.tx = tx;
        open.set(id, entry);
        started = true;
        reply({ id, ok: true, value: id });
        if (!(await decided)) throw ROLLBACK;
      })
      .finally(() => open.delete(id));
    entry.done.catch((error: unknown) => {
      if (!started) reply({ id, ok: false, error: copyError(error) });
    });
  }

  async function finish(tx: number, commit: boolean) {
    const entry = open.get(tx);
    if (!entry) throw new Error(`No open transaction ${tx}`);
    entry.decide(commit);
    try {
      await entry.done;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
  }

  port.on('message', (message) => {
    const request = message as DbRequest;
    switch (request.op) {
      case 'query':
        void answer(request.id, () => target(request.tx).query(request.sql, request.params));
        break;
      case 'exec':
        void answer(request.id, () => target(request.tx).exec(request.sql));
        break;
      case 'begin':
        begin(request.id);
        break;
      case 'commit':
      case 'rollback':
        void answer(request.id, () => finish(request.tx, request.op === 'commit'));
        break;
      case 'close':
        void answer(request.id, () => db.close());
        break;
    }
  });
}
