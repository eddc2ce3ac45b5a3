/**
 * What the local billing page's actions ask of the local payment provider, as Stripe's customer
 * portal would: the subscription's new state (a card, a cancellation or its undoing) and, for a
 * past-due plan whose card is replaced, the retry that pays the open invoice. The routes turn
 * these into the provider's signed events.
 */
import type { OrderSummary, ProviderRefs, SubscriptionSummary } from './billing-summary.js';

/** A card as it is kept: brand, last four and expiry, never the number. */
export interface CardOnFile {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A child's plan the local page may change: the local provider's subscription, not ended. */
export interface LocalPlan {
  order: OrderSummary;
  subscription: SubscriptionSummary & { provider: ProviderRefs; currentPeriodEnd: string };
}

export interface PlannedSubscriptionState {
  type: 'customer.subscription.updated';
  subscriptionRef: string;
  checkoutId: string;
  status: 'active' | 'past_due';
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The new card; null keeps the one on file. */
  card: CardOnFile | null;
}

export interface PlannedInvoicePaid {
  type: 'invoice.paid';
  invoiceRef: string;
  number: string;
  subscriptionRef: string;
  checkoutId: string;
  amountCents: number;
  currency: string;
  /** When the renewal it bills was due. */
  dueAt: Date;
}

export type PlannedEvent = PlannedSubscriptionState | PlannedInvoicePaid;

/** The events of one action, all stamped `at`. */
export interface PlannedChange {
  at: Date;
  events: PlannedEvent[];
  /** Whether a past-due renewal is paid by it. */
  paysPastDue: boolean;
}

/** The order's plan when the local page may change it; null otherwise. */
export function localPlanOf(order: OrderSummary | undefined): LocalPlan | null {
  const subscription = order?.subscription;
  if (!order || !subscription?.provider || !subscription.currentPeriodEnd) return null;
  if (subscription.provider.name !== 'local' || subscription.status === 'CANCELED') return null;
  const { provider, currentPeriodEnd } = subscription;
  return { order, subscription: { ...subscription, provider, currentPeriodEnd } };
}

/**
 * When an action's events happen: now, but never before the period the gateway holds began (a
 * renewal is stamped with its due date, which may be ahead of now), so they are never older
 * than the state they change.
 */
export function actionTime(plan: LocalPlan, now: Date): Date {
  const start = Date.parse(plan.subscription.provider.currentPeriodStart);
  return new Date(Math.max(now.getTime(), Number.isNaN(start) ? 0 : start));
}

function subscriptionState(
  plan: LocalPlan,
  changes: { status?: 'active' | 'past_due'; cancelAtPeriodEnd?: boolean; card?: CardOnFile },
): PlannedSubscriptionState {
  const { subscription } = plan;
  return {
    type: 'customer.subscription.updated',
    subscriptionRef: subscription.provider.subscriptionRef,
    checkoutId: subscription.provider.checkoutId,
    status: changes.status ?? (subscription.status === 'PAST_DUE' ? 'past_due' : 'active'),
    periodStart: new Date(subscription.provider.currentPeriodStart),
    periodEnd: new Date(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: changes.cancelAtPeriodEnd ?? subscription.cancelAtPeriodEnd,
    card: changes.card ?? null,
  };
}

/** The open invoice's amount as listed, else what each renewal charges. */
function openAmount(plan: LocalPlan): { amountCents: number; currency: string } {
  const { subscription } = plan;
  const listed = plan.order.invoices.find(
    (invoice) => invoice.number === subscription.provider.openInvoiceNumber,
  );
  return listed
    ? { amountCents: listed.amountCents, currency: listed.currency }
    : { amountCents: subscription.amountCents, currency: subscription.currency };
}

/**
 * A new card on file; on a past-due plan, the retry of its open invoice with it, paid, which
 * makes the plan active again.
 */
export function cardUpdate(plan: LocalPlan, card: CardOnFile, now: Date): PlannedChange {
  const at = actionTime(plan, now);
  const events: PlannedEvent[] = [subscriptionState(plan, { card })];
  const { subscription } = plan;
  const { openInvoiceRef, openInvoiceNumber } = subscription.provider;
  const paysPastDue = subscription.status === 'PAST_DUE' && openInvoiceRef !== null;
  if (paysPastDue) {
    events.push(
      {
        type: 'invoice.paid',
        invoiceRef: openInvoiceRef,
        number: openInvoiceNumber ?? openInvoiceRef,
        subscriptionRef: subscription.provider.subscriptionRef,
        checkoutId: subscription.provider.checkoutId,
        ...openAmount(plan),
        dueAt: new Date(subscription.pastDueSince ?? subscription.provider.currentPeriodStart),
      },
      subscriptionState(plan, { status: 'active' }),
    );
  }
  return { at, events, paysPastDue };
}

/** Cancels the plan at the end of the period paid for (`cancel`), or undoes that. */
export function cancellation(plan: LocalPlan, cancel: boolean, now: Date): PlannedChange {
  return {
    at: actionTime(plan, now),
    events: [subscriptionState(plan, { cancelAtPeriodEnd: cancel })],
    paysPastDue: false,
  };
}
