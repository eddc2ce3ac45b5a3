import type { Queryable } from '../../db/db.js';
import { agreementsOfOrder } from '../../data/agreements-repo.js';
import {
  statementChargesOf,
  statementOrderOf,
  statementRefundsOf,
} from '../../data/statements-repo.js';
import { findOrderBillingForStaff } from '../../data/subscriptions-repo.js';
import { giftTermEndOf, subscriptionStateOf } from '../../domain/billing-state.js';
import type { StatementRecords } from '../../domain/plan-year-statement.js';

/**
 * What a child's statements are made from, read once the caller was authorised as the account
 * holder (or staff); null when nothing was ever paid for the child (no plan bought, no gift).
 */
export async function statementRecordsOf(
  db: Queryable,
  orderId: string,
): Promise<StatementRecords | null> {
  const [order, charges, refunds, agreements, billing] = await Promise.all([
    statementOrderOf(db, orderId),
    statementChargesOf(db, orderId),
    statementRefundsOf(db, orderId),
    agreementsOfOrder(db, orderId),
    findOrderBillingForStaff(db, orderId),
  ]);
  if (!order) return null;
  const giftPaidUntil = billing ? giftTermEndOf(billing) : null;
  const subscription = billing ? subscriptionStateOf(billing) : null;
  if (charges.length === 0 && !giftPaidUntil && !subscription && agreements.length === 0) {
    return null;
  }
  const agreement = agreements[0];
  const renewalCents = billing?.openInvoice?.amountCents ?? subscription?.amountCents ?? 0;
  return {
    orderStart: order.createdAt,
    planName: order.planName,
    planPriceCents: order.planPriceCents,
    currency: order.currency,
    interval: order.interval,
    contract: agreement
      ? {
          priceCents: agreement.terms.priceCents,
          currency: agreement.terms.currency,
          interval: agreement.terms.interval,
          planName: agreement.terms.planName,
          version: agreement.version,
          acceptedAt: agreement.acceptedAt,
        }
      : null,
    charges,
    refunds,
    card: subscription?.card
      ? { brand: subscription.card.brand, last4: subscription.card.last4 }
      : null,
    giftPaidUntil,
    nextRenewal: subscription?.nextRenewalAt
      ? { at: subscription.nextRenewalAt, amountCents: renewalCents }
      : null,
  };
}
