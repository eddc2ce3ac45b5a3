import type { Queryable } from '../db/db.js';
import type { UserRow } from '../types/rows.js';
import { PLACEHOLDER_NAME } from '../domain/registration-rules.js';

export async function findUser(db: Queryable, uid: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>('select id, email, name from users where id = $1', [uid]);
  return rows[0] ?? null;
}

/**
 * Registers the parent, or refreshes their email and name (idempotent). The registration
 * placeholder never replaces a name the parent already has.
 */
export async function upsertUser(db: Queryable, user: UserRow): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `insert into users (id, email, name) values ($1, $2, $3)
     on conflict (id) do update set email = excluded.email,
       name = case when excluded.name = $4 and users.name is not null then users.name
                   else excluded.name end,
       updated_at = now()
     returning id, email, name`,
    [user.id, user.email, user.name, PLACEHOLDER_NAME],
  );
  const saved = rows[0];
  if (!saved) throw new Error('upsertUser: no row returned');
  return saved;
}

/** Sets the parent's name, registering them with the token's email if they were not yet. */
export async function updateUserName(
  db: Queryable,
  user: { id: string; email: string | null; name: string },
): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `insert into users (id, email, name) values ($1, $2, $3)
     on conflict (id) do update set name = excluded.name, updated_at = now()
     returning id, email, name`,
    [user.id, user.email, user.name],
  );
  const saved = rows[0];
  if (!saved) throw new Error('updateUserName: no row returned');
  return saved;
}

/**
 * Registers an account that is not yet, from its verified token (a family member the others
 * must be able to name); an existing row is left as it is.
 */
export async function ensureUser(
  db: Queryable,
  user: { id: string; email: string | null; name: string | null },
): Promise<void> {
  await db.query(
    'insert into users (id, email, name) values ($1, $2, $3) on conflict (id) do nothing',
    [user.id, user.email, user.name],
  );
}

/** The language the parent chose ('en', 'es'); null when none (or not registered). */
export async function findLanguage(db: Queryable, uid: string): Promise<string | null> {
  const rows = await db.query<{ language: string | null }>(
    'select language from users where id = $1',
    [uid],
  );
  return rows[0]?.language ?? null;
}

/** Saves the parent's language (registering the account from its token if it never was). */
export async function saveLanguage(
  db: Queryable,
  user: { id: string; email: string | null; name: string | null; language: string },
): Promise<void> {
  await db.query(
    `insert into users (id, email, name, language) values ($1, $2, $3, $4)
     on conflict (id) do update set language = excluded.language, updated_at = now()`,
    [user.id, user.email, user.name, user.language],
  );
}
