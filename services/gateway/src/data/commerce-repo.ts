/** Checkouts and gifts. Reads for a parent are scoped to them; the payments side is not. */
import type { Queryable } from '../db/db.js';
import type {
  CheckoutKindRow,
  CheckoutRefundReasonRow,
  CheckoutRow,
  GiftRow,
  OrderRow,
} from '../types/rows.js';
import { ORDER_COLUMNS } from './orders-repo.js';

const CHECKOUT_COLUMNS = `c.id, c.reference, c.kind, c.buyer_uid as "buyerUid",
  c.idempotency_key as "idempotencyKey", c.plan_code as "planCode",
  c.amount_cents as "amountCents", c.currency, c.details, c.status, c.provider,
  c.payment_ref as "paymentRef", c.order_id as "orderId", c.created_at as "createdAt",
  c.paid_at as "paidAt", c.continues_order_id as "continuesOrderId",
  c.first_charge_at as "firstChargeAt", c.refund_reason as "refundReason"`;

const GIFT_COLUMNS = `g.id, g.checkout_id as "checkoutId", g.code, g.plan_code as "planCode",
  g.giver_uid as "giverUid", g.redeemed_by_uid as "redeemedByUid",
  g.redeemed_at as "redeemedAt", g.order_id as "orderId"`;

/** One checkout, only when `buyerUid` started it (null otherwise: existence is not revealed). */
export async function findCheckoutOwnedBy(
  db: Queryable,
  buyerUid: string,
  checkoutId: string,
): Promise<CheckoutRow | null> {
  const rows = await db.query<CheckoutRow>(
    `select ${CHECKOUT_COLUMNS} from checkouts c where c.id = $1 and c.buyer_uid = $2`,
    [checkoutId, buyerUid],
  );
  return rows[0] ?? null;
}

export async function findCheckoutByKey(
  db: Queryable,
  buyerUid: string,
  idempotencyKey: string,
): Promise<CheckoutRow | null> {
  const rows = await db.query<CheckoutRow>(
    `select ${CHECKOUT_COLUMNS} from checkouts c
     where c.buyer_uid = $1 and c.idempotency_key = $2`,
    [buyerUid, idempotencyKey],
  );
  return rows[0] ?? null;
}

export async function checkoutReferenceExists(db: Queryable, reference: string) {
  const rows = await db.query('select 1 from checkouts where reference = $1', [reference]);
  return rows.length > 0;
}

/**
 * A new OPEN checkout; when the buyer already used `idempotencyKey`, nothing is written and
 * the existing checkout is answered. Null when nothing was written because another checkout is
 * open for the same child (the database's one-open-checkout indexes): the caller answers that one.
 */
export async function insertCheckout(
  db: Queryable,
  checkout: {
    id: string;
    reference: string;
    kind: CheckoutKindRow;
    buyerUid: string;
    idempotencyKey: string;
    planCode: string;
    amountCents: number;
    currency: string;
    details: object;
    createdAt: Date;
    continuesOrderId?: string;
    firstChargeAt?: Date;
  },
): Promise<CheckoutRow | null> {
  await db.query(
    `insert into checkouts (id, reference, kind, buyer_uid, idempotency_key, plan_code,
       amount_cents, currency, details, created_at, continues_order_id, first_charge_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12)
     on conflict do nothing`,
    [
      checkout.id,
      checkout.reference,
      checkout.kind,
      checkout.buyerUid,
      checkout.idempotencyKey,
      checkout.planCode,
      checkout.amountCents,
      checkout.currency,
      JSON.stringify(checkout.details),
      checkout.createdAt,
      checkout.continuesOrderId ?? null,
      checkout.firstChargeAt ?? null,
    ],
  );
  return findCheckoutByKey(db, checkout.buyerUid, checkout.idempotencyKey);
}

/**
 * The open checkout that holds the child: a continuation of `continuesOrderId`, or the buyer's
 * order in progress (an order's child is not born yet).
 */
export async function findOpenCheckoutForChild(
  db: Queryable,
  child: { kind: 'CONTINUATION'; continuesOrderId: string } | { kind: 'ORDER'; buyerUid: string },
): Promise<CheckoutRow | null> {
  const rows =
    child.kind === 'CONTINUATION'
      ? await db.query<CheckoutRow>(
          `select ${CHECKOUT_COLUMNS} from checkouts c
           where c.kind = 'CONTINUATION' and c.status = 'OPEN' and c.continues_order_id = $1`,
          [child.continuesOrderId],
        )
      : await db.query<CheckoutRow>(
          `select ${CHECKOUT_COLUMNS} from checkouts c
           where c.kind = 'ORDER' and c.status = 'OPEN' and c.buyer_uid = $1`,
          [child.buyerUid],
        );
  return rows[0] ?? null;
}

/** Marks an open checkout REPLACED (it can no longer be paid); false when it was not open. */
export async function markCheckoutReplaced(db: Queryable, checkoutId: string): Promise<boolean> {
  const rows = await db.query(
    `update checkouts set status = 'REPLACED' where id = $1 and status = 'OPEN' returning id`,
    [checkoutId],
  );
  return rows.length === 1;
}

/** Records a payment that the child did not need: REFUNDED, with why (the provider refunds it). */
export async function markCheckoutRefunded(
  tx: Queryable,
  checkoutId: string,
  payment: { provider: string; paymentRef: string; paidAt: Date; reason: CheckoutRefundReasonRow },
): Promise<CheckoutRow> {
  const rows = await tx.query<CheckoutRow>(
    `update checkouts c set status = 'REFUNDED', provider = $2, payment_ref = $3, paid_at = $4,
       refund_reason = $5, order_id = null
     where c.id = $1 returning ${CHECKOUT_COLUMNS}`,
    [checkoutId, payment.provider, payment.paymentRef, payment.paidAt, payment.reason],
  );
  const row = rows[0];
  if (!row) throw new Error('checkouts: no row returned');
  return row;
}

/**
 * One completion per child at a time, until the transaction ends: a continuation locks its
 * child's order; an order's child (not born yet) is its buyer's order in progress.
 */
export async function lockChildOf(
  tx: Queryable,
  checkout: Pick<CheckoutRow, 'kind' | 'buyerUid' | 'continuesOrderId'>,
): Promise<void> {
  if (checkout.kind === 'CONTINUATION') {
    await tx.query('select id from orders where id = $1 for update', [checkout.continuesOrderId]);
  } else if (checkout.kind === 'ORDER') {
    await tx.query(`select pg_advisory_xact_lock(hashtext('order-checkout:' || $1))`, [
      checkout.buyerUid,
    ]);
  }
}

/**
 * Whether a replaced ORDER checkout's child is covered: another of the buyer's order checkouts
 * was paid that was started, or paid, after this one was started.
 */
export async function replacedOrderCovered(
  db: Queryable,
  checkout: Pick<CheckoutRow, 'id' | 'buyerUid' | 'createdAt'>,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from checkouts
     where buyer_uid = $1 and kind = 'ORDER' and status = 'PAID' and id <> $2
       and (created_at > $3 or paid_at > $3)`,
    [checkout.buyerUid, checkout.id, checkout.createdAt],
  );
  return rows.length > 0;
}

/** Any checkout (the payments side), unlocked. */
export async function findCheckout(db: Queryable, checkoutId: string): Promise<CheckoutRow | null> {
  const rows = await db.query<CheckoutRow>(
    `select ${CHECKOUT_COLUMNS} from checkouts c where c.id = $1`,
    [checkoutId],
  );
  return rows[0] ?? null;
}

/** Any checkout (the payments side), locked until the transaction ends. */
export async function lockCheckout(tx: Queryable, checkoutId: string): Promise<CheckoutRow | null> {
  const rows = await tx.query<CheckoutRow>(
    `select ${CHECKOUT_COLUMNS} from checkouts c where c.id = $1 for update`,
    [checkoutId],
  );
  return rows[0] ?? null;
}

export async function markCheckoutPaid(
  tx: Queryable,
  checkoutId: string,
  payment: { provider: string; paymentRef: string; orderId: string | null; paidAt: Date },
): Promise<CheckoutRow> {
  const rows = await tx.query<CheckoutRow>(
    `update checkouts c set status = 'PAID', provider = $2, payment_ref = $3, order_id = $4,
       paid_at = $5
     where c.id = $1 returning ${CHECKOUT_COLUMNS}`,
    [checkoutId, payment.provider, payment.paymentRef, payment.orderId, payment.paidAt],
  );
  const row = rows[0];
  if (!row) throw new Error('checkouts: no row returned');
  return row;
}

/**
 * A new order for `ownerUid`, at the first step of its journey (as the bank's create-order
 * makes one at KIT_SHIPPED). It is created after every order the parent already has, so it is
 * their last one (`me.orders` lists oldest first) whatever the clocks say.
 */
export async function insertPurchasedOrder(
  tx: Queryable,
  order: {
    id: string;
    ownerUid: string;
    purchaserName: string;
    dueDate: string | null;
    planCode: string;
    createdAt: Date;
  },
): Promise<OrderRow> {
  const rows = await tx.query<OrderRow>(
    `insert into orders as o (id, owner_uid, purchaser_name, child_name, due_date, plan_code,
       created_at)
     values ($1, $2, $3, null, $4::date, $5, greatest($6::timestamptz,
       (select max(created_at) + interval '1 millisecond' from orders where owner_uid = $2)))
     returning ${ORDER_COLUMNS}`,
    [order.id, order.ownerUid, order.purchaserName, order.dueDate, order.planCode, order.createdAt],
  );
  const row = rows[0];
  if (!row) throw new Error('orders: no row returned');
  return row;
}

export async function findGiftOfCheckout(
  db: Queryable,
  checkoutId: string,
): Promise<GiftRow | null> {
  const rows = await db.query<GiftRow>(
    `select ${GIFT_COLUMNS} from gifts g where g.checkout_id = $1`,
    [checkoutId],
  );
  return rows[0] ?? null;
}

export async function giftCodeExists(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query('select 1 from gifts where code = $1', [code]);
  return rows.length > 0;
}

export async function insertGift(
  tx: Queryable,
  gift: {
    id: string;
    checkoutId: string;
    code: string;
    planCode: string;
    giverUid: string;
    recipientName: string;
    recipientEmail: string;
    createdAt: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into gifts (id, checkout_id, code, plan_code, giver_uid, recipient_name,
       recipient_email, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      gift.id,
      gift.checkoutId,
      gift.code,
      gift.planCode,
      gift.giverUid,
      gift.recipientName,
      gift.recipientEmail,
      gift.createdAt,
    ],
  );
}

/** The gift with this code, locked until the transaction ends (one redemption at a time). */
export async function lockGiftByCode(tx: Queryable, code: string): Promise<GiftRow | null> {
  const rows = await tx.query<GiftRow>(
    `select ${GIFT_COLUMNS} from gifts g where g.code = $1 for update`,
    [code],
  );
  return rows[0] ?? null;
}

/** Marks the gift redeemed, only if nobody has yet; answers whether it did. */
export async function markGiftRedeemed(
  tx: Queryable,
  giftId: string,
  redemption: { uid: string; orderId: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `update gifts set redeemed_by_uid = $2, order_id = $3, redeemed_at = $4
     where id = $1 and redeemed_by_uid is null returning id`,
    [giftId, redemption.uid, redemption.orderId, redemption.at],
  );
  return rows.length === 1;
}

/** Whether a checkout other than `checkoutId` already holds the order (one plan per child). */
export async function orderHasCheckout(
  db: Queryable,
  orderId: string,
  exceptCheckoutId = '',
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from checkouts where (order_id = $1 or (continues_order_id = $1 and status = 'PAID'))
       and id <> $2`,
    [orderId, exceptCheckoutId],
  );
  return rows.length > 0;
}
