import pg from 'pg';
import { sqlRateLimitStore, type RateLimitStore } from '@portal/service-kit/rate-limit-store';

/** The rate limits' counts in the gateway's PostgreSQL database, and how to let go of it. */
export interface RateLimitDatabase {
  store: RateLimitStore;
  close(): Promise<void>;
}

/**
 * Opens the gateway's database (DATABASE_URL) for the rate limits: every functions instance
 * then counts in its `rate_limit_counters` table (the gateway's migration 007), beside the
 * gateway's own counters (keys prefixed `functions:`). The service reads and writes nothing
 * else there. Refuses to start when the table is missing (the gateway has not migrated that
 * database yet, or DATABASE_URL names another one).
 */
export async function openRateLimitDatabase(options: {
  connectionString: string;
  /** Runs every statement in this schema (tests isolate themselves this way). */
  schema?: string;
}): Promise<RateLimitDatabase> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    // One statement per limited call: a few connections are plenty.
    max: 4,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client that errors (a server restart) must not crash the process.
  pool.on('error', () => undefined);
  try {
    const [found] = (
      await pool.query<{ present: boolean }>(
        "select to_regclass('rate_limit_counters') is not null as present",
      )
    ).rows;
    if (!found?.present) {
      throw new Error(
        "DATABASE_URL's database has no rate_limit_counters table: point DATABASE_URL at the gateway's database, after the gateway has started on it once (its migrations make the table)",
      );
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    store: sqlRateLimitStore({
      async query<T extends object>(sql: string, params: readonly unknown[] = []) {
        return (await pool.query<T>(sql, [...params])).rows;
      },
    }),
    close: () => pool.end(),
  };
}
