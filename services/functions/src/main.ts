import { buildFunctionsApp } from './app.js';
import { firebaseTokenVerifier } from './auth/firebase-token-verifier.js';
import { chooseBillingProvider } from './billing/choose-billing-provider.js';
import { LocalBillingSessions } from './billing/local-billing-sessions.js';
import { createStripeClient } from './billing/stripe-billing.js';
import {
  localCheckoutProvider,
  LocalCheckoutSessions,
  LocalWebhookSigner,
} from './checkout/local-checkout.js';
import { stripeCheckoutProvider } from './checkout/stripe-checkout.js';
import { readFunctionsConfig } from './config.js';
import { createLogger } from './logger.js';

const config = readFunctionsConfig();
const logger = createLogger({ level: config.logLevel });

async function main() {
  const environment = (process.env['ENVIRONMENT'] ?? process.env['NODE_ENV'] ?? '').toLowerCase();
  if (['production', 'prod'].includes(environment) && config.authEmulatorHost) {
    // The emulator accepts unsigned tokens: never in production.
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  }
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
    checkout: {
      gatewayUrl: config.gatewayUrl,
      paymentsServiceKey: config.paymentsServiceKey,
      provider: stripe
        ? stripeCheckoutProvider(stripe)
        : localCheckoutProvider({ publicUrl: config.publicUrl, sessions: checkoutSessions }),
      ...(stripe ? { stripe: { client: stripe, webhookSecret: config.stripeWebhookSecret } } : {}),
      local: {
        sessions: checkoutSessions,
        signer: new LocalWebhookSigner(),
        selfUrl: () => selfUrl,
      },
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  selfUrl = `${selfBase}:${port}`;
  logger.info(
    {
      url: `http://${config.host}:${port}`,
      billing: billing.name,
      checkout: stripe ? 'stripe' : 'local',
      paymentsServiceKey: config.paymentsServiceKey ? 'set' : 'unset',
      gatewayUrl: billing.name === 'local' ? config.gatewayUrl : undefined,
      projectId: config.firebaseProjectId,
      authEmulator: config.authEmulatorHost ?? null,
    },
    'functions listening',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'functions shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal(
    { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
    'functions failed to start',
  );
  process.exit(1);
});
