import { authorizedFetch, getConfig } from '@portal/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface BillingPortalAnswer {
  redirectUrl?: string;
  error?: string;
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
 * billing page shows that child first. The answer is read as `redirectUrl` / `error` (also
 * inside a `data` envelope). A failed HTTP status without an error text throws.
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
    const error = asErrorText(data.error);
    if (error) answer.error = error;
  }
  if (!response.ok && !answer.error) {
    throw new Error(`the billing service answered with HTTP ${response.status}`);
  }
  return answer;
}
