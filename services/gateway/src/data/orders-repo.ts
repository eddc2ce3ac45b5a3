import type { Queryable } from '../db/db.js';
import type { OrderRow } from '../types/rows.js';
import { familyHolderSql, familyMemberSql } from './family-access.js';

export const ORDER_COLUMNS = `o.id, o.owner_uid as "ownerUid", o.purchaser_name as "purchaserName",
  o.child_name as "childName", o.due_date::text as "dueDate", o.plan_code as "planCode",
  o.kit_shipped_at as "kitShippedAt", o.collected_at as "collectedAt",
  o.lab_processed_at as "labProcessedAt", o.lab_received_at as "labReceivedAt",
  o.created_at as "createdAt"`;

/** The orders of every family the account belongs to (held or followed), oldest first. */
export function listFamilyOrders(db: Queryable, uid: string): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where ${familyMemberSql('o', '$1')}
     order by o.created_at, o.id`,
    [uid],
  );
}

/** The orders the account holds (owns), oldest first: what the bank's staff see of a parent. */
export function listHeldOrders(db: Queryable, uid: string): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where ${familyHolderSql('o', '$1')}
     order by o.created_at, o.id`,
    [uid],
  );
}

/** One order, only when `uid` is its account holder (billing, inviting). */
export async function findHeldOrder(
  db: Queryable,
  uid: string,
  orderId: string,
): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.id = $1 and ${familyHolderSql('o', '$2')}`,
    [orderId, uid],
  );
  return rows[0] ?? null;
}

/** One order, only when `uid` is in its family (null otherwise: existence is not revealed). */
export async function findFamilyOrder(
  db: Queryable,
  uid: string,
  orderId: string,
): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.id = $1 and ${familyMemberSql('o', '$2')}`,
    [orderId, uid],
  );
  return rows[0] ?? null;
}

/** Like findFamilyOrder, and locks the order row until the transaction ends. */
export async function lockFamilyOrder(
  tx: Queryable,
  uid: string,
  orderId: string,
): Promise<OrderRow | null> {
  const rows = await tx.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.id = $1 and ${familyMemberSql('o', '$2')}
     for update of o`,
    [orderId, uid],
  );
  return rows[0] ?? null;
}
