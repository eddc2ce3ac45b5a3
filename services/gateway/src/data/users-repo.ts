import type { Queryable } from '../db/db.js';
import type { UserRow } from '../db/rows.js';

export async function findUser(db: Queryable, uid: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>('select id, email, name from users where id = $1', [uid]);
  return rows[0] ?? null;
}

/** Registers the parent, or refreshes their email and name (idempotent). */
export async function upsertUser(db: Queryable, user: UserRow): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `insert into users (id, email, name) values ($1, $2, $3)
     on conflict (id) do update set email = excluded.email, name = excluded.name, updated_at = now()
     returning id, email, name`,
    [user.id, user.email, user.name],
  );
  const saved = rows[0];
  if (!saved) throw new Error('upsertUser: no row returned');
  return saved;
}
