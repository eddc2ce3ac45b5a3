import type { Queryable } from '../db/db.js';
import { familyHolderSql } from './family-access.js';
import type { OrderBillingRow, PlanEndReasonRow, SubscriptionRow } from '../types/rows.js';

export const SUBSCRIPTION_COLUMNS = `s.checkout_id as "checkoutId", s.provider,
  s.subscription_ref as "subscriptionRef", s.customer_ref as "customerRef", s.status,
  s.current_period_start as "currentPeriodStart", s.current_period_end as "currentPeriodEnd",
  s.cancel_at_period_end as "cancelAtPeriodEnd", s.canceled_at as "canceledAt",
  s.ended_at as "endedAt", s.past_due_since as "pastDueSince", s.card_brand as "cardBrand",
  s.card_last4 as "cardLast4", s.card_exp_month as "cardExpMonth",
  s.card_exp_year as "cardExpYear", s.state_at as "stateAt"`;

/** Records that the provider's event arrived; false when it was recorded before (a retry). */
export async function insertBillingEvent(
  tx: Queryable,
  event: { provider: string; eventId: string; type: string; checkoutId: string; occurredAt: Date },
): Promise<boolean> {
  const rows = await tx.query<{ eventId: string }>(
    `insert into billing_events (provider, event_id, type, checkout_id, occurred_at)
     values ($1, $2, $3, $4, $5)
     on conflict (provider, event_id) do nothing
     returning event_id as "eventId"`,
    [event.provider, event.eventId, event.type, event.checkoutId, event.occurredAt],
  );
  return rows.length > 0;
}

export async function findSubscription(
  db: Queryable,
  checkoutId: string,
): Promise<SubscriptionRow | null> {
  const rows = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions s where s.checkout_id = $1`,
    [checkoutId],
  );
  return rows[0] ?? null;
}

/**
 * Writes the subscription's state when it is not older than the one held (`state_at`); answers
 * whether it was written. The past-due date is kept while the subscription stays past due.
 */
export async function saveSubscriptionState(
  tx: Queryable,
  state: Omit<SubscriptionRow, 'pastDueSince'> & { pastDueSince: Date | null },
): Promise<boolean> {
  const rows = await tx.query<{ checkoutId: string }>(
    `insert into subscriptions as s (checkout_id, provider, subscription_ref, customer_ref, status,
       current_period_start, current_period_end, cancel_at_period_end, canceled_at, ended_at,
       past_due_since, card_brand, card_last4, card_exp_month, card_exp_year, state_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (checkout_id) do update set
       provider = excluded.provider, subscription_ref = excluded.subscription_ref,
       customer_ref = coalesce(excluded.customer_ref, s.customer_ref), status = excluded.status,
       current_period_start = excluded.current_period_start,
       current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end, canceled_at = excluded.canceled_at,
       ended_at = excluded.ended_at,
       past_due_since = case when excluded.past_due_since is null then null
         else coalesce(s.past_due_since, excluded.past_due_since) end,
       card_brand = coalesce(excluded.card_brand, s.card_brand),
       card_last4 = coalesce(excluded.card_last4, s.card_last4),
       card_exp_month = coalesce(excluded.card_exp_month, s.card_exp_month),
       card_exp_year = coalesce(excluded.card_exp_year, s.card_exp_year),
       state_at = excluded.state_at, updated_at = now()
     where s.state_at <= excluded.state_at
     returning checkout_id as "checkoutId"`,
    [
      state.checkoutId,
      state.provider,
      state.subscriptionRef,
      state.customerRef,
      state.status,
      state.currentPeriodStart,
      state.currentPeriodEnd,
      state.cancelAtPeriodEnd,
      state.canceledAt,
      state.endedAt,
      state.pastDueSince,
      state.cardBrand,
      state.cardLast4,
      state.cardExpMonth,
      state.cardExpYear,
      state.stateAt,
    ],
  );
  return rows.length > 0;
}

/**
 * After an invoice event: a failed renewal makes the subscription past due (from the invoice's
 * due date), a paid one ends that. Only when the event is not older than the state held.
 */
export async function applyInvoiceOutcome(
  tx: Queryable,
  checkoutId: string,
  outcome: { paid: boolean; dueAt: Date; at: Date },
): Promise<void> {
  await tx.query(
    outcome.paid
      ? `update subscriptions set status = 'active', past_due_since = null, state_at = $3,
           updated_at = now()
         where checkout_id = $1 and state_at <= $3 and status in ('past_due', 'unpaid')
           and $2::timestamptz is not null`
      : `update subscriptions set status = 'past_due',
           past_due_since = coalesce(past_due_since, $2), state_at = $3, updated_at = now()
         where checkout_id = $1 and state_at <= $3 and status not in ('canceled', 'incomplete_expired')`,
    [checkoutId, outcome.dueAt, outcome.at],
  );
}

export interface InvoiceState {
  checkoutId: string;
  invoiceRef: string;
  number: string;
  amountCents: number;
  currency: string;
  status: string;
  issuedAt: Date;
  paidAt: Date | null;
  url: string | null;
  stateAt: Date;
}

/**
 * Writes the invoice when its state is not older than the one held (by the provider's ref) and
 * does not take a paid invoice back (a provider never unpays one: a failed attempt reported
 * late, even in the same second, leaves it paid). Answers the invoice's status as held after.
 */
export async function saveInvoiceState(
  tx: Queryable,
  invoice: InvoiceState,
): Promise<{ status: string }> {
  await tx.query(
    `insert into invoices as i (id, order_id, checkout_id, invoice_ref, number, amount_cents,
       currency, status, issued_at, paid_at, url, state_at)
     values ($1, null, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (invoice_ref) do update set number = excluded.number,
       amount_cents = excluded.amount_cents, currency = excluded.currency,
       status = excluded.status, issued_at = excluded.issued_at,
       paid_at = coalesce(excluded.paid_at, i.paid_at), url = coalesce(excluded.url, i.url),
       state_at = excluded.state_at
     where (i.state_at is null or i.state_at <= excluded.state_at)
       and (i.status <> 'paid' or excluded.status = 'paid')`,
    [
      `inv_${invoice.invoiceRef}`,
      invoice.checkoutId,
      invoice.invoiceRef,
      invoice.number,
      invoice.amountCents,
      invoice.currency,
      invoice.status,
      invoice.issuedAt,
      invoice.paidAt,
      invoice.url,
      invoice.stateAt,
    ],
  );
  const held = await tx.query<{ status: string }>(
    'select status from invoices where invoice_ref = $1',
    [invoice.invoiceRef],
  );
  return { status: held[0]?.status ?? invoice.status };
}

const ORDER_BILLING_SELECT = `select o.id as "orderId", c.amount_cents as "amountCents",
    c.currency, p.billing_interval as "interval", g.redeemed_at as "giftRedeemedAt",
    (select row_to_json(x) from (select ${SUBSCRIPTION_COLUMNS}
       from subscriptions s where s.checkout_id = c.id) x) as subscription,
    (select row_to_json(y) from (select i.invoice_ref as "invoiceRef", i.number,
       i.amount_cents as "amountCents", i.currency from invoices i
       where i.checkout_id = c.id and i.status = 'open'
       order by i.issued_at desc limit 1) y) as "openInvoice",
    (select row_to_json(z) from (select pe.reason, pe.requested_at as "requestedAt"
       from plan_ends pe where pe.order_id = o.id) z) as "planEnd"
  from orders o
  join plans p on p.code = o.plan_code
  left join checkouts c on c.order_id = o.id
  left join gifts g on g.order_id = o.id`;

interface OrderBillingJsonRow extends Omit<OrderBillingRow, 'subscription' | 'planEnd'> {
  subscription: Record<string, unknown> | null;
  planEnd: { reason: PlanEndReasonRow; requestedAt: string } | null;
}

const DATE_FIELDS = [
  'currentPeriodStart',
  'currentPeriodEnd',
  'canceledAt',
  'endedAt',
  'pastDueSince',
  'stateAt',
] as const;

function billingRowOf(row: OrderBillingJsonRow | undefined): OrderBillingRow | null {
  if (!row) return null;
  const json = row.subscription;
  let subscription: SubscriptionRow | null = null;
  if (json) {
    const dates = Object.fromEntries(
      DATE_FIELDS.map((field) => [
        field,
        json[field] == null ? null : new Date(String(json[field])),
      ]),
    );
    subscription = { ...(json as unknown as SubscriptionRow), ...dates };
  }
  const planEnd = row.planEnd && {
    reason: row.planEnd.reason,
    requestedAt: new Date(row.planEnd.requestedAt),
  };
  return { ...row, subscription, planEnd };
}

/** The order's billing, only for the account holder (family-access.ts) (null otherwise). */
export async function findOrderBilling(
  db: Queryable,
  ownerUid: string,
  orderId: string,
): Promise<OrderBillingRow | null> {
  const rows = await db.query<OrderBillingJsonRow>(
    `${ORDER_BILLING_SELECT} where o.id = $1 and ${familyHolderSql('o', '$2')}`,
    [orderId, ownerUid],
  );
  return billingRowOf(rows[0]);
}

/** Any order's billing, for the bank's staff. */
export async function findOrderBillingForStaff(
  db: Queryable,
  orderId: string,
): Promise<OrderBillingRow | null> {
  const rows = await db.query<OrderBillingJsonRow>(`${ORDER_BILLING_SELECT} where o.id = $1`, [
    orderId,
  ]);
  return billingRowOf(rows[0]);
}
