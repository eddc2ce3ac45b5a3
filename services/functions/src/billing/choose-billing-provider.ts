import type { FunctionsConfig } from '../config.js';
import type { BillingProvider } from './billing-provider.js';
import { localBillingProvider } from './local-billing.js';
import type { LocalBillingSessions } from './local-billing-sessions.js';
import { createStripeClient, stripeBillingProvider } from './stripe-billing.js';
import { gatewayStripeCustomers, stripeCustomerOf } from '../checkout/stripe-customer.js';

/** Stripe when a secret key is configured, else the local billing page. */
export function chooseBillingProvider(
  config: FunctionsConfig,
  sessions: LocalBillingSessions,
): BillingProvider {
  if (config.stripeSecretKey) {
    const stripe = createStripeClient(config.stripeSecretKey, config.stripeApiBase);
    const customerOf = stripeCustomerOf(
      stripe,
      gatewayStripeCustomers(config.gatewayUrl, config.paymentsServiceKey),
    );
    return stripeBillingProvider({
      stripe,
      returnUrl: `${config.portalUrl}/portal`,
      customerOf,
    });
  }
  return localBillingProvider({
    gatewayUrl: config.gatewayUrl,
    publicUrl: config.publicUrl,
    sessions,
  });
}
