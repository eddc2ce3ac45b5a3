import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { MAX_PREPARED_STATEMENTS } from './db.js';

/** "cached plan must not change result type": the table changed under a prepared statement. */
const PLAN_CHANGED = '0A000';

interface Prepared {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Parameterised statements on PGlite as named prepared statements, each execution one message
 * to Postgres (Bind, Describe, Execute, Sync) instead of the six exchanges PGlite's query()
 * makes, and without parsing and planning the SQL again: about a quarter of the time per read.
 * Parameters are serialised by the statement's parameter types with PGlite's own serialisers
 * and rows parsed with its own parsers, so answers are exactly query()'s. It takes the same
 * locks as query(), so it never runs inside another caller's transaction.
 */
export function preparedStatements(pglite: PGlite) {
  const { serialize } = protocol;
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  async function prepare(sql: string): Promise<Prepared> {
    const name = `portal_stmt_${(counter += 1)}`;
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  }

  async function execute(statement: Prepared, params: readonly unknown[]) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return messages;
  }

  async function forget(sql: string): Promise<void> {
    const statement = prepared.get(sql);
    if (!statement) return;
    prepared.delete(sql);
    await pglite
      .execProtocol(
        concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      )
      .catch(() => undefined);
  }

  return {
    /** Runs `sql` as a prepared statement; null when the cache is full (use query()). */
    async query<T extends object>(sql: string, params: readonly unknown[]): Promise<T[] | null> {
      if (!prepared.has(sql) && prepared.size >= MAX_PREPARED_STATEMENTS) return null;
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          let messages;
          try {
            messages = await execute(prepared.get(sql) ?? (await prepare(sql)), params);
          } catch (error) {
            // Prepared afresh next time; at once when the table changed under the plan.
            await forget(sql);
            if ((error as { code?: unknown }).code !== PLAN_CHANGED) throw error;
            messages = await execute(await prepare(sql), params);
          }
          await pglite.syncToFs();
          return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
        }),
      );
    },
  };
}
