import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { runInThisContext } from 'node:vm';
import pg from 'pg';
import type { Db, DbBackend } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { pgliteDb } from '../db/pglite-db.js';
import { openPostgresDb } from '../db/postgres-db.js';

/** PGlite always; a real PostgreSQL server too when DATABASE_URL is set. */
export function testBackends(): DbBackend[] {
  return process.env['DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * PGlite loaded by Node itself rather than through Jest's module sandbox: PGlite imports parts
 * of itself with dynamic import(), which Jest's CommonJS sandbox allows only under
 * --experimental-vm-modules (and Jest's own `module` shim would load it inside the sandbox).
 * Evaluated in the outer context, `process.getBuiltinModule` is Node's, so the suites pass
 * however Jest is started. Its rows then come from the outer realm; pgliteDb() copes.
 */
const nodeModule = runInThisContext(
  "process.getBuiltinModule('node:module')",
) as typeof import('node:module');
const { PGlite } = nodeModule.createRequire(__filename)(
  '@electric-sql/pglite',
) as typeof import('@electric-sql/pglite');

async function openTestPglite(): Promise<Db> {
  const template = process.env['GATEWAY_PGLITE_TEMPLATE'];
  const pglite = await PGlite.create(
    template ? { loadDataDir: new Blob([await readFile(template)]) } : {},
  );
  return pgliteDb(pglite);
}

/** A PostgreSQL schema of its own, dropped on close: test files never see each other's rows. */
async function openTestPostgres(connectionString: string): Promise<Db> {
  const schema = `gateway_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openPostgresDb({ connectionString, schema, maxConnections: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}

/** A fresh, empty database on `backend`, migrated unless told otherwise. */
export async function openTestDb(backend: DbBackend, options: { migrate?: boolean } = {}) {
  const connectionString = process.env['DATABASE_URL'];
  if (backend === 'postgres' && !connectionString) throw new Error('DATABASE_URL is not set');
  const db =
    backend === 'postgres' && connectionString
      ? await openTestPostgres(connectionString)
      : await openTestPglite();
  if (options.migrate !== false) await migrate(db);
  return db;
}
