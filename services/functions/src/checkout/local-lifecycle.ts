/**
 * The local payment provider's subscriptions: the Stripe-shaped events a subscription's life
 * sends (start, renewal paid or declined, retry, end), which the local provider signs and posts
 * to its own webhook like Stripe's, and the receipts its invoices link to.
 */
import { randomBytes } from 'node:crypto';
import type { ProviderEvent } from './billing-event-of.js';
import type { CheckoutSummary } from './gateway-checkout-client.js';
import type { PageLocale } from '../http/locale.js';

const MAX_RECEIPTS = 10_000;
const RECEIPT_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export interface LocalCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface LocalReceipt {
  number: string;
  planName: string;
  /** The plan's code, to name it in the receipt's language. */
  planCode?: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'open';
  issuedAt: string;
  paidAt: string | null;
  card: { brand: string; last4: string } | null;
  /** The language of the parent who paid, when known (a staff renewal's is not). */
  locale?: PageLocale;
}

/**
 * The local invoices' receipts, in this process's memory (as Stripe's hosted invoice pages, an
 * unguessable address is what opens one; after a restart the page says it is gone).
 */
export class LocalReceipts {
  private readonly receipts = new Map<string, LocalReceipt>();

  add(receipt: LocalReceipt): string {
    if (this.receipts.size >= MAX_RECEIPTS) {
      const oldest = this.receipts.keys().next().value;
      if (oldest) this.receipts.delete(oldest);
    }
    const token = randomBytes(24).toString('base64url');
    this.receipts.set(token, receipt);
    return token;
  }

  get(token: string): LocalReceipt | null {
    return RECEIPT_PATTERN.test(token) ? (this.receipts.get(token) ?? null) : null;
  }
}

/** The card a test card number and MM/YY make: its brand by the first digit, never the number. */
export function localCardOf(cardNumber: string, expiry: string): LocalCard {
  const digits = cardNumber.replace(/\D/g, '');
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const brand = digits.startsWith('4')
    ? 'visa'
    : digits.startsWith('5')
      ? 'mastercard'
      : digits.startsWith('3')
        ? 'amex'
        : 'card';
  return { brand, last4: digits.slice(-4), expMonth: month ?? 1, expYear: 2000 + (year ?? 0) };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const eventId = () => `evt_local_${randomBytes(12).toString('hex')}`;

export function addInterval(date: Date, interval: string): Date {
  const next = new Date(date.getTime());
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export interface SubscriptionShape {
  id: string;
  customer: string | null;
  status: string;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt?: Date;
  card: LocalCard | null;
  checkoutId: string;
}

export function subscriptionObject(shape: SubscriptionShape) {
  return {
    id: shape.id,
    object: 'subscription',
    customer: shape.customer,
    status: shape.status,
    cancel_at_period_end: shape.cancelAtPeriodEnd,
    canceled_at: shape.endedAt ? seconds(shape.endedAt) : null,
    ended_at: shape.endedAt ? seconds(shape.endedAt) : null,
    metadata: { checkoutId: shape.checkoutId },
    items: {
      data: [
        {
          current_period_start: seconds(shape.periodStart),
          current_period_end: seconds(shape.periodEnd),
        },
      ],
    },
    default_payment_method: shape.card
      ? {
          card: {
            brand: shape.card.brand,
            last4: shape.card.last4,
            exp_month: shape.card.expMonth,
            exp_year: shape.card.expYear,
          },
        }
      : null,
  };
}

export interface InvoiceShape {
  id: string;
  number: string;
  subscription: string;
  checkoutId: string;
  amountCents: number;
  currency: string;
  paid: boolean;
  createdAt: Date;
  /** When it was paid (a retry pays later than the due date); `createdAt` when absent. */
  paidAt?: Date;
  url: string | null;
}

export function invoiceObject(shape: InvoiceShape) {
  return {
    id: shape.id,
    object: 'invoice',
    number: shape.number,
    amount_due: shape.amountCents,
    amount_paid: shape.paid ? shape.amountCents : 0,
    currency: shape.currency,
    status: shape.paid ? 'paid' : 'open',
    created: seconds(shape.createdAt),
    status_transitions: { paid_at: shape.paid ? seconds(shape.paidAt ?? shape.createdAt) : null },
    hosted_invoice_url: shape.url,
    parent: {
      subscription_details: {
        subscription: shape.subscription,
        metadata: { checkoutId: shape.checkoutId },
      },
    },
  };
}

export const event = (type: string, at: Date, object: unknown): ProviderEvent => ({
  id: eventId(),
  type,
  created: seconds(at),
  // The local provider's own time of the state, to the millisecond: of two changes in one
  // second (a cancel and a "keep my plan" from two tabs), the later one's state stands.
  state_at: at.toISOString(),
  data: { object },
});

/** A new invoice number of the local provider: the checkout's reference and the date. */
export function localInvoiceNumber(reference: string, at: Date): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  return `${reference}-${day}-${randomBytes(2).toString('hex').toUpperCase()}`;
}

/**
 * What a test card paying a subscription's checkout sends after `checkout.session.completed`:
 * the subscription, and (unless a continuation, free until its first charge) its first paid
 * invoice.
 */
export function localSubscriptionStart(
  session: { token: string; checkout: CheckoutSummary; locale?: PageLocale },
  card: LocalCard,
  now: Date,
  receiptUrl: (receipt: LocalReceipt) => string,
): { subscriptionRef: string; customerRef: string; events: ProviderEvent[] } {
  const { checkout } = session;
  const subscriptionRef = `sub_local_${session.token.slice(0, 24)}`;
  const customerRef = `cus_local_${session.token.slice(24, 40)}`;
  const continuation = checkout.kind === 'CONTINUATION' && checkout.firstChargeAt !== null;
  const periodEnd = continuation
    ? new Date(checkout.firstChargeAt ?? now)
    : addInterval(now, checkout.plan.interval);
  const events = [
    event(
      'customer.subscription.created',
      now,
      subscriptionObject({
        id: subscriptionRef,
        customer: customerRef,
        status: continuation ? 'trialing' : 'active',
        periodStart: now,
        periodEnd,
        cancelAtPeriodEnd: false,
        card,
        checkoutId: checkout.id,
      }),
    ),
  ];
  if (!continuation) {
    const number = localInvoiceNumber(checkout.reference, now);
    const url = receiptUrl({
      number,
      planName: checkout.plan.name,
      planCode: checkout.plan.code,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      status: 'paid',
      issuedAt: now.toISOString(),
      paidAt: now.toISOString(),
      card: { brand: card.brand, last4: card.last4 },
      ...(session.locale ? { locale: session.locale } : {}),
    });
    events.push(
      event(
        'invoice.paid',
        now,
        invoiceObject({
          id: `in_local_${randomBytes(12).toString('hex')}`,
          number,
          subscription: subscriptionRef,
          checkoutId: checkout.id,
          amountCents: checkout.amountCents,
          currency: checkout.currency,
          paid: true,
          createdAt: now,
          url,
        }),
      ),
    );
  }
  return { subscriptionRef, customerRef, events };
}

/**
 * The local provider told that a released or transferred child's plan ends at the end of its
 * period (as Stripe's `cancel_at_period_end`): the subscription's new state, stamped no older
 * than the state the gateway holds.
 */
export function localPlanEnd(
  plan: {
    checkoutId: string;
    subscriptionRef: string;
    status: string;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    stateAt: string;
  },
  now: Date,
): ProviderEvent {
  const held = Date.parse(plan.stateAt);
  const at = new Date(Math.max(now.getTime(), Number.isNaN(held) ? 0 : held + 1));
  return event(
    'customer.subscription.updated',
    at,
    subscriptionObject({
      id: plan.subscriptionRef,
      customer: null,
      status: plan.status,
      periodStart: new Date(plan.currentPeriodStart),
      periodEnd: new Date(plan.currentPeriodEnd),
      cancelAtPeriodEnd: true,
      card: null,
      checkoutId: plan.checkoutId,
    }),
  );
}

/** An order's local subscription as the gateway tells the bank's staff (staff.order.billing). */
export interface LocalSubscriptionState {
  kind: string;
  provider: string | null;
  checkoutId: string | null;
  subscriptionRef: string | null;
  status: 'ACTIVE' | 'PAST_DUE' | 'CANCELED' | null;
  interval: string | null;
  amountCents: number | null;
  currency: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean | null;
  /** The child's unit was released or transferred: the plan ends at its period's end. */
  endReason: 'RELEASED' | 'TRANSFERRED' | null;
  pastDueSince: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  openInvoiceRef: string | null;
  openInvoiceNumber: string | null;
}

export interface LocalRenewal {
  outcome: 'paid' | 'failed' | 'ended';
  invoiceNumber: string | null;
  nextRenewalAt: string | null;
  events: ProviderEvent[];
}

/**
 * The next step of a local subscription's life, as of its due date (the end of the period):
 * a renewal paid or declined, a retry of the unpaid one, or the end of a cancelled plan.
 * `planName` names the plan on the receipt. Null when there is no live local subscription.
 */
export function localRenewal(
  state: LocalSubscriptionState,
  options: { fail: boolean; now: Date; planName: string; reference: string },
  receiptUrl: (receipt: LocalReceipt) => string,
): LocalRenewal | null {
  if (state.kind !== 'SUBSCRIPTION' || state.provider !== 'local') return null;
  if (!state.subscriptionRef || !state.checkoutId || state.status === 'CANCELED') return null;
  if (!state.currentPeriodStart || !state.currentPeriodEnd || !state.interval) return null;
  const subscriptionRef = state.subscriptionRef;
  const checkoutId = state.checkoutId;
  const amountCents = state.amountCents ?? 0;
  const currency = state.currency ?? 'usd';
  const periodStart = new Date(state.currentPeriodStart);
  const periodEnd = new Date(state.currentPeriodEnd);
  const card =
    state.cardBrand && state.cardLast4 ? { brand: state.cardBrand, last4: state.cardLast4 } : null;
  const subscription = (status: string, start: Date, end: Date, endedAt?: Date) =>
    subscriptionObject({
      id: subscriptionRef,
      customer: null,
      status,
      periodStart: start,
      periodEnd: end,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd === true,
      ...(endedAt ? { endedAt } : {}),
      card: null,
      checkoutId,
    });
  // Events carry the renewal's own time, never older than now (each must be newer than the
  // state the gateway holds).
  const at = (due: Date) => new Date(Math.max(due.getTime(), options.now.getTime()));

  if (state.status === 'PAST_DUE' && state.openInvoiceRef) {
    // A retry of the unpaid renewal, due when the period that failed began.
    const due = state.pastDueSince ? new Date(state.pastDueSince) : periodStart;
    const number = state.openInvoiceNumber ?? state.openInvoiceRef;
    const paid = !options.fail;
    const url = receiptUrl({
      number,
      planName: options.planName,
      amountCents,
      currency,
      status: paid ? 'paid' : 'open',
      issuedAt: due.toISOString(),
      paidAt: paid ? at(due).toISOString() : null,
      card,
    });
    const invoice = invoiceObject({
      id: state.openInvoiceRef,
      number,
      subscription: subscriptionRef,
      checkoutId,
      amountCents,
      currency,
      paid,
      createdAt: due,
      paidAt: at(due),
      url,
    });
    return {
      outcome: paid ? 'paid' : 'failed',
      invoiceNumber: number,
      nextRenewalAt: paid ? periodEnd.toISOString() : null,
      events: paid
        ? [
            event('invoice.paid', at(due), invoice),
            event(
              'customer.subscription.updated',
              at(due),
              subscription('active', periodStart, periodEnd),
            ),
          ]
        : [event('invoice.payment_failed', at(due), invoice)],
    };
  }

  const due = periodEnd;
  // A released unit's plan never renews, even before the provider was told (plan-ends.ts).
  if (state.cancelAtPeriodEnd || state.endReason) {
    return {
      outcome: 'ended',
      invoiceNumber: null,
      nextRenewalAt: null,
      events: [
        event(
          'customer.subscription.deleted',
          at(due),
          subscription('canceled', periodStart, periodEnd, due),
        ),
      ],
    };
  }
  const nextEnd = addInterval(due, state.interval);
  const number = localInvoiceNumber(options.reference, due);
  const paid = !options.fail;
  const url = receiptUrl({
    number,
    planName: options.planName,
    amountCents,
    currency,
    status: paid ? 'paid' : 'open',
    issuedAt: due.toISOString(),
    paidAt: paid ? due.toISOString() : null,
    card,
  });
  const invoice = invoiceObject({
    id: `in_local_${randomBytes(12).toString('hex')}`,
    number,
    subscription: subscriptionRef,
    checkoutId,
    amountCents,
    currency,
    paid,
    createdAt: due,
    url,
  });
  return {
    outcome: paid ? 'paid' : 'failed',
    invoiceNumber: number,
    nextRenewalAt: paid ? nextEnd.toISOString() : null,
    events: [
      event(paid ? 'invoice.paid' : 'invoice.payment_failed', at(due), invoice),
      event(
        'customer.subscription.updated',
        at(due),
        subscription(paid ? 'active' : 'past_due', due, nextEnd),
      ),
    ],
  };
}
