import type Stripe from 'stripe';
import type { ProviderEvent } from './billing-event-of.js';

/**
 * A Stripe subscription or invoice event with its object replaced by the one Stripe holds now,
 * and when that was read. Events are ordered by a one-second `created` and may arrive in any
 * order (a cancel and a "keep my plan" in the same second; a failed attempt after the retry
 * that paid): the current object is the state, whatever the event's copy says. Null for an
 * event of another kind (nothing to read). Throws Stripe's error when the read fails (the
 * webhook then answers 500 and Stripe delivers the event again).
 */
export async function withCurrentStripeObject(
  stripe: Stripe,
  event: ProviderEvent,
  now: () => Date,
): Promise<{ event: ProviderEvent; readAt: Date } | null> {
  const object = event.data?.object as { id?: unknown } | null | undefined;
  const id = typeof object?.id === 'string' ? object.id : null;
  if (!id) return null;
  let current: unknown;
  if (event.type.startsWith('customer.subscription.')) {
    current = await stripe.subscriptions.retrieve(id);
  } else if (event.type.startsWith('invoice.')) {
    current = await stripe.invoices.retrieve(id);
  } else {
    return null;
  }
  // Read after the answer came: a state read later is never older than one read before.
  return { event: { ...event, data: { object: current } }, readAt: now() };
}
