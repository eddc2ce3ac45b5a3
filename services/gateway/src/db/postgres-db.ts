import { createHash } from 'node:crypto';
import pg from 'pg';
import { MAX_PREPARED_STATEMENTS, type Db, type Queryable } from './db.js';

/** "cached plan must not change result type": the table changed under a prepared statement. */
const PLAN_CHANGED = '0A000';

/**
 * Names for statements run on the pool: pg prepares a named statement once per connection, so
 * PostgreSQL parses and plans it once rather than on every request. A statement whose plan
 * cannot follow a schema change gets a new name (prepared afresh on every connection).
 */
function statementNames() {
  const generations = new Map<string, number>();
  const hashes = new Map<string, string>();
  return {
    /** The statement's name; undefined once too many distinct statements were named. */
    nameOf(sql: string): string | undefined {
      let hash = hashes.get(sql);
      if (!hash) {
        if (hashes.size >= MAX_PREPARED_STATEMENTS) return undefined;
        hash = createHash('sha1').update(sql).digest('hex').slice(0, 24);
        hashes.set(sql, hash);
      }
      return `portal_${hash}_${generations.get(sql) ?? 0}`;
    },
    renew(sql: string): void {
      generations.set(sql, (generations.get(sql) ?? 0) + 1);
    },
  };
}

export interface PostgresDbOptions {
  connectionString: string;
  /** Runs every statement in this schema (tests isolate themselves this way). */
  schema?: string;
  maxConnections?: number;
}

function queryableOf(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A pg connection pool behind the Db seam; schema names are validated, never interpolated raw. */
export function openPostgresDb(options: PostgresDbOptions): Db {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const names = statementNames();
  async function namedQuery<T extends object>(sql: string, params: readonly unknown[] = []) {
    const run = () => {
      const name = names.nameOf(sql);
      return pool.query<T>({ ...(name ? { name } : {}), text: sql, values: [...params] });
    };
    try {
      return (await run()).rows;
    } catch (error) {
      if ((error as { code?: unknown }).code !== PLAN_CHANGED) throw error;
      names.renew(sql);
      return (await run()).rows;
    }
  }
  return {
    backend: 'postgres',
    query: namedQuery,
    exec: queryableOf(pool).exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(queryableOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    ...(options.schema ? { schema: options.schema } : {}),
    listen: (channel, onPayload) => listenOn(options.connectionString, channel, onPayload),
  };
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_MS = 1000;

/** A dedicated connection that LISTENs on `channel`, reconnecting until stopped. */
async function listenOn(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      if (stopped) return;
      next.end().catch(() => undefined);
      if (client === next) client = null;
      retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
