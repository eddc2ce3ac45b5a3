/** The functions service reading, with its key, the plan ends it must apply at the provider. */
import { callGateway, errorCodesOf, GatewayCallError } from '../gateway/gateway-client.js';

export const PENDING_PLAN_ENDS_MUTATION = `mutation PendingPlanEnds {
  payments { pendingPlanEnds { reason requestedAt provider checkoutId subscriptionRef status
    currentPeriodStart currentPeriodEnd stateAt } }
}`;

/**
 * A released or transferred child's subscription that the provider still renews (the gateway's
 * PendingPlanEnd): it must end at the end of the period paid for.
 */
export interface PendingPlanEnd {
  reason: 'RELEASED' | 'TRANSFERRED';
  requestedAt: string;
  provider: string;
  checkoutId: string;
  subscriptionRef: string;
  status: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** The provider time of the state the gateway holds: a change sent must not be older. */
  stateAt: string;
}

/** The pending plan ends, oldest first (the gateway answers at most 100 at a time). */
export async function fetchPendingPlanEnds(
  gatewayUrl: string,
  serviceKey: string,
  timeoutMs = 10_000,
): Promise<PendingPlanEnd[]> {
  const { status, answer } = await callGateway<{
    payments: { pendingPlanEnds: PendingPlanEnd[] };
  }>(
    gatewayUrl,
    { serviceKey },
    { operationName: 'PendingPlanEnds', query: PENDING_PLAN_ENDS_MUTATION },
    timeoutMs,
  );
  const pending = answer.data?.payments?.pendingPlanEnds;
  if (status >= 400 || answer.errors?.length || !pending) {
    throw new GatewayCallError({ status, errorCodes: errorCodesOf(answer) });
  }
  return pending;
}
