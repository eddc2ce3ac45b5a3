import type { Queryable } from '../db/db.js';
import type { InvoiceRow, PlanRow } from '../types/rows.js';

export const PLAN_COLUMNS = `code, name, price_cents as "priceCents", currency,
  billing_interval as "interval", description, included`;

export async function findPlan(db: Queryable, code: string): Promise<PlanRow | null> {
  const rows = await db.query<PlanRow>(`select ${PLAN_COLUMNS} from plans where code = $1`, [code]);
  return rows[0] ?? null;
}

/** Every plan, in the order the bank lists them. */
export function listPlans(db: Queryable): Promise<PlanRow[]> {
  return db.query<PlanRow>(`select ${PLAN_COLUMNS} from plans order by position, code`);
}

/** The order's invoices, oldest first, only for the order's owner. */
export function listInvoices(
  db: Queryable,
  ownerUid: string,
  orderId: string,
): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(
    `select i.id, i.order_id as "orderId", i.number, i.amount_cents as "amountCents", i.currency,
       i.status, i.issued_at as "issuedAt"
     from invoices i join orders o on o.id = i.order_id
     where i.order_id = $1 and o.owner_uid = $2
     order by i.issued_at, i.id`,
    [orderId, ownerUid],
  );
}
