import { mkdir } from 'node:fs/promises';
import type { Db } from './db.js';
import { openPgliteDb } from './pglite-db.js';
import { openPostgresDb } from './postgres-db.js';

export interface OpenDbOptions {
  /** A PostgreSQL server; PGlite is used when absent. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory (created when missing). */
  pgliteDataDir: string;
}

/** Opens the configured backend: a PostgreSQL server when DATABASE_URL is set, else PGlite on disk. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const db = openPostgresDb({ connectionString: options.databaseUrl });
    await db.query('select 1');
    return db;
  }
  await mkdir(options.pgliteDataDir, { recursive: true });
  return openPgliteDb({ dataDir: options.pgliteDataDir });
}
