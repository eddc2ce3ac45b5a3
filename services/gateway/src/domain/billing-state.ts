import { GIFT_TERM_MONTHS } from '@portal/rules/commerce';
import type { OrderBillingRow, PlanEndReasonRow, SubscriptionRow } from '../types/rows.js';

export type SubscriptionStatus = 'ACTIVE' | 'PAST_DUE' | 'CANCELED';
export type BillingNoticeKind = 'PAST_DUE' | 'CANCELLED' | 'RENEWAL_SOON' | 'GIFT_TERM_ENDING';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An annual renewal is announced this many days before. */
export const ANNUAL_NOTICE_DAYS = 30;
/** A monthly renewal is announced this many days before, when the card expires first. */
export const MONTHLY_CARD_NOTICE_DAYS = 7;
/** A gift's term ending is announced this many days before. */
export const GIFT_NOTICE_DAYS = 30;
/** The provider retries a failed renewal for about three weeks: the card is needed by then. */
export const PAST_DUE_GRACE_DAYS = 21;

/** The provider's many statuses, as the family needs to know them. */
export function subscriptionStatusOf(providerStatus: string): SubscriptionStatus {
  if (providerStatus === 'past_due' || providerStatus === 'unpaid') return 'PAST_DUE';
  if (providerStatus === 'canceled' || providerStatus === 'incomplete_expired') return 'CANCELED';
  return 'ACTIVE';
}

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** The first instant after the card's expiry month (a card is good through its month). */
export function cardExpiresAt(expMonth: number, expYear: number): Date {
  return new Date(Date.UTC(expYear, expMonth, 1));
}

export interface StorageSubscriptionState {
  status: SubscriptionStatus;
  interval: string;
  amountCents: number;
  currency: string;
  currentPeriodEnd: Date;
  nextRenewalAt: Date | null;
  autoPay: boolean;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** The plan ends at endsAt: the family cancelled, or the unit was released (endReason). */
  cancelAtPeriodEnd: boolean;
  endsAt: Date | null;
  /** Why the plan ends without renewing when the unit was released or transferred. */
  endReason: PlanEndReasonRow | null;
  pastDueSince: Date | null;
}

export interface BillingNoticeState {
  kind: BillingNoticeKind;
  date: Date;
  amountCents: number | null;
  currency: string | null;
  cardExpiresFirst: boolean;
  respondBy: Date | null;
}

function cardOf(row: SubscriptionRow): StorageSubscriptionState['card'] {
  if (!row.cardBrand || !row.cardLast4 || !row.cardExpMonth || !row.cardExpYear) return null;
  return {
    brand: row.cardBrand,
    last4: row.cardLast4,
    expMonth: row.cardExpMonth,
    expYear: row.cardExpYear,
  };
}

export function subscriptionStateOf(billing: OrderBillingRow): StorageSubscriptionState | null {
  const row = billing.subscription;
  if (!row) return null;
  const status = subscriptionStatusOf(row.status);
  // A released unit's plan never renews, whatever the provider was told so far.
  const ends = status !== 'CANCELED' && (row.cancelAtPeriodEnd || billing.planEnd !== null);
  const renews = status !== 'CANCELED' && !ends;
  const card = cardOf(row);
  return {
    status,
    interval: billing.interval,
    amountCents: billing.amountCents ?? 0,
    currency: billing.currency ?? 'usd',
    currentPeriodEnd: row.currentPeriodEnd,
    nextRenewalAt: renews ? row.currentPeriodEnd : null,
    autoPay: renews && card !== null,
    card,
    cancelAtPeriodEnd: ends,
    endsAt:
      status === 'CANCELED'
        ? (row.endedAt ?? row.canceledAt ?? row.currentPeriodEnd)
        : ends
          ? row.currentPeriodEnd
          : null,
    endReason: billing.planEnd?.reason ?? null,
    pastDueSince: status === 'PAST_DUE' ? (row.pastDueSince ?? row.currentPeriodStart) : null,
  };
}

/** When a gift's term ends: the plan's first year from the redemption. */
export function giftTermEndOf(billing: OrderBillingRow): Date | null {
  if (!billing.giftRedeemedAt) return null;
  return addMonths(billing.giftRedeemedAt, GIFT_TERM_MONTHS);
}

/**
 * When the plan of a released or transferred unit ends (the end of what was paid: the
 * subscription's period, else the gift's term); null when nothing was paid for.
 */
export function planEndOf(
  billing: OrderBillingRow,
): { reason: PlanEndReasonRow; endsAt: Date | null } | null {
  if (!billing.planEnd) return null;
  return {
    reason: billing.planEnd.reason,
    endsAt: subscriptionStateOf(billing)?.endsAt ?? giftTermEndOf(billing),
  };
}

/** The one thing the family should know now, most pressing first; null when nothing. */
export function billingNoticeOf(billing: OrderBillingRow, now: Date): BillingNoticeState | null {
  const subscription = subscriptionStateOf(billing);
  const none = { amountCents: null, currency: null, cardExpiresFirst: false, respondBy: null };
  if (subscription?.status === 'PAST_DUE' && subscription.pastDueSince) {
    return {
      kind: 'PAST_DUE',
      date: subscription.pastDueSince,
      amountCents: billing.openInvoice?.amountCents ?? subscription.amountCents,
      currency: billing.openInvoice?.currency ?? subscription.currency,
      cardExpiresFirst: false,
      respondBy: new Date(subscription.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS),
    };
  }
  if (subscription?.endsAt) {
    return { kind: 'CANCELLED', date: subscription.endsAt, ...none };
  }
  if (subscription?.nextRenewalAt) {
    const renewal = subscription.nextRenewalAt;
    const cardExpiresFirst =
      subscription.card !== null &&
      cardExpiresAt(subscription.card.expMonth, subscription.card.expYear) <= renewal;
    const daysBefore =
      subscription.interval === 'year'
        ? ANNUAL_NOTICE_DAYS
        : cardExpiresFirst
          ? MONTHLY_CARD_NOTICE_DAYS
          : null;
    if (daysBefore !== null && now.getTime() >= renewal.getTime() - daysBefore * DAY_MS) {
      return {
        kind: 'RENEWAL_SOON',
        date: renewal,
        amountCents: subscription.amountCents,
        currency: subscription.currency,
        cardExpiresFirst,
        respondBy: null,
      };
    }
    return null;
  }
  const giftEnd = subscription ? null : giftTermEndOf(billing);
  // A released unit's gift-paid storage is not continued: it ends with the gift's term.
  if (giftEnd && billing.planEnd) return { kind: 'CANCELLED', date: giftEnd, ...none };
  if (giftEnd && now.getTime() >= giftEnd.getTime() - GIFT_NOTICE_DAYS * DAY_MS) {
    return { kind: 'GIFT_TERM_ENDING', date: giftEnd, ...none };
  }
  return null;
}
