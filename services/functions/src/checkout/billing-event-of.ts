import type { BillingEventRecord } from './gateway-checkout-client.js';

/** The subscription and invoice events the gateway records (the rest are acknowledged only). */
export const BILLING_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

type Json = Record<string, unknown>;
type Card = NonNullable<NonNullable<BillingEventRecord['subscription']>['card']>;

/** A provider event as its signature verified it: Stripe's shape (the local provider's too). */
export interface ProviderEvent {
  id: string;
  type: string;
  created?: number;
  /** The local provider's time of the state, to the millisecond (not Stripe's). */
  state_at?: string;
  data: { object: unknown };
}

const asObject = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const idOf = (value: unknown): string | null => text(value) ?? text(asObject(value)?.['id']);
const instant = (seconds: unknown): string | null =>
  typeof seconds === 'number' && Number.isFinite(seconds)
    ? new Date(seconds * 1000).toISOString()
    : null;

/** Brand, last four and expiry of a payment method (or a card object): never more. */
export function cardOf(paymentMethod: unknown): Card | null {
  const method = asObject(paymentMethod);
  const card = asObject(method?.['card']) ?? method;
  const brand = text(card?.['brand']);
  const last4 = text(card?.['last4']);
  const expMonth = card?.['exp_month'];
  const expYear = card?.['exp_year'];
  if (!brand || !last4 || !/^\d{4}$/.test(last4)) return null;
  if (typeof expMonth !== 'number' || typeof expYear !== 'number') return null;
  return { brand, last4, expMonth, expYear };
}

/** The subscription's own metadata.checkoutId, or its invoice's copy of it (either API shape). */
function checkoutIdOf(object: Json, kind: 'subscription' | 'invoice'): string | null {
  if (kind === 'subscription') return text(asObject(object['metadata'])?.['checkoutId']);
  const details =
    asObject(asObject(object['parent'])?.['subscription_details']) ??
    asObject(object['subscription_details']);
  return (
    text(asObject(details?.['metadata'])?.['checkoutId']) ??
    text(asObject(object['metadata'])?.['checkoutId'])
  );
}

function subscriptionOf(object: Json, card: Card | null): BillingEventRecord['subscription'] {
  const item = asObject((asObject(object['items'])?.['data'] as unknown[] | undefined)?.[0]);
  const start = instant(item?.['current_period_start'] ?? object['current_period_start']);
  const end = instant(item?.['current_period_end'] ?? object['current_period_end']);
  const id = text(object['id']);
  const status = text(object['status']);
  if (!id || !status || !start || !end) return undefined;
  return {
    subscriptionRef: id,
    customerRef: idOf(object['customer']),
    status,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: object['cancel_at_period_end'] === true,
    canceledAt: instant(object['canceled_at']),
    endedAt: instant(object['ended_at']),
    card: card ?? cardOf(object['default_payment_method']),
  };
}

function invoiceOf(object: Json): BillingEventRecord['invoice'] {
  const details =
    asObject(asObject(object['parent'])?.['subscription_details']) ??
    asObject(object['subscription_details']);
  const subscriptionRef = idOf(details?.['subscription']) ?? idOf(object['subscription']);
  const id = text(object['id']);
  const created = instant(object['created']);
  const status = text(object['status']);
  const paid = status === 'paid';
  const amount = paid ? object['amount_paid'] : object['amount_due'];
  if (!id || !subscriptionRef || !created || !status || typeof amount !== 'number')
    return undefined;
  const url = text(object['hosted_invoice_url']);
  return {
    invoiceRef: id,
    subscriptionRef,
    number: text(object['number']) ?? id,
    amountCents: amount,
    currency: text(object['currency']) ?? 'usd',
    status,
    createdAt: created,
    paidAt: instant(asObject(object['status_transitions'])?.['paid_at']),
    url: url && /^https?:\/\//.test(url) ? url : null,
  };
}

/**
 * What a subscription or invoice event tells the gateway, or null when it is not one of ours
 * (another type, no checkoutId in its metadata, or a shape missing what is needed). `card`
 * replaces the subscription's when the caller looked the payment method up.
 */
export function billingEventOf(
  event: ProviderEvent,
  provider: 'stripe' | 'local',
  card: Card | null = null,
): BillingEventRecord | null {
  if (!(BILLING_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  const object = asObject(event.data?.object);
  const occurredAt = instant(event.created);
  if (!object || !occurredAt) return null;
  const isSubscription = event.type.startsWith('customer.subscription.');
  const checkoutId = checkoutIdOf(object, isSubscription ? 'subscription' : 'invoice');
  if (!checkoutId) return null;
  const stateAt =
    provider === 'local' && typeof event.state_at === 'string' ? event.state_at : null;
  const base = {
    provider,
    eventId: event.id,
    type: event.type,
    occurredAt,
    checkoutId,
    ...(stateAt && !Number.isNaN(Date.parse(stateAt)) ? { stateReadAt: stateAt } : {}),
  };
  if (isSubscription) {
    const subscription = subscriptionOf(object, card);
    return subscription ? { ...base, subscription } : null;
  }
  const invoice = invoiceOf(object);
  return invoice ? { ...base, invoice } : null;
}

/** The id of the payment method a Stripe subscription event names without expanding it. */
export function unexpandedPaymentMethodOf(event: ProviderEvent): string | null {
  if (!event.type.startsWith('customer.subscription.')) return null;
  return text(asObject(event.data?.object)?.['default_payment_method']);
}
