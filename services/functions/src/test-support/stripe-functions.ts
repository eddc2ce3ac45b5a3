import { acceptedAgreement } from '@portal/gateway/test-support/accepted-agreement.js';
import type Stripe from 'stripe';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { createStripeClient, stripeBillingProvider } from '../billing/stripe-billing.js';
import { gatewayStripeCustomers, stripeCustomerOf } from '../checkout/stripe-customer.js';
import { stripeCheckoutProvider } from '../checkout/stripe-checkout.js';
import type { FakeStripe } from './fake-stripe.js';
import type { startGatewayOverHttp } from './gateway-over-http.js';
import { PORTAL_URL, startTestFunctions } from './test-functions.js';

export const STRIPE_SECRET = 'sk_test_portal_fake';
export const WEBHOOK_SECRET = 'whsec_test_portal_fake';

type Gateway = Awaited<ReturnType<typeof startGatewayOverHttp>>;

/**
 * The functions service as production runs it with Stripe (here the fake): Checkout, the
 * billing portal on the account's one customer (kept at the real gateway), the signed webhook.
 */
export async function startStripeFunctions(gateway: Gateway, fake: FakeStripe, serviceKey: string) {
  const client = createStripeClient(STRIPE_SECRET, fake.url);
  const customerOf = stripeCustomerOf(client, gatewayStripeCustomers(gateway.url, serviceKey));
  const functions = await startTestFunctions(
    () => stripeBillingProvider({ stripe: client, returnUrl: `${PORTAL_URL}/portal`, customerOf }),
    undefined,
    {
      gatewayUrl: gateway.url,
      paymentsServiceKey: serviceKey,
      provider: stripeCheckoutProvider(client, customerOf),
      local: undefined,
      stripe: { client, webhookSecret: WEBHOOK_SECRET },
    },
  );
  return { ...functions, client };
}

/** A verified parent of the test's own (never the demo parent's customer). */
export function parentOf(uid: string) {
  const account = { uid, email: `${uid}@example.com`, name: 'Jordan' };
  return { ...account, token: () => emulatorIdToken(account) };
}

let keys = 0;

/** Starts the parent's order checkout of `plan` at the gateway (a child); its id. */
export async function startOrderCheckout(
  gateway: Gateway,
  token: string,
  plan: 'monthly' | 'annual' = 'monthly',
): Promise<string> {
  const answer = await gateway.gateway.graphql<{ started: { id: string } }>({
    query: `mutation ($input: OrderCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
      started: startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id } }`,
    variables: {
      agreement: acceptedAgreement(plan),
      key: `stripe-functions-${Date.now()}-${(keys += 1)}`,
      input: {
        planCode: plan,
        parentName: 'Jordan Rivera',
        phone: '+1 916 555 0142',
        dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        shippingAddress: {
          line1: '2200 Capitol Ave',
          city: 'Sacramento',
          region: 'CA',
          postalCode: '95816',
          country: 'US',
        },
      },
    },
    token,
  });
  const id = answer.data?.started.id;
  if (!id) throw new Error(JSON.stringify(answer.errors));
  return id;
}

/** Posts a Stripe event to the webhook, signed as Stripe signs it. */
export function sendStripeEvent(
  functions: Awaited<ReturnType<typeof startStripeFunctions>>,
  stripe: Stripe,
  event: Record<string, unknown>,
) {
  const payload = JSON.stringify({ object: 'event', ...event });
  return functions.app.inject({
    method: 'POST',
    url: '/checkout/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload,
  });
}

/** The payment of a subscription checkout, as Stripe reports it. */
export function paidSessionEvent(checkoutId: string, amountCents: number) {
  return {
    id: `evt_cs_${checkoutId}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${checkoutId}`,
        mode: 'subscription',
        payment_status: 'paid',
        amount_total: amountCents,
        currency: 'usd',
        metadata: { checkoutId },
      },
    },
  };
}
