/** The functions service reading an order's subscription from the gateway as the bank's staff. */
import { GatewayCallError } from './gateway-checkout-client.js';
import type { LocalSubscriptionState } from './local-lifecycle.js';

export const STAFF_ORDER_BILLING_QUERY = `query StaffOrderBilling($id: ID!) {
  staff { order(id: $id) { id billing {
    kind provider checkoutId subscriptionRef status interval amountCents currency
    currentPeriodStart currentPeriodEnd cancelAtPeriodEnd pastDueSince cardBrand cardLast4
    openInvoiceRef openInvoiceNumber
  } } }
}`;

interface Answer {
  data?: { staff?: { order: { billing: LocalSubscriptionState } | null } } | null;
  errors?: { extensions?: { code?: unknown } }[];
}

/**
 * The order's billing as the caller's staff token reads it; null for an unknown order. Throws
 * GatewayCallError (`details.forbidden` when the caller is not staff).
 */
export async function fetchStaffBilling(
  gatewayUrl: string,
  idToken: string,
  orderId: string,
  timeoutMs = 5_000,
): Promise<LocalSubscriptionState | null> {
  let response: Response;
  try {
    response = await fetch(new URL('/graphql', gatewayUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json;q=0.9',
        authorization: `Bearer ${idToken}`,
      },
      body: JSON.stringify({
        operationName: 'StaffOrderBilling',
        query: STAFF_ORDER_BILLING_QUERY,
        variables: { id: orderId },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayCallError({ reason: 'unreachable' }, { cause: error });
  }
  const answer = (await response.json().catch(() => ({}))) as Answer;
  const codes = (answer.errors ?? []).map((error) => String(error.extensions?.code ?? 'UNKNOWN'));
  if (codes.includes('FORBIDDEN') || codes.includes('UNAUTHENTICATED')) {
    throw new GatewayCallError({ status: response.status, errorCodes: codes, forbidden: true });
  }
  if (response.status >= 400 || codes.length > 0 || !answer.data?.staff) {
    throw new GatewayCallError({ status: response.status, errorCodes: codes });
  }
  return answer.data.staff.order?.billing ?? null;
}
