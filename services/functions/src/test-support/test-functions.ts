import { captureLogger } from '@portal/gateway/test-support/capture-logger.js';
import { TEST_PROJECT_ID } from '@portal/gateway/test-support/emulator-tokens.js';
import { buildFunctionsApp } from '../app.js';
import { firebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import type { BillingProvider } from '../billing/billing-provider.js';
import { LocalBillingSessions } from '../billing/local-billing-sessions.js';

export const PORTAL_URL = 'http://localhost:3000';
export const PUBLIC_URL = 'http://localhost:5001';

/**
 * The functions app with the real firebase-admin verifier (FIREBASE_AUTH_EMULATOR_HOST must be
 * set first) and the given billing provider; requests go through `app.inject`.
 */
export async function startTestFunctions(
  billing: (sessions: LocalBillingSessions) => BillingProvider,
  sessions = new LocalBillingSessions(),
) {
  const logs = captureLogger();
  const app = await buildFunctionsApp({
    verifyToken: firebaseTokenVerifier({ projectId: TEST_PROJECT_ID }),
    billing: billing(sessions),
    sessions,
    logger: logs.logger,
    allowedOrigins: [PORTAL_URL],
    portalUrl: PORTAL_URL,
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
