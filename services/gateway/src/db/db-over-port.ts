import type { Db, DbBackend, Queryable } from './db.js';
import { errorFromCopy, type DbPort, type DbReply, type DbRequest } from './db-messages.js';

/** Dates as ISO text, as pgliteDb() sends them (structured cloning would keep them anyway). */
const parameterOf = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value;

/** A request before its id is given. */
type Ask<R = DbRequest> = R extends DbRequest ? Omit<R, 'id'> : never;

export interface DbOverPort extends Db {
  /** Fails every request in flight and every later one (the other thread is gone). */
  fail(error: Error): void;
}

/**
 * A Db whose statements run on another thread that serves it (serve-db.ts) over `port`. The
 * same interface as the database itself: callers cannot tell, except that the gateway's
 * thread is free while a statement runs.
 */
export function dbOverPort(
  port: DbPort,
  options: { backend: DbBackend; afterClose?: () => Promise<void> },
): DbOverPort {
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let failure: Error | null = null;

  port.on('message', (message) => {
    const reply = message as DbReply;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(errorFromCopy(reply.error));
  });

  function ask<T>(request: Ask): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      port.postMessage({ ...request, id });
    });
  }

  const queryable = (tx?: number): Queryable => ({
    query: <T extends object>(sql: string, params: readonly unknown[] = []) =>
      ask<T[]>({ op: 'query', sql, params: params.map(parameterOf), ...(tx ? { tx } : {}) }),
    exec: (sql: string) => ask<void>({ op: 'exec', sql, ...(tx ? { tx } : {}) }),
  });

  return {
    backend: options.backend,
    ...queryable(),
    async transaction(fn) {
      const tx = await ask<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await ask({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'commit', tx });
      return result;
    },
    async close() {
      await ask({ op: 'close' });
      await options.afterClose?.();
    },
    fail(error) {
      failure = error;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    },
  };
}
