import type { AddressInfo } from 'node:net';
import { localBillingProvider } from '../billing/local-billing.js';
import {
  localCheckoutProvider,
  LocalCheckoutSessions,
  LocalWebhookSigner,
} from '../checkout/local-checkout.js';
import { PUBLIC_URL, startTestFunctions } from './test-functions.js';

/**
 * The functions service with the local payment provider (checkout page, billing page, signed
 * webhook, renewals) in front of `gatewayUrl`, listening on a loopback port so its own signed
 * events reach it over HTTP as in the running stack.
 */
export async function startLocalProviderFunctions(options: {
  gatewayUrl: string;
  paymentsServiceKey: string;
  signer?: LocalWebhookSigner;
  /** Runs the plan ends on its own this often once listening (default: only on demand). */
  planEndIntervalMs?: number;
}) {
  const sessions = new LocalCheckoutSessions();
  const signer = options.signer ?? new LocalWebhookSigner();
  let selfUrl = '';
  const functions = await startTestFunctions(
    (billingSessions) =>
      localBillingProvider({
        gatewayUrl: options.gatewayUrl,
        publicUrl: PUBLIC_URL,
        sessions: billingSessions,
      }),
    undefined,
    {
      gatewayUrl: options.gatewayUrl,
      paymentsServiceKey: options.paymentsServiceKey,
      provider: localCheckoutProvider({ publicUrl: PUBLIC_URL, sessions }),
      local: { sessions, signer, selfUrl: () => selfUrl, publicUrl: PUBLIC_URL },
    },
    {},
    options.planEndIntervalMs ? { planEndIntervalMs: options.planEndIntervalMs } : {},
  );
  await functions.app.listen({ port: 0, host: '127.0.0.1' });
  selfUrl = `http://127.0.0.1:${(functions.app.server.address() as AddressInfo).port}`;
  return { ...functions, signer };
}
