import type { CheckoutSummary } from './gateway-checkout-client.js';
import type { PageLocale } from '../http/locale.js';

/** What a payment session is opened for: the parent's open checkout and where to come back. */
export interface CheckoutSessionRequest {
  checkout: CheckoutSummary;
  /** The signed-in parent's account: Stripe's one customer per account is theirs. */
  customerUid: string;
  /** The signed-in parent's verified email (Stripe prefills it), if any. */
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** The parent's language (the portal's `Accept-Language`): the payment page speaks it. */
  locale: PageLocale;
}

/** Opens a payment session (Stripe Checkout, or this service's local test checkout page). */
export interface CheckoutProvider {
  readonly name: 'stripe' | 'local';
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ redirectUrl: string }>;
}

/** The payment provider failed or is unreachable. */
export class CheckoutUnavailableError extends Error {
  constructor(
    readonly details: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super('checkout provider unavailable', options);
    this.name = 'CheckoutUnavailableError';
  }
}

/** Where the browser goes after paying, or after cancelling (the portal's pages). */
export function checkoutReturnUrls(portalUrl: string, checkout: { id: string; kind: string }) {
  const base = portalUrl.replace(/\/$/, '');
  // Continuing a gift-paid child's storage starts and ends on the portal's dashboard.
  if (checkout.kind === 'CONTINUATION') {
    return { successUrl: `${base}/portal?storage=continued`, cancelUrl: `${base}/portal` };
  }
  const page = checkout.kind === 'GIFT' ? '/gift' : '/order';
  const id = encodeURIComponent(checkout.id);
  return {
    successUrl: `${base}${page}/confirmation?checkout=${id}`,
    cancelUrl: `${base}${page}?checkout=${id}&payment=cancelled`,
  };
}

/**
 * The part of a completed Checkout Session event this service reads (Stripe's shape; the local
 * checkout sends the same one).
 */
export interface PaidSessionObject {
  id: string;
  payment_status?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
}

export interface CheckoutEvent {
  id: string;
  type: string;
  /** When the provider made the event (seconds since the epoch). */
  created?: number;
  data: { object: PaidSessionObject };
}

/** The payment an event proves, or null when it proves none (another type, or not paid yet). */
export function paymentOfEvent(
  event: CheckoutEvent,
  provider: 'stripe' | 'local',
): {
  checkoutId: string;
  provider: 'stripe' | 'local';
  paymentRef: string;
  amountCents: number;
  currency: string;
} | null {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  ) {
    return null;
  }
  const session = event.data?.object;
  // Paid, or (a continuation's free period until the gift ends) nothing to pay now.
  const settled =
    session?.payment_status === 'paid' ||
    (session?.payment_status === 'no_payment_required' && session.amount_total === 0);
  if (!session || !settled) return null;
  const checkoutId = session.metadata?.['checkoutId'] ?? session.client_reference_id ?? null;
  if (!checkoutId || typeof session.amount_total !== 'number' || !session.currency) return null;
  return {
    checkoutId,
    provider,
    paymentRef: session.id,
    amountCents: session.amount_total,
    currency: session.currency,
  };
}
