/** The functions service's calls to the gateway about checkouts. */
import { callGateway, errorCodesOf, GatewayCallError } from '../gateway/gateway-client.js';

export const CHECKOUT_QUERY = `query CheckoutForPayment($id: ID!) {
  checkout(id: $id) {
    id
    reference
    kind
    status
    amountCents
    currency
    firstChargeAt
    plan { code name interval priceCents }
  }
}`;

export const COMPLETE_CHECKOUT_MUTATION = `mutation CompleteCheckout($input: CompleteCheckoutInput!) {
  payments { completeCheckout(input: $input) { id status } }
}`;

export interface CheckoutSummary {
  id: string;
  reference: string;
  /** ORDER and CONTINUATION start a subscription; a GIFT pays its term once. */
  kind: 'ORDER' | 'GIFT' | 'CONTINUATION';
  status: 'OPEN' | 'PAID' | 'REPLACED' | 'REFUNDED';
  amountCents: number;
  currency: string;
  /** CONTINUATION: when the subscription is first charged (nothing is charged now). */
  firstChargeAt: string | null;
  plan: { code: string; name: string; interval: string; priceCents: number };
}

/** Whether paying the checkout starts a subscription (a renewing storage plan). */
export const startsSubscription = (checkout: Pick<CheckoutSummary, 'kind'>) =>
  checkout.kind !== 'GIFT';

export interface CompletedPayment {
  checkoutId: string;
  provider: 'stripe' | 'local';
  paymentRef: string;
  amountCents: number;
  currency: string;
}

/** The parent's checkout, read as the parent (their token): null when it is not theirs. */
export async function fetchCheckout(
  gatewayUrl: string,
  idToken: string,
  checkoutId: string,
  timeoutMs = 5_000,
): Promise<CheckoutSummary | null> {
  const { status, answer } = await callGateway<{ checkout: CheckoutSummary | null }>(
    gatewayUrl,
    { idToken },
    { operationName: 'CheckoutForPayment', query: CHECKOUT_QUERY, variables: { id: checkoutId } },
    timeoutMs,
  );
  if (status >= 400 || answer.errors?.length || !answer.data) {
    throw new GatewayCallError({ status, errorCodes: errorCodesOf(answer) });
  }
  return answer.data.checkout;
}

/** Records a verified payment (the gateway is idempotent: a second call creates nothing). */
export async function completeCheckout(
  gatewayUrl: string,
  serviceKey: string,
  payment: CompletedPayment,
  timeoutMs = 10_000,
): Promise<{ id: string; status: string }> {
  const { status, answer } = await callGateway<{
    payments: { completeCheckout: { id: string; status: string } };
  }>(
    gatewayUrl,
    { serviceKey },
    {
      operationName: 'CompleteCheckout',
      query: COMPLETE_CHECKOUT_MUTATION,
      variables: { input: payment },
    },
    timeoutMs,
  );
  const completed = answer.data?.payments?.completeCheckout;
  if (status >= 400 || answer.errors?.length || !completed) {
    throw new GatewayCallError({ status, errorCodes: errorCodesOf(answer) });
  }
  return completed;
}

export const RECORD_BILLING_EVENT_MUTATION = `mutation RecordBillingEvent($input: BillingEventInput!) {
  payments { recordBillingEvent(input: $input) { recorded } }
}`;

/** A provider's billing event as the gateway records it (payments.recordBillingEvent). */
export interface BillingEventRecord {
  provider: 'stripe' | 'local';
  eventId: string;
  type: string;
  occurredAt: string;
  /** When the state was read from the provider (its current object): orders the states. */
  stateReadAt?: string;
  checkoutId: string;
  subscription?: {
    subscriptionRef: string;
    customerRef: string | null;
    status: string;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    canceledAt: string | null;
    endedAt: string | null;
    card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  };
  invoice?: {
    invoiceRef: string;
    subscriptionRef: string;
    number: string;
    amountCents: number;
    currency: string;
    status: string;
    createdAt: string;
    paidAt: string | null;
    url: string | null;
  };
}

/** Records a verified billing event (idempotent at the gateway: answers whether it was new). */
export async function recordBillingEvent(
  gatewayUrl: string,
  serviceKey: string,
  event: BillingEventRecord,
  timeoutMs = 10_000,
): Promise<boolean> {
  const { status, answer } = await callGateway<{
    payments: { recordBillingEvent: { recorded: boolean } };
  }>(
    gatewayUrl,
    { serviceKey },
    {
      operationName: 'RecordBillingEvent',
      query: RECORD_BILLING_EVENT_MUTATION,
      variables: { input: event },
    },
    timeoutMs,
  );
  const recorded = answer.data?.payments?.recordBillingEvent;
  if (status >= 400 || answer.errors?.length || !recorded) {
    throw new GatewayCallError({ status, errorCodes: errorCodesOf(answer) });
  }
  return recorded.recorded;
}
