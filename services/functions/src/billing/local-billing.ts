import type { BillingProvider } from './billing-provider.js';
import { fetchBillingSummary } from './gateway-billing-client.js';
import type { LocalBillingSessions } from './local-billing-sessions.js';

export const LOCAL_BILLING_PATH = '/billing/local';

/**
 * Billing without a payment provider: snapshots the parent's plans and invoices from the gateway
 * into a short-lived session and sends the browser to the page this service renders for it.
 */
export function localBillingProvider(options: {
  gatewayUrl: string;
  publicUrl: string;
  sessions: LocalBillingSessions;
}): BillingProvider {
  const base = options.publicUrl.replace(/\/$/, '');
  return {
    name: 'local',
    async createPortalSession(customer) {
      const summary = await fetchBillingSummary(options.gatewayUrl, customer.idToken);
      const sessionId = options.sessions.create(summary, {
        idToken: customer.idToken,
        focusOrderId: customer.orderId,
        locale: customer.locale,
      });
      return { redirectUrl: `${base}${LOCAL_BILLING_PATH}/${sessionId}` };
    },
  };
}
