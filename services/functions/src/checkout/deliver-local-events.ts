import {
  LOCAL_SIGNATURE_HEADER,
  LOCAL_WEBHOOK_PATH,
  type LocalWebhookSigner,
} from './local-checkout.js';

/**
 * Sends this service the local provider's events, each signed, in order, over HTTP to its own
 * webhook (as Stripe would); false as soon as one is not recorded (the caller says so).
 */
export async function deliverLocalEvents(
  events: readonly unknown[],
  local: { signer: LocalWebhookSigner; selfUrl: () => string },
): Promise<boolean> {
  for (const event of events) {
    const payload = JSON.stringify(event);
    try {
      const response = await fetch(new URL(LOCAL_WEBHOOK_PATH, local.selfUrl()), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [LOCAL_SIGNATURE_HEADER]: local.signer.sign(payload),
        },
        body: payload,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) return false;
    } catch {
      return false;
    }
  }
  return true;
}
