import { callGateway, errorCodesOf, GatewayCallError } from '../gateway/gateway-client.js';
import { BillingUnavailableError } from './billing-provider.js';
import type { BillingSummary, OrderSummary } from './billing-summary.js';

export const BILLING_SUMMARY_QUERY = `query BillingSummary {
  me {
    profile { name email }
    orders {
      id
      childName
      billing {
        plan { code name priceCents currency interval }
        invoices { id number amountCents currency status issuedAt url }
        subscription { status nextRenewalAt endsAt cancelAtPeriodEnd endReason pastDueSince amountCents
          currency interval currentPeriodEnd card { brand last4 expMonth expYear }
          provider { name checkoutId subscriptionRef currentPeriodStart openInvoiceRef
            openInvoiceNumber } }
        notice { kind date respondBy }
      }
    }
  }
}`;

interface BillingSummaryData {
  me?: {
    profile: { name: string | null; email: string | null };
    orders: {
      id: string;
      childName: string | null;
      /** Null for a child the parent follows as a guardian: billing stays with its holder. */
      billing: {
        plan: OrderSummary['plan'];
        invoices: OrderSummary['invoices'];
        subscription: OrderSummary['subscription'];
        notice: OrderSummary['notice'];
      } | null;
    }[];
  };
}

/** Reads the parent's plans and invoices from the gateway, as the parent (their own token). */
export async function fetchBillingSummary(
  gatewayUrl: string,
  idToken: string,
  timeoutMs = 5_000,
): Promise<BillingSummary> {
  const { status, answer } = await callGateway<BillingSummaryData>(
    gatewayUrl,
    { idToken },
    { operationName: 'BillingSummary', query: BILLING_SUMMARY_QUERY },
    timeoutMs,
  ).catch((error: unknown) => {
    throw error instanceof GatewayCallError
      ? new BillingUnavailableError(
          { provider: 'gateway', ...error.details },
          { cause: error.cause },
        )
      : error;
  });
  const me = answer.data?.me;
  if (status < 200 || status > 299 || answer.errors?.length || !me) {
    throw new BillingUnavailableError({
      provider: 'gateway',
      status,
      errorCodes: errorCodesOf(answer),
    });
  }
  return {
    name: me.profile.name,
    email: me.profile.email,
    // Only the children whose billing is the parent's (not those they follow as a guardian).
    orders: me.orders.flatMap(({ id, childName, billing }) =>
      billing
        ? [
            {
              id,
              childName,
              plan: billing.plan,
              invoices: billing.invoices,
              subscription: billing.subscription,
              notice: billing.notice,
            },
          ]
        : [],
    ),
  };
}
