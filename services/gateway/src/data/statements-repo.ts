import type { Queryable } from '../db/db.js';
import type { StatementCharge, StatementRefund } from '../domain/plan-year-statement.js';

/** What a statement says of the order and its plan today. */
export interface StatementOrderRow {
  createdAt: Date;
  planName: string;
  planPriceCents: number;
  currency: string;
  interval: string;
}

export async function statementOrderOf(
  db: Queryable,
  orderId: string,
): Promise<StatementOrderRow | null> {
  const [row] = await db.query<StatementOrderRow>(
    `select o.created_at as "createdAt", p.name as "planName", p.price_cents as "planPriceCents",
       p.currency, p.billing_interval as "interval"
     from orders o join plans p on p.code = o.plan_code where o.id = $1`,
    [orderId],
  );
  return row ?? null;
}

/** The checkouts whose payments are the child's: the one that made or continues the order, and refunded ones for it. */
const CHILD_CHECKOUTS = `select c.id from checkouts c
  where (c.order_id = $1 and c.status = 'PAID')
     or (c.continues_order_id = $1 and c.status in ('PAID', 'REFUNDED'))`;

/** The child's paid invoices: each a charge, dated when it was paid. */
export function statementChargesOf(db: Queryable, orderId: string): Promise<StatementCharge[]> {
  return db.query<StatementCharge>(
    `select coalesce(i.paid_at, i.issued_at) as "at", i.number, i.amount_cents as "amountCents",
       i.currency, i.url as "receiptUrl"
     from invoices i
     where i.status = 'paid' and (i.order_id = $1 or i.checkout_id in (${CHILD_CHECKOUTS}))
     order by 1, i.number`,
    [orderId],
  );
}

/**
 * Payments refunded because the child did not need them (a continuation paid twice): each
 * refunded checkout's paid invoices, refunded when the gateway recorded the payment.
 */
export function statementRefundsOf(db: Queryable, orderId: string): Promise<StatementRefund[]> {
  return db.query<StatementRefund>(
    `select c.paid_at as "at", c.reference, sum(i.amount_cents)::int as "amountCents", c.currency
     from checkouts c join invoices i on i.checkout_id = c.id and i.status = 'paid'
     where c.continues_order_id = $1 and c.status = 'REFUNDED'
     group by c.id, c.paid_at, c.reference, c.currency
     order by c.paid_at`,
    [orderId],
  );
}
