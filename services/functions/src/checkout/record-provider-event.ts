import type Stripe from 'stripe';
import {
  billingEventOf,
  cardOf,
  unexpandedPaymentMethodOf,
  type ProviderEvent,
} from './billing-event-of.js';
import { recordBillingEvent, type BillingEventRecord } from './gateway-checkout-client.js';
import { withCurrentStripeObject } from './stripe-current-state.js';

export interface ProviderEventRecording {
  gatewayUrl: string;
  serviceKey: string;
  /** Stripe's client: a Stripe event's object is read again and its card looked up. */
  stripe?: Stripe | undefined;
  now: () => Date;
}

/**
 * Records a subscription or invoice event at the gateway, `record` being what billingEventOf
 * made of it: a Stripe event as the subscription or invoice Stripe holds now (not the event's
 * copy), its card looked up by id. Answers whether the gateway recorded it as new; throws
 * GatewayCallError, or Stripe's error, for the caller to retry.
 */
export async function recordProviderEvent(
  options: ProviderEventRecording,
  event: ProviderEvent,
  record: BillingEventRecord,
): Promise<boolean> {
  let recordToSend = record;
  let current = event;
  if (record.provider === 'stripe' && options.stripe) {
    const read = await withCurrentStripeObject(options.stripe, event, options.now);
    const fresh = read && billingEventOf(read.event, 'stripe');
    if (read && fresh) {
      current = read.event;
      recordToSend = { ...fresh, stateReadAt: read.readAt.toISOString() };
    }
  }
  // Stripe names the card's payment method without its details: look up brand and last 4.
  const methodId = record.provider === 'stripe' ? unexpandedPaymentMethodOf(current) : null;
  if (methodId && options.stripe && recordToSend.subscription) {
    const method = await options.stripe.paymentMethods.retrieve(methodId);
    recordToSend = {
      ...recordToSend,
      subscription: { ...recordToSend.subscription, card: cardOf(method) },
    };
  }
  return recordBillingEvent(options.gatewayUrl, options.serviceKey, recordToSend);
}
