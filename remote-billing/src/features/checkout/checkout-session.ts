import { authorizedFetch, getConfig } from '@portal/shared';

export const PAYMENT_UNAVAILABLE =
  'We could not open the payment page just now. Nothing was charged. Please try again in a moment.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Asks the functions service for the payment page of a started checkout:
 * `POST {functions}/checkout/session` with `{ checkoutId }` and the parent's ID token. Answers
 * the address to go to (the provider's page, or the confirmation when it is already paid).
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
    throw new Error(PAYMENT_UNAVAILABLE);
  }
  const body: unknown = await response.json().catch(() => null);
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (response.ok && data && typeof data.redirectUrl === 'string' && data.redirectUrl) {
    return data.redirectUrl;
  }
  const error = isRecord(body) && typeof body.error === 'string' ? body.error : null;
  throw new Error(error ? `${error} Nothing was charged.` : PAYMENT_UNAVAILABLE);
}
