import type Stripe from 'stripe';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Undoes a Checkout Session the gateway recorded REFUNDED (paid when the child no longer needed
 * it): cancels the subscription it started, at once, and refunds what it charged. Every call
 * carries an idempotency key of its own, so a retried webhook undoes nothing twice.
 */
export async function refundUnneededSession(stripe: Stripe, sessionId: string): Promise<void> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const subscriptionId = idOf(session.subscription);
  if (subscriptionId) {
    await stripe.subscriptions.cancel(
      subscriptionId,
      { prorate: false },
      { idempotencyKey: `cancel-unneeded-${sessionId}` },
    );
  }
  const paymentIntents = new Set<string>();
  const direct = idOf(session.payment_intent);
  if (direct) paymentIntents.add(direct);
  const invoiceId = idOf(session.invoice);
  if (invoiceId) {
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
    for (const payment of payments.data) {
      const intent = idOf(payment.payment.payment_intent);
      if (intent && payment.status === 'paid') paymentIntents.add(intent);
    }
  }
  for (const intent of paymentIntents) {
    await stripe.refunds.create(
      { payment_intent: intent, reason: 'duplicate' },
      { idempotencyKey: `refund-unneeded-${intent}` },
    );
  }
}
