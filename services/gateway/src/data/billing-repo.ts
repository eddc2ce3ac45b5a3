import type { Queryable } from '../db/db.js';
import { familyHolderSql } from './family-access.js';
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

const INVOICE_COLUMNS = `i.id, o.id as "orderId", i.number, i.amount_cents as "amountCents",
  i.currency, i.status, i.issued_at as "issuedAt", i.paid_at as "paidAt", i.url`;

/**
 * The order's invoices, newest first, only for the account holder (family-access.ts): those recorded on the order
 * and its subscription's (which hang on the checkout that started it).
 */
export function listInvoices(
  db: Queryable,
  ownerUid: string,
  orderId: string,
): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS}
     from orders o
     join invoices i on i.order_id = o.id
       or i.checkout_id = (select c.id from checkouts c where c.order_id = o.id)
     where o.id = $1 and ${familyHolderSql('o', '$2')}
     order by i.issued_at desc, i.id desc`,
    [orderId, ownerUid],
  );
}
