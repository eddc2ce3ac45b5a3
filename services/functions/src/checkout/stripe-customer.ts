/**
 * One Stripe customer per parent account: every Checkout session and the billing portal use it,
 * so a parent with two children (or a plan and its continuation) manages every plan in one
 * place. The gateway keeps its id (the first recorded stays); Stripe's idempotency key, the
 * account's, makes two tabs asking at once get the same customer.
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { callGateway, errorCodesOf, GatewayCallError } from '../gateway/gateway-client.js';

export interface CustomerAccount {
  uid: string;
  /** The account's verified email (Stripe's receipts and the portal show it). */
  email: string | null;
}

/** Where an account's Stripe customer id is kept (the gateway, with the payments key). */
export interface StripeCustomerStore {
  find(uid: string): Promise<string | null>;
  /** Records it unless the account has one; answers the one the account holds after. */
  record(account: CustomerAccount, customerRef: string): Promise<string>;
}

/** Answers the account's one Stripe customer id, making it on first need. */
export type StripeCustomerOf = (account: CustomerAccount) => Promise<string>;

const STRIPE_CUSTOMER_QUERY = `mutation StripeCustomer($uid: ID!) {
  payments { stripeCustomer(uid: $uid) { customerRef } }
}`;
const RECORD_STRIPE_CUSTOMER_MUTATION = `mutation RecordStripeCustomer($input: StripeCustomerInput!) {
  payments { recordStripeCustomer(input: $input) { customerRef } }
}`;

/** The gateway's record of each account's customer; throws GatewayCallError when it fails. */
export function gatewayStripeCustomers(
  gatewayUrl: string,
  serviceKey: string | undefined,
  timeoutMs = 5_000,
): StripeCustomerStore {
  const caller = { serviceKey: serviceKey ?? '' };
  return {
    async find(uid) {
      const { status, answer } = await callGateway<{
        payments: { stripeCustomer: { customerRef: string } | null };
      }>(
        gatewayUrl,
        caller,
        { operationName: 'StripeCustomer', query: STRIPE_CUSTOMER_QUERY, variables: { uid } },
        timeoutMs,
      );
      if (status >= 400 || answer.errors?.length || !answer.data?.payments) {
        throw new GatewayCallError({ status, errorCodes: errorCodesOf(answer) });
      }
      return answer.data.payments.stripeCustomer?.customerRef ?? null;
    },
    async record(account, customerRef) {
      const { status, answer } = await callGateway<{
        payments: { recordStripeCustomer: { customerRef: string } };
      }>(
        gatewayUrl,
        caller,
        {
          operationName: 'RecordStripeCustomer',
          query: RECORD_STRIPE_CUSTOMER_MUTATION,
          variables: { input: { uid: account.uid, email: account.email, customerRef } },
        },
        timeoutMs,
      );
      const recorded = answer.data?.payments?.recordStripeCustomer;
      if (status >= 400 || answer.errors?.length || !recorded) {
        throw new GatewayCallError({ status, errorCodes: errorCodesOf(answer) });
      }
      return recorded.customerRef;
    },
  };
}

/**
 * The account's customer: the one recorded; else (an account from before customers were kept)
 * the newest Stripe customer with its email, which is the one its billing portal opened so far;
 * else a new one. Stripe's idempotency key is the account's, so two requests at once make one
 * customer; the gateway keeps the first recorded, and both answer it.
 */
export function stripeCustomerOf(stripe: Stripe, store: StripeCustomerStore): StripeCustomerOf {
  return async (account) => {
    const stored = await store.find(account.uid);
    if (stored) return stored;
    const earlier = account.email
      ? (await stripe.customers.list({ email: account.email, limit: 1 })).data[0]
      : undefined;
    const customer = earlier ?? (await createOncePerAccount(stripe, account));
    return store.record(account, customer.id);
  };
}

async function createOncePerAccount(
  stripe: Stripe,
  account: CustomerAccount,
): Promise<Stripe.Customer> {
  const params: Stripe.CustomerCreateParams = {
    ...(account.email ? { email: account.email } : {}),
    metadata: { firebase_uid: account.uid },
  };
  try {
    return await stripe.customers.create(params, { idempotencyKey: `customer-${account.uid}` });
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
    // The account's email changed since the key was first used (within Stripe's 24 hours): a
    // key of the account and this email.
    const email = createHash('sha256')
      .update(account.email ?? '')
      .digest('hex')
      .slice(0, 16);
    return stripe.customers.create(params, {
      idempotencyKey: `customer-${account.uid}-${email}`,
    });
  }
}
