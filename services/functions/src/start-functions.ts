import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildFunctionsApp } from './app.js';
import { firebaseTokenVerifier } from './auth/firebase-token-verifier.js';
import { chooseBillingProvider } from './billing/choose-billing-provider.js';
import { LocalBillingSessions } from './billing/local-billing-sessions.js';
import { createStripeClient } from './billing/stripe-billing.js';
import { gatewayStripeCustomers, stripeCustomerOf } from './checkout/stripe-customer.js';
import {
  localCheckoutProvider,
  LocalCheckoutSessions,
  LocalWebhookSigner,
} from './checkout/local-checkout.js';
import { stripeCheckoutProvider } from './checkout/stripe-checkout.js';
import type { FunctionsConfig } from './config.js';
import type { HttpServerLimits } from '@portal/service-kit/http-server-limits';
import { openRateLimitDatabase, type RateLimitDatabase } from './limits/rate-limit-database.js';

/** Released units' plans are ended at the provider at least this often (checkout/plan-ends.ts). */
export const PLAN_END_INTERVAL_MS = 60_000;

export interface StartedFunctions {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:5001 */
  url: string;
  close(): Promise<void>;
}

/**
 * The functions service as `npm start` runs it, from a configuration read by
 * readFunctionsConfig (which has refused a production configuration that would fail open). The
 * local test checkout exists only outside production; there, without Stripe, it takes payments.
 */
export async function startFunctions(
  config: FunctionsConfig,
  logger: FastifyBaseLogger,
  options: { limits?: Partial<HttpServerLimits> } = {},
): Promise<StartedFunctions> {
  const production = config.environment === 'production';
  if (production && !config.stripeSecretKey) {
    // readFunctionsConfig refuses this already; never fall back to the test checkout.
    throw new Error('STRIPE_SECRET_KEY is missing: production takes payments with Stripe only');
  }
  // With DATABASE_URL every instance counts the rate limits in the gateway's database.
  const counts: RateLimitDatabase | null = config.databaseUrl
    ? await openRateLimitDatabase({ connectionString: config.databaseUrl })
    : null;
  const sessions = new LocalBillingSessions();
  const billing = chooseBillingProvider(config, sessions);
  const stripe = config.stripeSecretKey
    ? createStripeClient(config.stripeSecretKey, config.stripeApiBase)
    : undefined;
  const checkoutSessions = new LocalCheckoutSessions();
  // The local checkout's signed webhook comes back to this process (on loopback when it listens
  // on every interface).
  const selfHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const selfBase = selfHost.includes(':') ? `http://[${selfHost}]` : `http://${selfHost}`;
  let selfUrl = `${selfBase}:${config.port}`;
  const app = await buildFunctionsApp({
    verifyToken: firebaseTokenVerifier({ projectId: config.firebaseProjectId }),
    billing,
    sessions,
    logger,
    allowedOrigins: config.allowedOrigins,
    portalUrl: config.portalUrl,
    ...(config.supportPhone ? { supportPhone: config.supportPhone } : {}),
    planEndIntervalMs: PLAN_END_INTERVAL_MS,
    checkout: {
      gatewayUrl: config.gatewayUrl,
      paymentsServiceKey: config.paymentsServiceKey,
      provider: stripe
        ? stripeCheckoutProvider(
            stripe,
            stripeCustomerOf(
              stripe,
              gatewayStripeCustomers(config.gatewayUrl, config.paymentsServiceKey),
            ),
          )
        : localCheckoutProvider({ publicUrl: config.publicUrl, sessions: checkoutSessions }),
      ...(stripe ? { stripe: { client: stripe, webhookSecret: config.stripeWebhookSecret } } : {}),
      ...(production
        ? {}
        : {
            local: {
              sessions: checkoutSessions,
              signer: new LocalWebhookSigner(),
              selfUrl: () => selfUrl,
              publicUrl: config.publicUrl,
            },
          }),
    },
    httpLimits: { maxConnectionsPerAddress: config.maxConnectionsPerAddress, ...options.limits },
    trustedProxies: config.trustedProxies,
    ...(counts ? { rateLimitStore: counts.store } : {}),
  });
  if (counts) app.addHook('onClose', () => counts.close());
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  selfUrl = `${selfBase}:${port}`;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  logger.info(
    {
      url,
      environment: config.environment,
      billing: billing.name,
      checkout: stripe ? 'stripe' : 'local',
      paymentsServiceKey: config.paymentsServiceKey ? 'set' : 'unset',
      gatewayUrl: billing.name === 'local' ? config.gatewayUrl : undefined,
      projectId: config.firebaseProjectId,
      authEmulator: config.authEmulatorHost ?? null,
      rateLimits: counts ? 'postgres' : 'memory',
      trustedProxies: config.trustedProxies,
      node: process.version,
    },
    'functions listening',
  );
  return { app, url, close: () => app.close() };
}
