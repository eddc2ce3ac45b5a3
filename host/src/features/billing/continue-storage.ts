/**
 * "Continue storage" for a gift-paid child: start the CONTINUATION checkout on the gateway, then
 * ask the functions service for its payment page. Loaded when the parent first clicks, so the
 * dashboard's first load does not carry it.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { requestCheckoutSession } from './api/checkout-session-request';
import { gatewayRefusalOf, type GatewayRefusal } from '../../common/api/gateway-refusal';
import { rateLimitedText } from '../../common/api/rate-limited-text';
import type { AgreementAcceptanceInput } from './api/continuation-checkout.generated';
import { startContinuationCheckout } from './api/start-continuation-checkout';

/** The gateway's refusals whose message is written for the parent. */
const PARENT_READABLE = new Set(['CONFLICT', 'RATE_LIMITED']);

/**
 * The gateway's conflicts for a continuation, in the parent's language. They carry no reason
 * of their own: the gateway's sentence names them (services/gateway continuation-resolvers).
 */
const CONFLICTS: Readonly<Record<string, MessageDescriptor>> = {
  "This child's storage already continues with your card.": msg`This child's storage already continues with your card.`,
  'Only storage a gift paid for is continued here; this plan renews on its own.': msg`Only storage a gift paid for is continued here; this plan renews on its own.`,
  'This checkout was started for something else: reload the page and try again.': msg`This checkout was started for something else: reload the page and try again.`,
};

/**
 * What went wrong: the gateway's refusal the parent reads (with its sentence, when this flow
 * knows it), or any other failure.
 */
export type ContinueProblem =
  { refusal: GatewayRefusal; text: MessageDescriptor | null } | { failed: true };

/** The storage agreement shown is no longer today's (its reason says what changed). */
const AGREEMENT_CONFLICTS: Readonly<Record<string, MessageDescriptor>> = {
  AGREEMENT_CHANGED: msg`The storage agreement has changed since this page was opened. Please read the new one and accept it to continue.`,
  AGREEMENT_PRICE_CHANGED: msg`The plan's price has changed since this page was opened. Please read the agreement again with the new price and accept it to continue.`,
};

/** A refusal the parent reads, with its sentence when this flow knows it. */
export function refusalProblem(refusal: GatewayRefusal): ContinueProblem {
  const conflict =
    refusal.code === 'CONFLICT'
      ? ((refusal.reason ? AGREEMENT_CONFLICTS[refusal.reason] : undefined) ??
        (refusal.message ? CONFLICTS[refusal.message] : undefined))
      : undefined;
  const known = rateLimitedText(refusal) ?? conflict;
  return { refusal, text: known ?? null };
}

/** Where to send the browser, or the gateway's refusal that the parent reads. */
export type ContinueOutcome = { redirectUrl: string } | ContinueProblem;

/**
 * Starts the checkout with this click session's key and the storage agreement the parent
 * accepted, and answers the payment page's address, or a refusal the parent can read
 * (CONFLICT, RATE_LIMITED: an agreement or a price no longer current is a CONFLICT whose
 * sentence says so). Any other failure throws: the caller says it calmly in its own words.
 */
export async function continueStorage(
  orderId: string,
  idempotencyKey: string,
  agreement: AgreementAcceptanceInput,
): Promise<ContinueOutcome> {
  let checkoutId: string;
  try {
    checkoutId = await startContinuationCheckout(orderId, idempotencyKey, agreement);
  } catch (error) {
    const refusal = gatewayRefusalOf(error);
    if (refusal.code !== null && refusal.message && PARENT_READABLE.has(refusal.code)) {
      return refusalProblem(refusal);
    }
    throw error;
  }
  return { redirectUrl: await requestCheckoutSession(checkoutId) };
}
