import { authorizedFetch, getConfig } from '@portal/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Asks the functions service for the payment page of a started checkout:
 * `POST {functions}/checkout/session` with `{ checkoutId }`, JSON, and the parent's token.
 * Answers `data.redirectUrl`; any other answer (an `error`, a failed status, no address) throws.
 */
export async function requestCheckoutSession(checkoutId: string): Promise<string> {
  const response = await authorizedFetch(`${getConfig().functionsUrl}/checkout/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ checkoutId }),
  });
  const body: unknown = await response.json().catch(() => null);
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (response.ok && data && typeof data.redirectUrl === 'string' && data.redirectUrl) {
    return data.redirectUrl;
  }
  throw new Error(`the checkout service answered HTTP ${response.status} without a payment page`);
}
