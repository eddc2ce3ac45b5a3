import Stripe from 'stripe';
import {
  CheckoutUnavailableError,
  type CheckoutEvent,
  type CheckoutProvider,
} from './checkout-provider.js';

/** Stripe Checkout: one payment session per checkout (Stripe's idempotency key is the checkout's). */
export function stripeCheckoutProvider(stripe: Stripe): CheckoutProvider {
  return {
    name: 'stripe',
    async createCheckoutSession({ checkout, customerEmail, successUrl, cancelUrl }) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                price_data: {
                  currency: checkout.currency,
                  unit_amount: checkout.amountCents,
                  product_data: { name: checkout.plan.name },
                },
                quantity: 1,
              },
            ],
            client_reference_id: checkout.id,
            metadata: { checkoutId: checkout.id },
            ...(customerEmail ? { customer_email: customerEmail } : {}),
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          { idempotencyKey: `checkout-${checkout.id}` },
        );
        if (!session.url)
          throw new CheckoutUnavailableError({ provider: 'stripe', reason: 'no-url' });
        return { redirectUrl: session.url };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) {
          throw new CheckoutUnavailableError(
            {
              provider: 'stripe',
              type: error.type,
              code: error.code ?? null,
              statusCode: error.statusCode ?? null,
              requestId: error.requestId ?? null,
            },
            { cause: error },
          );
        }
        throw error;
      }
    },
  };
}

/** Stripe's event, once its Stripe-Signature is verified; throws when the signature is bad. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): CheckoutEvent {
  return stripe.webhooks.constructEvent(
    rawBody,
    signature,
    webhookSecret,
  ) as unknown as CheckoutEvent;
}
