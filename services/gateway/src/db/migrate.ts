import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db.js';

/** The gateway's migrations folder (next to src/ and dist/). */
export const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant: serialises migrators when several gateways start at once.
const MIGRATION_LOCK_KEY = 7_420_113;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 3),
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(new URL(file, dir), 'utf8'),
    })),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction
 * (a failing migration leaves the database as it was). Answers the names it applied.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const pending = all.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.name);
  });
}
