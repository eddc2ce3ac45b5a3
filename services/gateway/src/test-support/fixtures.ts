import type { Queryable } from '../db/db.js';

/** Another parent's order, for cross-account checks. */
export async function insertOrder(
  db: Queryable,
  order: {
    id: string;
    ownerUid: string;
    purchaserName?: string;
    childName?: string;
    planCode?: string;
  },
): Promise<void> {
  await db.query(
    `insert into orders (id, owner_uid, purchaser_name, child_name, plan_code, kit_shipped_at)
     values ($1, $2, $3, $4, $5, now())`,
    [
      order.id,
      order.ownerUid,
      order.purchaserName ?? 'Sam Other',
      order.childName ?? 'Other Child',
      order.planCode ?? 'annual',
    ],
  );
}
