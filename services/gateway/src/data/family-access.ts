import type { Queryable } from '../db/db.js';

/**
 * Who may see and change a child's order, decided here and nowhere else: every parent-facing
 * read and change of an order scopes its SQL with these predicates, and the live status streams
 * read through them too, so a revoked guardian is refused from their next request on.
 *
 * - The family: the order's owner (the account holder) and its current guardians (invited by
 *   the holder, accepted with the invited verified email, not revoked and not left).
 * - The holder alone: billing, inviting, revoking.
 *
 * `order` is the SQL alias of the orders row and `uid` the placeholder of the caller's uid.
 * A pending order's owner_uid is '' (no account's uid), so it is nobody's family.
 */
export function familyMemberSql(order: string, uid: string): string {
  return `(${order}.owner_uid = ${uid} or exists (select 1 from family_guardians fg
    where fg.order_id = ${order}.id and fg.guardian_uid = ${uid} and fg.ended_at is null))`;
}

export function familyHolderSql(order: string, uid: string): string {
  return `${order}.owner_uid = ${uid}`;
}

/** Who asks for a child's file: a parent by uid, or staff (`anyFamily`: every family). */
export interface FileCaller {
  uid: string;
  anyFamily: boolean;
}

/**
 * One row of a child's files by id, with its order's holder, when the caller is in the child's
 * family (or is staff); null otherwise, as for a row that does not exist. `from` joins the row's
 * table to its order as `o` and matches the row's id to `$1`.
 */
export async function familyFileRow<T>(
  db: Queryable,
  select: { columns: string; from: string },
  id: string,
  caller: FileCaller,
): Promise<(T & { ownerUid: string }) | null> {
  const family = caller.anyFamily ? 'true' : familyMemberSql('o', '$2');
  const [row] = await db.query<T & { ownerUid: string }>(
    `select ${select.columns}, o.owner_uid as "ownerUid" from ${select.from} and ${family}`,
    caller.anyFamily ? [id] : [id, caller.uid],
  );
  return row ?? null;
}

export type FamilyRole = 'HOLDER' | 'GUARDIAN';

/** The caller's role in a family they are a member of (read from the row the predicate let through). */
export function familyRoleOf(order: { ownerUid: string }, uid: string): FamilyRole {
  return order.ownerUid === uid ? 'HOLDER' : 'GUARDIAN';
}
