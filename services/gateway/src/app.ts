import { readFileSync } from 'node:fs';
import { createSchema, createYoga, maskError } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { AccountDirectory } from './auth/account-directory.js';
import type { AuthUser } from './types/auth-user.js';
import type { VerifyIdToken } from './auth/firebase-token-verifier.js';
import type { GatewayContext } from './context.js';
import { corsPolicy, documentCorsHeaders } from './cors-policy.js';
import type { Db } from './db/db.js';
import { serviceKeyCheck } from './auth/service-key.js';
import { unauthenticated } from './errors/graphql-errors.js';
import { refuseNulCharacters } from './graphql/nul-characters.js';
import { RequestCache } from './graphql/request-cache.js';
import { resolvers } from './graphql/resolvers/index.js';
import { requireVerifiedEmail } from './graphql/verified-email.js';
import { refuseStaffAsParent } from './graphql/staff-not-parent.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { announceNotificationsPlugin } from './plugins/announce-notifications.js';
import { errorCodesPlugin } from './plugins/error-codes.js';
import { inProcessPickupEvents, type PickupEvents } from './live/pickup-events.js';
import { createPickupStreams } from './live/pickup-streams.js';
import type { LiveStreamLimits } from './live/live-stream-limits.js';
import { hardeningPlugins } from './plugins/hardening.js';
import { healthCheckPlugin } from './plugins/health-check.js';
import { requestBodyLimitPlugin } from './plugins/request-body-limit.js';
import { requestLoggingPlugin } from './plugins/request-logging.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { yogaLogger } from './yoga-logger.js';
import { BillingClock } from './domain/billing-clock.js';
import { limitRates } from './limits/rate-limited-fields.js';
import { rateLimitStoreFor } from './limits/rate-limit-store.js';
import { rateLimitTable, type RateLimitTable } from './limits/rate-limits.js';
import type { MailDispatcher } from './mail/mail-dispatcher.js';
import { documentRoutesPlugin } from './files/document-routes.js';
import { releaseFileRoutesPlugin } from './files/release-file-routes.js';
import type { FileStorage } from './files/file-storage.js';
import { postgresFileStorage } from './files/postgres-file-storage.js';

/** The shared contract, read at start (the source of truth for the schema). */
export const SCHEMA_FILE = new URL('../schema.graphql', import.meta.url);
export const GRAPHQL_PATH = '/graphql';
/** Request bodies above this are refused with 413 (the largest real body is a medical form). */
export const MAX_REQUEST_BODY_BYTES = 128 * 1024;

export interface GatewayOptions {
  db: Db;
  verifyToken: VerifyIdToken;
  logger: Logger;
  /**
   * PORTAL_ENV is production (or unset): no introspection, no field suggestions, and
   * payments.completeCheckout refuses the local test provider.
   */
  production: boolean;
  allowedOrigins: readonly string[];
  now?: () => Date;
  /** The clock billing notices use; default: `now`, movable by staff setLocalClock outside production. */
  billingClock?: BillingClock;
  /** Where the bank's staff find parent accounts by email (see staff operations). */
  accounts?: AccountDirectory;
  /** Live pick-up events (see openPickupEvents); in-process when absent. */
  pickupEvents?: PickupEvents;
  /**
   * Replaces some of the live status streams' limits (defaults: DEFAULT_LIVE_STREAM_LIMITS in
   * live/live-stream-limits.ts: 5 per account, 2,000 per instance, accounts checked every 5 min).
   */
  liveStreams?: Partial<LiveStreamLimits>;
  /** The support number parents are asked to call (SUPPORT_PHONE). */
  supportPhone?: string;
  /**
   * The key the functions service sends (header x-portal-service-key) to record payments
   * (PAYMENTS_SERVICE_KEY); absent: payments.completeCheckout is refused to everyone.
   */
  paymentsServiceKey?: string;
  /** Replaces some of the rate limits (limits/rate-limits.ts); tests use small ones. */
  rateLimits?: Partial<RateLimitTable>;
  /**
   * How many proxies of the bank's own stand before the gateway: their X-Forwarded-For entries
   * give the client address the rate limits count by. Default 0: the socket's address.
   */
  trustedProxies?: number;
  /**
   * Emails: the portal's public origin for their links (PORTAL_URL; default the local host app)
   * and the dispatcher that sends the outbox (absent: emails wait in the outbox, unsent).
   */
  mail?: { portalUrl?: string; dispatcher?: MailDispatcher; smsDispatcher?: MailDispatcher };
  /** Where the family's files are kept (FILE_STORAGE); default: PostgreSQL, beside the data. */
  files?: FileStorage;
}

/** The local host app's address: the default for links in emails. */
export const DEFAULT_PORTAL_URL = 'http://localhost:3000';

/** The viewer of a request without a token: reading anything of it is UNAUTHENTICATED. */
const NO_VIEWER = new Proxy({} as AuthUser, {
  get() {
    throw unauthenticated('Sign in required.');
  },
});

/** The portal's default support number (the web apps' DEFAULT_SUPPORT_PHONE). */
export const DEFAULT_SUPPORT_PHONE = '+1 (800) 555-0199';

export function createGateway(options: GatewayOptions) {
  const { db, verifyToken, logger, production } = options;
  const now = options.now ?? (() => new Date());
  const billingClock = options.billingClock ?? new BillingClock(now);
  const pickupEvents = options.pickupEvents ?? inProcessPickupEvents();
  const pickupStreams = createPickupStreams({
    db,
    events: pickupEvents,
    logger,
    accounts: options.accounts,
    limits: options.liveStreams,
  });
  const supportPhone = options.supportPhone ?? DEFAULT_SUPPORT_PHONE;
  const dispatchers = [options.mail?.dispatcher, options.mail?.smsDispatcher];
  const mail = {
    portalUrl: options.mail?.portalUrl ?? DEFAULT_PORTAL_URL,
    kick: () => dispatchers.forEach((dispatcher) => dispatcher?.kick()),
  };
  const limits = rateLimitTable(options.rateLimits);
  const rateLimitStore = rateLimitStoreFor(db);
  const trustedProxies = options.trustedProxies ?? 0;
  const files = options.files ?? postgresFileStorage(db);
  // Checked before every resolver: a staff token on a parent's field first, then the verified
  // email, then the rate limits, then the input's characters.
  const schema = refuseStaffAsParent(
    requireVerifiedEmail(
      limitRates(
        refuseNulCharacters(
          createSchema<GatewayContext>({ typeDefs: readFileSync(SCHEMA_FILE, 'utf8'), resolvers }),
        ),
        { limits, store: rateLimitStore, trustedProxies, logger },
      ),
    ),
  );
  const authentication = authenticationPlugin(verifyToken, logger);
  const cors = corsPolicy(options.allowedOrigins);
  const isPaymentsService = serviceKeyCheck(options.paymentsServiceKey);
  return createYoga<object, GatewayContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    batching: false,
    // Limited by requestBodyLimitPlugin instead, at a fraction of the cost.
    maxRequestBodySize: false,
    logging: yogaLogger(logger),
    cors,
    // Yoga logs each masked error through yogaLogger (what failed, never its message).
    maskedErrors: { maskError: (error, message) => maskError(error, message, false) },
    context: ({ request }): GatewayContext => {
      const viewerOrNull = authentication.viewerOf(request);
      return {
        db,
        // Only the public and service fields run without a token; they never read the viewer.
        viewer: viewerOrNull ?? NO_VIEWER,
        viewerOrNull,
        paymentsService: isPaymentsService(request),
        production,
        now,
        billingClock,
        cache: new RequestCache(),
        notified: new Set(),
        pickupEvents,
        pickupStreams,
        supportPhone,
        mail,
        ...(options.accounts ? { accounts: options.accounts } : {}),
      };
    },
    plugins: [
      securityHeadersPlugin(),
      healthCheckPlugin(db),
      documentRoutesPlugin({
        db,
        files,
        verifyToken,
        logger,
        now,
        billingNow: () => billingClock.now(),
        mail,
        pickupEvents,
        corsHeaders: documentCorsHeaders(options.allowedOrigins),
      }),
      releaseFileRoutesPlugin({
        db,
        files,
        verifyToken,
        logger,
        now,
        corsHeaders: documentCorsHeaders(options.allowedOrigins),
        rateLimit: limits.releaseFileUpload,
        rateLimitStore,
        trustedProxies,
      }),
      requestLoggingPlugin(logger, GRAPHQL_PATH),
      requestBodyLimitPlugin(MAX_REQUEST_BODY_BYTES),
      authentication.plugin,
      ...hardeningPlugins({ production }),
      errorCodesPlugin(),
      announceNotificationsPlugin(logger),
    ],
  });
}

export type Gateway = ReturnType<typeof createGateway>;
