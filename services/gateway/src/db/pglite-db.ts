import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.js';
import { preparedStatements } from './pglite-statements.js';

export interface PgliteDbOptions {
  /** A directory on disk; in memory when absent. */
  dataDir?: string;
  /** A dump made with `dumpDataDir` to start from (tests: skips initdb). */
  loadDataDir?: Blob;
}

/** Dates as ISO text: PGlite recognises Date parameters with instanceof, which fails across realms. */
const parameterOf = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value;

function queryableOf(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params.map(parameterOf));
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Wraps an open PGlite instance (the caller keeps ownership of nothing: close() closes it).
 * Statements outside transactions run as prepared statements (pglite-statements.ts).
 */
export function pgliteDb(pglite: PGlite): Db {
  const plain = queryableOf(pglite);
  const statements = preparedStatements(pglite);
  return {
    backend: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const rows = await statements.query<T>(sql, params.map(parameterOf));
      return rows ?? plain.query<T>(sql, params);
    },
    exec: plain.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(queryableOf(tx))),
    close: () => pglite.close(),
  };
}

export async function openPgliteDb(options: PgliteDbOptions = {}): Promise<Db> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return pgliteDb(pglite);
}
