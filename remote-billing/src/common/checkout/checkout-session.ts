import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { authorizedFetch, getConfig, i18n } from '@portal/shared';

/** When the payment page cannot be opened (rendered with `i18n._` when it is thrown). */
export const PAYMENT_UNAVAILABLE = msg`We could not open the payment page just now. Nothing was charged. Please try again in a moment.`;

/**
 * The parent's sentence for each `code` the functions service refuses a payment page with
 * (its `error` is the fallback, for a code this page does not know).
 */
const REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  UNAUTHENTICATED: msg`Please sign in again to pay. Nothing was charged.`,
  AUTH_UNAVAILABLE: msg`Sign-in could not be checked right now. Please try again in a few minutes. Nothing was charged.`,
  EMAIL_NOT_VERIFIED: msg`Your email address is not verified yet. Open the link in the email we sent you, then try again. Nothing was charged.`,
  CHECKOUT_NOT_FOUND: msg`We could not find that checkout. Nothing was charged.`,
  CHECKOUT_REPLACED: msg`This checkout was replaced by a newer one, in another tab or window. Nothing was charged: continue there, or start again.`,
  UNAVAILABLE: msg`Payments are unavailable right now. Nothing was charged: please try again in a few minutes.`,
  RATE_LIMITED: msg`Too many attempts in a short time. Please wait a few minutes and try again. Nothing was charged.`,
  TOO_MANY_CONNECTIONS: msg`Too many connections from your address: close some and try again in a few seconds. Nothing was charged.`,
  // The portal's own mistakes: nothing the parent can fix but trying again.
  BAD_REQUEST: PAYMENT_UNAVAILABLE,
  NOT_FOUND: PAYMENT_UNAVAILABLE,
  TOO_LARGE: PAYMENT_UNAVAILABLE,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The refusal's sentence in the parent's language; the service's own words for an unknown code. */
function refusalText(body: unknown): string {
  const code = isRecord(body) ? body.code : undefined;
  if (typeof code === 'string' && Object.hasOwn(REFUSALS, code)) {
    return i18n._(REFUSALS[code] ?? PAYMENT_UNAVAILABLE);
  }
  const error = isRecord(body) && typeof body.error === 'string' ? body.error : null;
  return error ? `${error} ${i18n._(msg`Nothing was charged.`)}` : i18n._(PAYMENT_UNAVAILABLE);
}

/**
 * Asks the functions service for the payment page of a started checkout:
 * `POST {functions}/checkout/session` with `{ checkoutId }` and the parent's ID token, in the
 * portal's language (authorizedFetch's `Accept-Language`: the payment page speaks it). Answers the address to go
 * to (the provider's page, or the confirmation when it is already paid).
 */
export async function openPaymentPage(checkoutId: string): Promise<string> {
  let response: Response;
  try {
    response = await authorizedFetch(`${getConfig().functionsUrl}/checkout/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ checkoutId }),
    });
  } catch {
    throw new Error(i18n._(PAYMENT_UNAVAILABLE));
  }
  const body: unknown = await response.json().catch(() => null);
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (response.ok && data && typeof data.redirectUrl === 'string' && data.redirectUrl) {
    return data.redirectUrl;
  }
  throw new Error(refusalText(body));
}
