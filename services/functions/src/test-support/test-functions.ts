import { captureLogger } from '@portal/gateway/test-support/capture-logger.js';
import { TEST_PROJECT_ID } from '@portal/gateway/test-support/emulator-tokens.js';
import { buildFunctionsApp, type FunctionsOptions } from '../app.js';
import { firebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import type { BillingProvider } from '../billing/billing-provider.js';
import { LocalBillingSessions } from '../billing/local-billing-sessions.js';
import {
  localCheckoutProvider,
  LocalCheckoutSessions,
  LocalWebhookSigner,
} from '../checkout/local-checkout.js';
import type { CheckoutRoutesOptions } from '../routes/checkout-routes.js';
import type { FunctionsRateLimitTable } from '../limits/rate-limits.js';

export const PORTAL_URL = 'http://localhost:3000';
export const PUBLIC_URL = 'http://localhost:5001';

/**
 * The functions app with the real firebase-admin verifier (FIREBASE_AUTH_EMULATOR_HOST must be
 * set first) and the given billing provider; requests go through `app.inject`.
 */
export async function startTestFunctions(
  billing: (sessions: LocalBillingSessions) => BillingProvider,
  sessions = new LocalBillingSessions(),
  checkout: Partial<Omit<CheckoutRoutesOptions, 'verifyToken' | 'portalUrl'>> = {},
  rateLimits: Partial<FunctionsRateLimitTable> = {},
  counting: Pick<FunctionsOptions, 'rateLimitStore' | 'trustedProxies' | 'planEndIntervalMs'> = {},
) {
  const logs = captureLogger();
  const checkoutSessions = checkout.local?.sessions ?? new LocalCheckoutSessions();
  const app = await buildFunctionsApp({
    verifyToken: firebaseTokenVerifier({ projectId: TEST_PROJECT_ID }),
    billing: billing(sessions),
    sessions,
    logger: logs.logger,
    allowedOrigins: [PORTAL_URL],
    portalUrl: PORTAL_URL,
    rateLimits,
    ...counting,
    checkout: {
      gatewayUrl: 'http://127.0.0.1:9',
      paymentsServiceKey: undefined,
      provider: localCheckoutProvider({ publicUrl: PUBLIC_URL, sessions: checkoutSessions }),
      local: {
        sessions: checkoutSessions,
        signer: new LocalWebhookSigner(),
        selfUrl: () => 'http://127.0.0.1:9',
      },
      ...checkout,
    },
  });

  const openSession = (body: unknown, token?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/billing/portal-session',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  return { app, logs, sessions, openSession };
}
