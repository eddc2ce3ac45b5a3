import { openFileStorage } from './files/file-storage-settings.js';
import { UPLOAD_REQUESTS } from './files/upload-requests.js';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createGateway } from './app.js';
import { firebaseAccountDirectory } from './auth/account-directory.js';
import { cachedTokenVerifier } from './auth/cached-token-verifier.js';
import { firebaseTokenVerifier } from './auth/firebase-token-verifier.js';
import type { GatewayConfig } from './config.js';
import type { Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open-db.js';
import { RealFirebaseRefusedError, seedDemoAuthUser } from './demo/seed-demo-auth-user.js';
import { seedDemoData } from './demo/seed-demo-data.js';
import { openPickupEvents } from './live/pickup-events.js';
import { createMailDispatcher } from './mail/mail-dispatcher.js';
import { smtpSender } from './mail/smtp-sender.js';
import { createSmsDispatcher } from './sms/sms-dispatcher.js';
import { localSmsProvider, twilioSmsProvider } from './sms/sms-providers.js';
import {
  createLimitedServer,
  DEFAULT_HTTP_SERVER_LIMITS,
  type HttpServerLimits,
} from '@portal/service-kit/http-server-limits';

/** What a connection over the per-address cap is told (GraphQL's error shape). */
export const TOO_MANY_CONNECTIONS_BODY = JSON.stringify({
  errors: [
    {
      message:
        'Too many connections from your address: close some (other tabs or streams) and try again.',
      extensions: { code: 'TOO_MANY_CONNECTIONS' },
    },
  ],
});

export interface StartedGateway {
  server: Server;
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  backend: Db['backend'];
  /** Stops listening, then closes the live events and (when opened here) the database. */
  close(): Promise<void>;
}

/**
 * The gateway as `npm start` runs it, from a configuration read by readGatewayConfig (which has
 * refused a production configuration that would fail open). Tests may hand in their database.
 */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  options: { db?: Db; limits?: Partial<HttpServerLimits> } = {},
): Promise<StartedGateway> {
  if (config.seedDemo !== 'off' && !config.authEmulatorHost) throw new RealFirebaseRefusedError();
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      pgliteDataDir: config.pgliteDataDir,
      // Without its database the gateway can answer nothing: stop, and let the supervisor restart it.
      onFailure: (error) => {
        logger.fatal({ err: { name: error.name, message: error.message } }, 'the database stopped');
        process.exit(1);
      },
    }));
  const applied = await migrate(db);
  logger.info({ applied, backend: db.backend }, 'migrations applied');
  if (config.seedDemo !== 'off') {
    await seedDemoData(db, { reset: config.seedDemo === 'reset' });
    await seedDemoAuthUser({ projectId: config.firebaseProjectId, logger });
    logger.info({ reset: config.seedDemo === 'reset' }, 'demo data seeded');
  }

  const pickupEvents = await openPickupEvents(db, { logger });
  const sender = config.mail.smtpUrl
    ? smtpSender({ url: config.mail.smtpUrl, from: config.mail.from })
    : null;
  if (!sender) logger.warn('SMTP_URL is not set: emails wait in the outbox, unsent');
  const dispatcher = sender ? createMailDispatcher({ db, send: sender, logger }) : undefined;
  // Text messages: Twilio when configured; the local outbox (npm run ops -- outbox) outside
  // production. readGatewayConfig refuses production without Twilio; a production config made
  // by hand without it leaves texts in the outbox rather than marking them sent locally.
  const sendSms = config.twilio
    ? twilioSmsProvider(config.twilio)
    : config.production
      ? null
      : localSmsProvider;
  if (!sendSms) logger.warn('TWILIO_* is not set: text messages wait in the outbox, unsent');
  const smsDispatcher = sendSms ? createSmsDispatcher({ db, send: sendSms, logger }) : undefined;
  const gateway = createGateway({
    files: openFileStorage(db, config.files),
    mail: {
      ...(config.mail.portalUrl ? { portalUrl: config.mail.portalUrl } : {}),
      ...(dispatcher ? { dispatcher } : {}),
      ...(smsDispatcher ? { smsDispatcher } : {}),
    },
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
    liveStreams: config.liveStreams,
    trustedProxies: config.trustedProxies,
    accounts: firebaseAccountDirectory({ projectId: config.firebaseProjectId }),
  });
  const server = createLimitedServer(
    gateway,
    { contentType: 'application/json; charset=utf-8', body: TOO_MANY_CONNECTIONS_BODY },
    {
      ...DEFAULT_HTTP_SERVER_LIMITS,
      longRequests: UPLOAD_REQUESTS,
      maxConnectionsPerAddress: config.maxConnectionsPerAddress,
      ...options.limits,
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  logger.info(
    {
      url: `${url}${gateway.graphqlEndpoint}`,
      backend: db.backend,
      projectId: config.firebaseProjectId,
      authEmulator: config.authEmulatorHost ?? null,
      environment: config.environment,
      node: process.version,
    },
    'gateway listening',
  );

  return {
    server,
    url,
    backend: db.backend,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await pickupEvents.close();
      await dispatcher?.stop();
      await smsDispatcher?.stop();
      sender?.close();
      if (!options.db) await db.close();
    },
  };
}
