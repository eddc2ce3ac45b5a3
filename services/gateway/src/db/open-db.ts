import { mkdir } from 'node:fs/promises';
import type { Db } from './db.js';
import { openPgliteDbOnThread } from './pglite-thread-db.js';
import { openPostgresDb } from './postgres-db.js';

export interface OpenDbOptions {
  /** A PostgreSQL server; PGlite is used when absent. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory (created when missing). */
  pgliteDataDir: string;
  /** PGlite only: its thread stopped on its own, and every request now fails. */
  onFailure?: (error: Error) => void;
}

/**
 * Opens the configured backend: a PostgreSQL server when DATABASE_URL is set, else PGlite on
 * disk, on a thread of its own.
 */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const db = openPostgresDb({ connectionString: options.databaseUrl });
    await db.query('select 1');
    return db;
  }
  await mkdir(options.pgliteDataDir, { recursive: true });
  return openPgliteDbOnThread({
    dataDir: options.pgliteDataDir,
    ...(options.onFailure ? { onFailure: options.onFailure } : {}),
  });
}
