/**
 * Storage billing: what a family reads of an order's subscription, invoices and notices, and
 * the provider events the functions service records and the plan ends it applies at the
 * provider (service key only).
 */
import { notify } from './notify.js';
import type { GatewayContext } from '../../context.js';
import {
  findOrderBilling,
  findSubscription,
  applyInvoiceOutcome,
  insertBillingEvent,
  saveInvoiceState,
  saveSubscriptionState,
} from '../../data/subscriptions-repo.js';
import {
  findStripeCustomer,
  findStripeCustomerHolder,
  recordStripeCustomer,
} from '../../data/stripe-customers-repo.js';
import { lockCheckout } from '../../data/commerce-repo.js';
import { pendingPlanEnds } from '../../data/plan-ends-repo.js';
import { iso, isoOrNull } from '../../db/instants.js';
import {
  billingNoticeOf,
  giftTermEndOf,
  planEndOf,
  subscriptionStateOf,
  subscriptionStatusOf,
} from '../../domain/billing-state.js';
import { checkText, type FieldProblem } from '../../domain/field-problem.js';
import type {
  Billing,
  BillingEventInput,
  PaymentsMutationResolvers,
  StripeCustomerInput,
} from '../../generated/resolvers.generated.js';
import { badUserInput, conflict, forbidden, notFound } from '../../errors/graphql-errors.js';
import type { OrderBillingRow, OrderRow } from '../../types/rows.js';
import { invoiceOf, planOf } from '../graphql-shapes.js';
import { readInvoices, readPlan } from './order-reads.js';

export const BILLING_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
const PROVIDERS = ['stripe', 'local'];
const REF_MAX = 255;

export function readOrderBilling(ctx: GatewayContext, orderId: string) {
  return ctx.cache.once(`order-billing:${orderId}`, () =>
    findOrderBilling(ctx.db, ctx.viewer.uid, orderId),
  );
}

/** Billing's fields for one order row (the row is the owner's). */
export function billingShapeOf(
  billing: OrderBillingRow | null,
  now: Date,
): Omit<Billing, 'plan' | 'invoices'> {
  if (!billing) return { subscription: null, giftTerm: null, planEnd: null, notice: null };
  const subscription = subscriptionStateOf(billing);
  const row = billing.subscription;
  const giftEnd = giftTermEndOf(billing);
  const notice = billingNoticeOf(billing, now);
  const planEnd = planEndOf(billing);
  return {
    subscription: subscription &&
      row && {
        ...subscription,
        currentPeriodEnd: iso(subscription.currentPeriodEnd),
        nextRenewalAt: isoOrNull(subscription.nextRenewalAt),
        endsAt: isoOrNull(subscription.endsAt),
        pastDueSince: isoOrNull(subscription.pastDueSince),
        provider: {
          name: row.provider,
          checkoutId: row.checkoutId,
          subscriptionRef: row.subscriptionRef,
          currentPeriodStart: iso(row.currentPeriodStart),
          openInvoiceRef: billing.openInvoice?.invoiceRef ?? null,
          openInvoiceNumber: billing.openInvoice?.number ?? null,
        },
      },
    giftTerm: giftEnd ? { endsAt: iso(giftEnd) } : null,
    planEnd: planEnd && { reason: planEnd.reason, endsAt: isoOrNull(planEnd.endsAt) },
    notice: notice && {
      ...notice,
      date: iso(notice.date),
      respondBy: isoOrNull(notice.respondBy),
    },
  };
}

export async function orderBilling(order: OrderRow, ctx: GatewayContext): Promise<Billing> {
  const [plan, invoices, billing] = await Promise.all([
    readPlan(ctx, order.planCode),
    readInvoices(ctx, order.id),
    readOrderBilling(ctx, order.id),
  ]);
  return {
    plan: planOf(plan),
    invoices: invoices.map(invoiceOf),
    ...billingShapeOf(billing, ctx.billingClock.now()),
  };
}

function requirePaymentsService(ctx: GatewayContext): void {
  if (!ctx.paymentsService) {
    throw forbidden(
      'Recording payments is for the payment service: this request does not carry its key.',
    );
  }
}

function instant(problems: FieldProblem[], field: string, value: unknown): Date {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) {
    problems.push({ field, message: `${field} must be an ISO 8601 instant.` });
  }
  return date;
}

/** The event's fields checked; BAD_USER_INPUT naming each problem. */
function checkedEvent(input: BillingEventInput, production: boolean) {
  const problems: FieldProblem[] = [];
  if (!PROVIDERS.includes(input.provider)) {
    problems.push({ field: 'input.provider', message: 'The provider must be stripe or local.' });
  } else if (input.provider === 'local' && production) {
    problems.push({
      field: 'input.provider',
      message: 'The local provider takes no real payment and is refused in production.',
    });
  }
  if (!(BILLING_EVENT_TYPES as readonly string[]).includes(input.type)) {
    problems.push({
      field: 'input.type',
      message: `The event type must be one of ${BILLING_EVENT_TYPES.join(', ')}.`,
    });
  }
  for (const [field, value] of [
    ['input.eventId', input.eventId],
    ['input.checkoutId', input.checkoutId],
  ] as const) {
    checkText(problems, field, value, { required: true, maxLength: REF_MAX, label: field });
  }
  const occurredAt = instant(problems, 'input.occurredAt', input.occurredAt);
  // The provider's current object read after the event outranks the event's own copy.
  const stateAt = input.stateReadAt
    ? instant(problems, 'input.stateReadAt', input.stateReadAt)
    : occurredAt;
  const isSubscriptionEvent = input.type.startsWith('customer.subscription.');
  if (isSubscriptionEvent && !input.subscription) {
    problems.push({ field: 'input.subscription', message: 'A subscription event needs it.' });
  }
  if (input.type.startsWith('invoice.') && !input.invoice) {
    problems.push({ field: 'input.invoice', message: 'An invoice event needs it.' });
  }
  const card = input.subscription?.card;
  if (card) {
    if (!/^[0-9]{4}$/.test(card.last4)) {
      problems.push({
        field: 'input.subscription.card.last4',
        message: 'Only the last four digits of a card are recorded.',
      });
    }
    if (card.expMonth < 1 || card.expMonth > 12) {
      problems.push({ field: 'input.subscription.card.expMonth', message: 'A month, 1 to 12.' });
    }
    checkText(problems, 'input.subscription.card.brand', card.brand, {
      required: true,
      maxLength: 40,
      label: 'The card brand',
    });
  }
  const sub = input.subscription;
  const subscriptionDates = sub && {
    currentPeriodStart: instant(
      problems,
      'input.subscription.currentPeriodStart',
      sub.currentPeriodStart,
    ),
    currentPeriodEnd: instant(
      problems,
      'input.subscription.currentPeriodEnd',
      sub.currentPeriodEnd,
    ),
    canceledAt: sub.canceledAt
      ? instant(problems, 'input.subscription.canceledAt', sub.canceledAt)
      : null,
    endedAt: sub.endedAt ? instant(problems, 'input.subscription.endedAt', sub.endedAt) : null,
  };
  const invoice = input.invoice;
  const invoiceDates = invoice && {
    createdAt: instant(problems, 'input.invoice.createdAt', invoice.createdAt),
    paidAt: invoice.paidAt ? instant(problems, 'input.invoice.paidAt', invoice.paidAt) : null,
  };
  if (invoice && (!Number.isInteger(invoice.amountCents) || invoice.amountCents < 0)) {
    problems.push({ field: 'input.invoice.amountCents', message: 'A whole number of cents.' });
  }
  if (invoice?.url && !/^https?:\/\//.test(invoice.url)) {
    problems.push({ field: 'input.invoice.url', message: 'The invoice page must be http(s).' });
  }
  if (problems.length > 0) throw badUserInput(problems);
  return { occurredAt, stateAt, subscriptionDates, invoiceDates };
}

const CUSTOMER_REF = /^cus_[A-Za-z0-9]{1,250}$/;

/** The customer's fields checked; BAD_USER_INPUT naming each problem. */
function checkedCustomer(input: StripeCustomerInput) {
  const problems: FieldProblem[] = [];
  const uid = checkText(problems, 'input.uid', input.uid, {
    required: true,
    maxLength: 128,
    label: 'The account',
  });
  const email = checkText(problems, 'input.email', input.email, {
    required: false,
    maxLength: 320,
    label: 'The email',
  });
  if (!CUSTOMER_REF.test(input.customerRef)) {
    problems.push({
      field: 'input.customerRef',
      message: 'The customer must be a Stripe customer id (cus_...).',
    });
  }
  if (problems.length > 0 || !uid) throw badUserInput(problems);
  return { uid, email: email?.toLowerCase() ?? null, customerRef: input.customerRef };
}

/** How many pending plan ends one read answers (the functions service reads again). */
const PENDING_PLAN_ENDS_LIMIT = 100;

export const billingPaymentsResolvers: Pick<
  PaymentsMutationResolvers,
  'recordBillingEvent' | 'recordStripeCustomer' | 'stripeCustomer' | 'pendingPlanEnds'
> = {
  pendingPlanEnds: async (_parent, _args, ctx) => {
    requirePaymentsService(ctx);
    const pending = await pendingPlanEnds(ctx.db, PENDING_PLAN_ENDS_LIMIT);
    return pending.map(({ reason, requestedAt, subscription }) => ({
      reason,
      requestedAt: iso(requestedAt),
      provider: subscription.provider,
      checkoutId: subscription.checkoutId,
      subscriptionRef: subscription.subscriptionRef,
      status: subscription.status,
      currentPeriodStart: iso(subscription.currentPeriodStart),
      currentPeriodEnd: iso(subscription.currentPeriodEnd),
      stateAt: iso(subscription.stateAt),
    }));
  },
  stripeCustomer: async (_parent, { uid }, ctx) => {
    requirePaymentsService(ctx);
    const customerRef = await findStripeCustomer(ctx.db, uid);
    return customerRef ? { uid, customerRef } : null;
  },
  recordStripeCustomer: async (_parent, { input }, ctx) => {
    requirePaymentsService(ctx);
    const account = checkedCustomer(input);
    return ctx.db.transaction(async (tx) => {
      const holder = await findStripeCustomerHolder(tx, account.customerRef);
      if (holder !== null && holder !== account.uid) {
        throw conflict('This Stripe customer is already another account’s.');
      }
      return { uid: account.uid, customerRef: await recordStripeCustomer(tx, account) };
    });
  },
  recordBillingEvent: async (_parent, { input }, ctx) => {
    requirePaymentsService(ctx);
    const { occurredAt, stateAt, subscriptionDates, invoiceDates } = checkedEvent(
      input,
      ctx.production,
    );
    return ctx.db.transaction(async (tx) => {
      // The checkout's row is the lock every event of one subscription takes, in turn.
      const checkout = await lockCheckout(tx, input.checkoutId);
      if (!checkout) throw notFound(`No checkout ${JSON.stringify(input.checkoutId)} exists.`);
      const provider = input.provider as 'stripe' | 'local';
      const fresh = await insertBillingEvent(tx, {
        provider,
        eventId: input.eventId,
        type: input.type,
        checkoutId: checkout.id,
        occurredAt,
      });
      if (!fresh) return { recorded: false };
      const sub = input.subscription;
      if (sub && subscriptionDates) {
        const pastDue = sub.status === 'past_due' || sub.status === 'unpaid';
        await saveSubscriptionState(tx, {
          checkoutId: checkout.id,
          provider,
          subscriptionRef: sub.subscriptionRef,
          customerRef: sub.customerRef ?? null,
          status: input.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
          currentPeriodStart: subscriptionDates.currentPeriodStart,
          currentPeriodEnd: subscriptionDates.currentPeriodEnd,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          canceledAt: subscriptionDates.canceledAt,
          endedAt: subscriptionDates.endedAt,
          pastDueSince: pastDue ? subscriptionDates.currentPeriodStart : null,
          cardBrand: sub.card?.brand.toLowerCase() ?? null,
          cardLast4: sub.card?.last4 ?? null,
          cardExpMonth: sub.card?.expMonth ?? null,
          cardExpYear: sub.card?.expYear ?? null,
          stateAt,
        });
      }
      const invoice = input.invoice;
      if (invoice && invoiceDates) {
        // The invoice's own status decides (the provider's current object says paid even when
        // a late payment_failed carries it), and a paid invoice never goes back.
        const paid = input.type === 'invoice.paid' || invoice.status === 'paid';
        const held = await saveInvoiceState(tx, {
          checkoutId: checkout.id,
          invoiceRef: invoice.invoiceRef,
          number: invoice.number,
          amountCents: invoice.amountCents,
          currency: invoice.currency.toLowerCase(),
          status: paid ? 'paid' : invoice.status,
          issuedAt: invoiceDates.createdAt,
          paidAt: paid ? (invoiceDates.paidAt ?? occurredAt) : null,
          url: invoice.url ?? null,
          stateAt,
        });
        // What the stored invoice says, not what the event claims: no notice it contradicts.
        const paidNow = paid && held.status === 'paid';
        const failedNow = input.type === 'invoice.payment_failed' && held.status === 'open';
        if ((paidNow || failedNow) && (await findSubscription(tx, checkout.id))) {
          await applyInvoiceOutcome(tx, checkout.id, {
            paid: paidNow,
            dueAt: invoiceDates.createdAt,
            at: stateAt,
          });
        }
        const subscription = failedNow ? await findSubscription(tx, checkout.id) : null;
        const pastDueNow =
          subscription === null || subscriptionStatusOf(subscription.status) === 'PAST_DUE';
        const orderId = checkout.orderId ?? checkout.continuesOrderId;
        if (failedNow && pastDueNow && orderId) {
          // Billing stays with the account holder: only they hear of it.
          await notify(tx, ctx, {
            orderId,
            kind: 'RENEWAL_FAILED',
            dedupeKey: `RENEWAL_FAILED:${invoice.invoiceRef}`,
            at: occurredAt,
            holderOnly: true,
          });
        }
      }
      return { recorded: true };
    });
  },
};
