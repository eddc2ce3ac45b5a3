import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { authorizedFetch, getConfig, i18n } from '@portal/shared';

/**
 * The parent's sentence for each `code` the functions service refuses billing with (its
 * `error` is the fallback, for a code the portal does not know). Shown after "There was a
 * problem fetching your billing info: ".
 */
const REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  UNAUTHENTICATED: msg`Please sign in again to open billing.`,
  AUTH_UNAVAILABLE: msg`Sign-in could not be checked right now. Please try again in a few minutes.`,
  NO_EMAIL: msg`The signed-in account has no email address, so billing cannot be opened.`,
  EMAIL_NOT_VERIFIED: msg`Your email address is not verified yet. Open the link in the email we sent you, then try again.`,
  FOREIGN_EMAIL: msg`That email does not belong to the signed-in account.`,
  UNAVAILABLE: msg`Billing is unavailable right now. Please try again in a few minutes.`,
  RATE_LIMITED: msg`Too many attempts in a short time. Please wait a few minutes and try again.`,
  TOO_MANY_CONNECTIONS: msg`Too many connections from your address: close some and try again in a few seconds.`,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface BillingPortalAnswer {
  redirectUrl?: string;
  /** Why there is no billing page, in the parent's language when its code is known. */
  error?: string;
  /** The refusal's stable code (`EMAIL_NOT_VERIFIED`, `UNAVAILABLE`, ...), when sent. */
  code?: string;
}

function asErrorText(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (isRecord(value) && typeof value.message === 'string' && value.message) return value.message;
  return undefined;
}

/**
 * Asks the functions host for a billing portal session (spec section 7):
 * `POST {functions}/billing/portal-session` with `{ email }`, JSON, and the parent's token
 * (`authorizedFetch`); with the selected child's `orderId` beside it when there is one, so the
 * billing page shows that child first; in the portal's language (authorizedFetch's
 * `Accept-Language`: the billing page speaks it). The answer is read as `redirectUrl` / `error` / `code` (also inside a `data`
 * envelope); a known code's error is the portal's own sentence. A failed HTTP status without an
 * error text throws.
 */
export async function requestBillingPortal(
  email: string,
  orderId?: string,
): Promise<BillingPortalAnswer> {
  const response = await authorizedFetch(`${getConfig().functionsUrl}/billing/portal-session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(orderId ? { email, orderId } : { email }),
  });

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const data = isRecord(body) && isRecord(body.data) ? body.data : body;
  const answer: BillingPortalAnswer = {};
  if (isRecord(data)) {
    if (typeof data.redirectUrl === 'string' && data.redirectUrl) {
      answer.redirectUrl = data.redirectUrl;
    }
    const code = typeof data.code === 'string' && data.code ? data.code : undefined;
    const known = code && Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined;
    const error = known ? i18n._(known) : asErrorText(data.error);
    if (error) answer.error = error;
    if (code) answer.code = code;
  }
  if (!response.ok && !answer.error) {
    const { status } = response;
    throw new Error(i18n._(msg`the billing service answered with HTTP ${status}`));
  }
  return answer;
}
