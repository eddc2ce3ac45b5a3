import type { Queryable } from '../db/db.js';
import type { OrderRow } from '../types/rows.js';

export const ORDER_COLUMNS = `o.id, o.owner_uid as "ownerUid", o.purchaser_name as "purchaserName",
  o.child_name as "childName", o.due_date::text as "dueDate", o.plan_code as "planCode",
  o.kit_shipped_at as "kitShippedAt", o.collected_at as "collectedAt",
  o.lab_processed_at as "labProcessedAt", o.lab_received_at as "labReceivedAt",
  o.created_at as "createdAt"`;

/** The parent's orders, oldest first. */
export function listOrdersOwnedBy(db: Queryable, ownerUid: string): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.owner_uid = $1 order by o.created_at, o.id`,
    [ownerUid],
  );
}

/** One order, only when it belongs to `ownerUid` (null otherwise: existence is not revealed). */
export async function findOrderOwnedBy(
  db: Queryable,
  ownerUid: string,
  orderId: string,
): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.id = $1 and o.owner_uid = $2`,
    [orderId, ownerUid],
  );
  return rows[0] ?? null;
}

/** Like findOrderOwnedBy, and locks the order row until the transaction ends. */
export async function lockOrderOwnedBy(
  tx: Queryable,
  ownerUid: string,
  orderId: string,
): Promise<OrderRow | null> {
  const rows = await tx.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.id = $1 and o.owner_uid = $2 for update`,
    [orderId, ownerUid],
  );
  return rows[0] ?? null;
}
