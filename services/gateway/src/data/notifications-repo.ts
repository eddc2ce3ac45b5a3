import type { Queryable } from '../db/db.js';
import type { NotificationKindRow, NotificationRow } from '../types/rows.js';
import { familyMemberSql } from './family-access.js';

/**
 * Records the event once (by `dedupeKey`) and delivers it to every member of the child's
 * family now: the holder and the current guardians (a revoked one gets none), or the holder
 * alone for what stays with them (`holderOnly`: billing). Answers the recipients' uids, or an
 * empty list when the event was recorded before.
 */
export async function notifyFamily(
  tx: Queryable,
  event: {
    id: string;
    orderId: string;
    kind: NotificationKindRow;
    dedupeKey: string;
    at: Date;
    holderOnly?: boolean;
  },
): Promise<string[]> {
  const rows = await tx.query<{ uid: string }>(
    `with created as (
       insert into notifications (id, order_id, kind, dedupe_key, created_at)
       values ($1, $2, $3, $4, $5) on conflict (dedupe_key) do nothing
       returning id, order_id
     ), family as (
       select o.owner_uid as uid from created c join orders o on o.id = c.order_id
       where o.owner_uid <> ''
       union
       select g.guardian_uid from created c join family_guardians g on g.order_id = c.order_id
       where g.ended_at is null and not $6
     )
     insert into notification_recipients (notification_id, uid)
     select c.id, f.uid from created c cross join family f
     returning uid`,
    [event.id, event.orderId, event.kind, event.dedupeKey, event.at, event.holderOnly ?? false],
  );
  return rows.map((row) => row.uid);
}

const NOTIFICATION_COLUMNS = `n.id, n.order_id as "orderId", n.kind, o.child_name as "childName",
  n.created_at as "createdAt", r.read_at as "readAt"`;

/**
 * The account's newest notifications (at most `limit`), newest first, about the children whose
 * family they are in now (a revoked guardian no longer sees that child's).
 */
export function listNotifications(
  db: Queryable,
  uid: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `select ${NOTIFICATION_COLUMNS} from notification_recipients r
     join notifications n on n.id = r.notification_id join orders o on o.id = n.order_id
     where r.uid = $1 and ${familyMemberSql('o', '$1')}
     order by n.created_at desc, n.id desc limit $2`,
    [uid, limit],
  );
}

export async function countUnreadNotifications(db: Queryable, uid: string): Promise<number> {
  const rows = await db.query<{ unread: number }>(
    `select count(*)::int as unread from notification_recipients r
     join notifications n on n.id = r.notification_id join orders o on o.id = n.order_id
     where r.uid = $1 and r.read_at is null and ${familyMemberSql('o', '$1')}`,
    [uid],
  );
  return rows[0]?.unread ?? 0;
}

/**
 * Marks one of the account's notifications read (for them only); null when it is not theirs, or
 * is about a child whose family they are no longer in (a revoked guardian learns nothing of it).
 */
export async function markNotificationRead(
  db: Queryable,
  uid: string,
  id: string,
  at: Date,
): Promise<NotificationRow | null> {
  const rows = await db.query<NotificationRow>(
    `with marked as (
       update notification_recipients r set read_at = coalesce(r.read_at, $3)
       from notifications n join orders o on o.id = n.order_id
       where r.notification_id = $2 and r.uid = $1 and n.id = r.notification_id
         and ${familyMemberSql('o', '$1')}
       returning r.notification_id, r.read_at
     )
     select n.id, n.order_id as "orderId", n.kind, o.child_name as "childName",
       n.created_at as "createdAt", m.read_at as "readAt"
     from marked m join notifications n on n.id = m.notification_id
     join orders o on o.id = n.order_id`,
    [uid, id, at],
  );
  return rows[0] ?? null;
}

/**
 * Marks every unread notification of the account read, of the children whose family they are in
 * now (what they can list); answers how many.
 */
export async function markAllNotificationsRead(
  db: Queryable,
  uid: string,
  at: Date,
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update notification_recipients r set read_at = $2
     from notifications n join orders o on o.id = n.order_id
     where r.uid = $1 and r.read_at is null and n.id = r.notification_id
       and ${familyMemberSql('o', '$1')}
     returning r.notification_id as id`,
    [uid, at],
  );
  return rows.length;
}
