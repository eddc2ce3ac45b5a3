/**
 * "Continue storage" for a gift-paid child: start the CONTINUATION checkout on the gateway, then
 * ask the functions service for its payment page. Loaded when the parent first clicks, so the
 * dashboard's first load does not carry it.
 */
import { requestCheckoutSession } from './api/checkout-session-request';
import { gatewayRefusalOf, type GatewayRefusal } from './api/gateway-refusal';
import { startContinuationCheckout } from './api/start-continuation-checkout';

/** The gateway's refusals whose message is written for the parent. */
const PARENT_READABLE = new Set(['CONFLICT', 'RATE_LIMITED']);

/** Where to send the browser, or the gateway's refusal that the parent reads. */
export type ContinueOutcome = { redirectUrl: string } | { refusal: GatewayRefusal };

/**
 * Starts the checkout with this click session's key and answers the payment page's address,
 * or a refusal the parent can read (CONFLICT, RATE_LIMITED). Any other failure throws: the
 * caller says it calmly in its own words.
 */
export async function continueStorage(
  orderId: string,
  idempotencyKey: string,
): Promise<ContinueOutcome> {
  let checkoutId: string;
  try {
    checkoutId = await startContinuationCheckout(orderId, idempotencyKey);
  } catch (error) {
    const refusal = gatewayRefusalOf(error);
    if (refusal.code !== null && refusal.message && PARENT_READABLE.has(refusal.code)) {
      return { refusal };
    }
    throw error;
  }
  return { redirectUrl: await requestCheckoutSession(checkoutId) };
}
