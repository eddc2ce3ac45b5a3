/** The functions service reading an order's subscription from the gateway as the bank's staff. */
import { callGateway, errorCodesOf, GatewayCallError } from '../gateway/gateway-client.js';
import type { LocalSubscriptionState } from './local-lifecycle.js';

export const STAFF_ORDER_BILLING_QUERY = `query StaffOrderBilling($id: ID!) {
  staff { order(id: $id) { id billing {
    kind provider checkoutId subscriptionRef status interval amountCents currency
    currentPeriodStart currentPeriodEnd cancelAtPeriodEnd endReason pastDueSince cardBrand cardLast4
    openInvoiceRef openInvoiceNumber
  } } }
}`;

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
  const { status, answer } = await callGateway<{
    staff?: { order: { billing: LocalSubscriptionState } | null };
  }>(
    gatewayUrl,
    { idToken },
    {
      operationName: 'StaffOrderBilling',
      query: STAFF_ORDER_BILLING_QUERY,
      variables: { id: orderId },
    },
    timeoutMs,
  );
  const codes = errorCodesOf(answer);
  if (codes.includes('FORBIDDEN') || codes.includes('UNAUTHENTICATED')) {
    throw new GatewayCallError({ status, errorCodes: codes, forbidden: true });
  }
  if (status >= 400 || codes.length > 0 || !answer.data?.staff) {
    throw new GatewayCallError({ status, errorCodes: codes });
  }
  return answer.data.staff.order?.billing ?? null;
}
