/**
 * Orders the bank created for an email that has no account with a verified email yet. Such an
 * order belongs to nobody (owner NO_OWNER_YET) until an account with that email reads its
 * orders with a verified token: then it becomes theirs (listOrdersClaimingPending).
 */
import type { Queryable } from '../db/db.js';
import type { OrderRow } from '../types/rows.js';
import { familyMemberSql } from './family-access.js';
import { ORDER_COLUMNS } from './orders-repo.js';

/**
 * The owner of an order waiting for its parent. No Firebase account has an empty uid
 * (firebase-admin refuses a token whose "sub" is empty), so no parent's read scoped to their
 * own uid ever matches it.
 */
export const NO_OWNER_YET = '';

/** Emails compare case-insensitively: both sides go through this. */
export const pendingEmailKey = (email: string) => email.trim().toLowerCase();

/** Marks a new (ownerless) order as waiting for `email` (inside the creating transaction). */
export async function insertPendingOrder(
  tx: Queryable,
  entry: { orderId: string; email: string; staffUid: string; at: Date },
): Promise<void> {
  await tx.query(
    `insert into pending_orders (order_id, email_lower, staff_uid, created_at)
     values ($1, $2, $3, $4)`,
    [entry.orderId, pendingEmailKey(entry.email), entry.staffUid, entry.at],
  );
}

/** The email an order waits for; null once it belongs to an account (or for any other order). */
export async function findPendingEmail(db: Queryable, orderId: string): Promise<string | null> {
  const rows = await db.query<{ email: string }>(
    'select email_lower as email from pending_orders where order_id = $1',
    [orderId],
  );
  return rows[0]?.email ?? null;
}

/** The orders waiting for `email`, oldest first (for the bank's staff only). */
export function listPendingOrdersFor(db: Queryable, email: string): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from pending_orders p join orders o on o.id = p.order_id
     where p.email_lower = $1 order by o.created_at, o.id`,
    [pendingEmailKey(email)],
  );
}

/**
 * A verified parent's orders (held or followed as a guardian, family-access.ts), oldest first, after attaching every order waiting for their
 * email to them, in one statement (one indexed lookup when nothing waits): the pending rows
 * are deleted, their orders take the parent as owner, and each attach writes a staff_audit row
 * (operation attachPendingOrder, under the staff member who created the order). The main
 * select reads the snapshot from before the update, so the attached orders come from its
 * RETURNING rows. Concurrent calls cannot attach an order twice: the second waits on the
 * first's row lock and then finds the pending row gone.
 */
export function listOrdersClaimingPending(
  db: Queryable,
  parent: { uid: string; verifiedEmail: string; at: Date },
): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `with claimed as (
       delete from pending_orders p where p.email_lower = $2
       returning p.order_id, p.staff_uid
     ), attached as (
       update orders o set owner_uid = $1 from claimed c
       where o.id = c.order_id and o.owner_uid = $4
       returning o.*, c.staff_uid as claimed_by
     ), audited as (
       insert into staff_audit (staff_uid, operation, parent_uid, order_id, target, at)
       select a.claimed_by, 'attachPendingOrder', $1, a.id, null, $3 from attached a
     )
     select ${ORDER_COLUMNS} from orders o where ${familyMemberSql('o', '$1')}
     union all
     select ${ORDER_COLUMNS} from attached o
     order by "createdAt", id`,
    [parent.uid, pendingEmailKey(parent.verifiedEmail), parent.at, NO_OWNER_YET],
  );
}
