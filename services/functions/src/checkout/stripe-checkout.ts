import Stripe from 'stripe';
import {
  CheckoutUnavailableError,
  type CheckoutEvent,
  type CheckoutProvider,
} from './checkout-provider.js';
import { startsSubscription, type CheckoutSummary } from './gateway-checkout-client.js';
import type { StripeCustomerOf } from './stripe-customer.js';

/** The Stripe Price of a plan is found by this lookup key (one Price per plan and amount). */
export const planLookupKey = (planCode: string) => `portal_storage_${planCode}`;

/**
 * The plan's recurring Price: the one its lookup key names when it still matches the plan's
 * amount, currency and interval; else a new one that takes the lookup key over.
 */
export async function planPrice(stripe: Stripe, checkout: CheckoutSummary): Promise<string> {
  const lookupKey = planLookupKey(checkout.plan.code);
  const interval = checkout.plan.interval === 'year' ? 'year' : 'month';
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const current = found.data[0];
  if (
    current &&
    current.unit_amount === checkout.plan.priceCents &&
    current.currency === checkout.currency.toLowerCase() &&
    current.recurring?.interval === interval
  ) {
    return current.id;
  }
  const created = await stripe.prices.create(
    {
      currency: checkout.currency.toLowerCase(),
      unit_amount: checkout.plan.priceCents,
      recurring: { interval },
      product_data: { name: checkout.plan.name },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
    },
    {
      idempotencyKey: `price-${lookupKey}-${checkout.plan.priceCents}-${checkout.currency}-${interval}`,
    },
  );
  return created.id;
}

/**
 * Stripe Checkout: one session per checkout (Stripe's idempotency key is the checkout's), in the
 * language of the parent who first opened it. An
 * order (or a continuation) starts a subscription of the plan's Price, with the checkout's id in
 * the subscription's metadata (its webhooks name it); a gift pays its fixed term once.
 */
/**
 * Creates the checkout's one session. Stripe refuses a key reused with other parameters: when the
 * parent has switched language since the session was made, the session made in the other
 * language is the one answered, never a second payable session for the same checkout.
 */
async function createOncePerCheckout(
  stripe: Stripe,
  checkoutId: string,
  params: Stripe.Checkout.SessionCreateParams,
): Promise<Stripe.Checkout.Session> {
  const idempotencyKey = `checkout-${checkoutId}`;
  try {
    return await stripe.checkout.sessions.create(params, { idempotencyKey });
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
    const locale = params.locale === 'es' ? 'en' : 'es';
    return stripe.checkout.sessions.create({ ...params, locale }, { idempotencyKey });
  }
}

/**
 * Every session is the account's one customer's (`customerOf`, stripe-customer.ts), so each
 * plan the parent starts is managed with the others in the billing portal.
 */
export function stripeCheckoutProvider(
  stripe: Stripe,
  customerOf: StripeCustomerOf,
): CheckoutProvider {
  return {
    name: 'stripe',
    async createCheckoutSession(request) {
      const { checkout, successUrl, cancelUrl, locale } = request;
      try {
        const customer = await customerOf({
          uid: request.customerUid,
          email: request.customerEmail,
        });
        const common = {
          client_reference_id: checkout.id,
          locale,
          metadata: { checkoutId: checkout.id },
          customer,
          success_url: successUrl,
          cancel_url: cancelUrl,
        };
        const firstCharge = checkout.firstChargeAt ? Date.parse(checkout.firstChargeAt) : NaN;
        const params: Stripe.Checkout.SessionCreateParams = startsSubscription(checkout)
          ? {
              ...common,
              mode: 'subscription',
              line_items: [{ price: await planPrice(stripe, checkout), quantity: 1 }],
              subscription_data: {
                metadata: { checkoutId: checkout.id },
                // A continuation: free until the gift's term ends, then the plan's price.
                ...(Number.isFinite(firstCharge)
                  ? { trial_end: Math.floor(firstCharge / 1000) }
                  : {}),
              },
              ...(Number.isFinite(firstCharge) ? { payment_method_collection: 'always' } : {}),
            }
          : {
              ...common,
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
            };
        const session = await createOncePerCheckout(stripe, checkout.id, params);
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
