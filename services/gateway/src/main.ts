import { createServer } from 'node:http';
import { createGateway } from './app.js';
import { firebaseAccountDirectory } from './auth/account-directory.js';
import { cachedTokenVerifier } from './auth/cached-token-verifier.js';
import { firebaseTokenVerifier } from './auth/firebase-token-verifier.js';
import { readGatewayConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open-db.js';
import { RealFirebaseRefusedError, seedDemoAuthUser } from './demo/seed-demo-auth-user.js';
import { seedDemoData } from './demo/seed-demo-data.js';
import { openPickupEvents } from './live/pickup-events.js';
import { createLogger } from './logger.js';

const config = readGatewayConfig();
const logger = createLogger({ level: config.logLevel });

async function main() {
  if (config.production && config.authEmulatorHost) {
    // The emulator accepts unsigned tokens: never in production.
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  }
  if (config.seedDemo !== 'off' && !config.authEmulatorHost) throw new RealFirebaseRefusedError();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    // Without its database the gateway can answer nothing: stop, and let the supervisor restart it.
    onFailure: (error) => {
      logger.fatal({ err: { name: error.name, message: error.message } }, 'the database stopped');
      process.exit(1);
    },
  });
  const applied = await migrate(db);
  logger.info({ applied, backend: db.backend }, 'migrations applied');
  if (config.seedDemo !== 'off') {
    await seedDemoData(db, { reset: config.seedDemo === 'reset' });
    await seedDemoAuthUser({ projectId: config.firebaseProjectId, logger });
    logger.info({ reset: config.seedDemo === 'reset' }, 'demo data seeded');
  }

  const pickupEvents = await openPickupEvents(db);
  const gateway = createGateway({
    db,
    pickupEvents,
    ...(config.supportPhone ? { supportPhone: config.supportPhone } : {}),
    ...(config.paymentsServiceKey ? { paymentsServiceKey: config.paymentsServiceKey } : {}),
    // Each token is verified once (emulator mode: one account lookup), then trusted until exp.
    verifyToken: cachedTokenVerifier(
      firebaseTokenVerifier({ projectId: config.firebaseProjectId }),
    ),
    logger,
    production: config.production,
    allowedOrigins: config.allowedOrigins,
    accounts: firebaseAccountDirectory({ projectId: config.firebaseProjectId }),
  });
  const server = createServer(gateway);
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    {
      url: `http://${config.host}:${port}${gateway.graphqlEndpoint}`,
      backend: db.backend,
      projectId: config.firebaseProjectId,
      authEmulator: config.authEmulatorHost ?? null,
      production: config.production,
    },
    'gateway listening',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'gateway shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      pickupEvents
        .close()
        .then(() => db.close())
        .catch((error: unknown) =>
          logger.error({ err: String(error) }, 'closing the database failed'),
        )
        .finally(() => {
          clearTimeout(force);
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal(
    { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
    'gateway failed to start',
  );
  process.exit(1);
});
