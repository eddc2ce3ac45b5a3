import pg from 'pg';
import type { Db, Queryable } from './db.js';

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
  return {
    backend: 'postgres',
    ...queryableOf(pool),
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
