import Stripe from 'stripe';
import { BillingUnavailableError, type BillingProvider } from './billing-provider.js';
import type { StripeCustomerOf } from '../checkout/stripe-customer.js';
import { GatewayCallError } from '../gateway/gateway-client.js';

/**
 * The official Stripe SDK. `apiBase` (STRIPE_API_BASE, e.g. http://127.0.0.1:12111) points it at
 * another host, such as stripe-mock or a test double; absent, it talks to api.stripe.com.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
  };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(secretKey, config);
}

/**
 * Opens a customer-portal session, in the parent's language, on the account's one Stripe
 * customer (stripe-customer.ts): every plan the parent pays is under it.
 */
export function stripeBillingProvider(options: {
  stripe: Stripe;
  returnUrl: string;
  customerOf: StripeCustomerOf;
}): BillingProvider {
  const { stripe, returnUrl, customerOf } = options;
  return {
    name: 'stripe',
    async createPortalSession(customer) {
      try {
        const customerRef = await customerOf({ uid: customer.uid, email: customer.email });
        const session = await stripe.billingPortal.sessions.create({
          customer: customerRef,
          return_url: returnUrl,
          locale: customer.locale ?? 'en',
        });
        return { redirectUrl: session.url };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) {
          // Type, code and request id identify the failure at Stripe; the message may quote data.
          throw new BillingUnavailableError(
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
        if (error instanceof GatewayCallError) {
          throw new BillingUnavailableError(
            { provider: 'gateway', ...error.details },
            { cause: error },
          );
        }
        throw error;
      }
    },
  };
}
