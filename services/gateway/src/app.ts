import { readFileSync } from 'node:fs';
import { createSchema, createYoga, maskError, type YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { AccountDirectory } from './auth/account-directory.js';
import { authenticate } from './auth/authenticate.js';
import type { VerifyIdToken } from './auth/firebase-token-verifier.js';
import type { GatewayContext } from './context.js';
import { corsPolicy } from './cors-policy.js';
import type { Db } from './db/db.js';
import { RequestCache } from './graphql/request-cache.js';
import { resolvers } from './graphql/resolvers/index.js';
import { errorCodesPlugin } from './plugins/error-codes.js';
import { hardeningPlugins } from './plugins/hardening.js';
import { healthCheckPlugin } from './plugins/health-check.js';
import { requestLoggingPlugin } from './plugins/request-logging.js';
import { safeErrorFields } from './safe-error-log.js';

/** The shared contract, read at start (the source of truth for the schema). */
export const SCHEMA_FILE = new URL('../schema.graphql', import.meta.url);
export const GRAPHQL_PATH = '/graphql';
/** Request bodies above this are refused with 413 (the largest real body is a medical form). */
export const MAX_REQUEST_BODY_BYTES = 128 * 1024;

export interface GatewayOptions {
  db: Db;
  verifyToken: VerifyIdToken;
  logger: Logger;
  /** Production: no introspection, no field suggestions. */
  production: boolean;
  allowedOrigins: readonly string[];
  now?: () => Date;
  /** Where the bank's staff find parent accounts by email (see staff operations). */
  accounts?: AccountDirectory;
}

/** Yoga's own diagnostics, reduced to their text (no objects that may carry request data). */
function yogaLogger(logger: Logger): YogaLogger {
  const text = (args: unknown[]) => args.filter((arg) => typeof arg === 'string').join(' ');
  return {
    debug: () => undefined,
    info: (...args) => logger.info(text(args)),
    warn: (...args) => logger.warn(text(args)),
    error: (...args) => logger.error(text(args)),
  };
}

export function createGateway(options: GatewayOptions) {
  const { db, verifyToken, logger, production } = options;
  const now = options.now ?? (() => new Date());
  const schema = createSchema<GatewayContext>({
    typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers,
  });
  return createYoga<object, GatewayContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    batching: false,
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    logging: yogaLogger(logger),
    cors: corsPolicy(options.allowedOrigins),
    maskedErrors: {
      maskError(error, message) {
        const masked = maskError(error, message, false);
        if (masked !== error) logger.error({ err: safeErrorFields(error) }, 'unexpected error');
        return masked;
      },
    },
    context: async ({ request }): Promise<GatewayContext> => ({
      db,
      viewer: await authenticate(request.headers.get('authorization'), verifyToken, logger),
      now,
      cache: new RequestCache(),
      ...(options.accounts ? { accounts: options.accounts } : {}),
    }),
    plugins: [
      healthCheckPlugin(db),
      requestLoggingPlugin(logger, GRAPHQL_PATH),
      ...hardeningPlugins({ production }),
      errorCodesPlugin(),
    ],
  });
}

export type Gateway = ReturnType<typeof createGateway>;
