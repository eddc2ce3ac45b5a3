import { createHash } from 'node:crypto';
import pg from 'pg';
import { MAX_PREPARED_STATEMENTS, type Db, type ListenOptions, type Queryable } from './db.js';

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
  /** The listening connection's reconnect back-off (tests shorten it). */
  listenBackoff?: ListenBackoff;
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
    listen: (channel, onPayload, listenOptions = {}) =>
      listenOn(options.connectionString, channel, onPayload, {
        ...listenOptions,
        backoff: options.listenBackoff ?? DEFAULT_LISTEN_BACKOFF,
      }),
  };
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/** The listening connection's name in pg_stat_activity (operators and tests find it by it). */
export const LISTEN_APPLICATION_NAME = 'portal-gateway-listen';

/** How long to wait before the next attempt to listen again: doubling, capped. */
export interface ListenBackoff {
  initialMs: number;
  maxMs: number;
}

/** 250 ms, 500 ms, 1 s ... at most 30 s between attempts, each ±25 % (instances spread out). */
export const DEFAULT_LISTEN_BACKOFF: ListenBackoff = { initialMs: 250, maxMs: 30_000 };

/** The wait before reconnect attempt `failures + 1`, with jitter. */
export function listenRetryDelayMs(
  failures: number,
  backoff: ListenBackoff,
  random = Math.random,
): number {
  const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** failures);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * A dedicated connection that LISTENs on `channel`. When it drops (a restart, a failover, an
 * administrator's pg_terminate_backend) it reconnects with capped, jittered back-off for as long
 * as it is not stopped, and calls `onResync` once listening again: notifications sent while it
 * was away are lost, so listeners re-read what they watch. The first connection's failure is
 * the caller's to handle.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions & { backoff: ListenBackoff },
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const delay = listenRetryDelayMs(failures, options.backoff);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void reconnect();
    }, delay);
    retry.unref();
  };

  /** A connection that listens; when it is lost later, the next one is scheduled. */
  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      connectionString,
      application_name: LISTEN_APPLICATION_NAME,
      keepAlive: true,
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => undefined);
      if (client !== next) return;
      client = null;
      options.onDisconnect?.();
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (lost) throw new Error('The listening connection closed while it was being opened');
    return next;
  };

  const reconnect = async () => {
    if (stopped) return;
    let next: pg.Client;
    try {
      next = await open();
    } catch {
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    options.onResync?.();
  };

  client = await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    retry = null;
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
