import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { VerifyIdToken } from './auth/firebase-token-verifier.js';
import type { BillingProvider } from './billing/billing-provider.js';
import type { LocalBillingSessions } from './billing/local-billing-sessions.js';
import {
  createLimitedServer,
  DEFAULT_HTTP_SERVER_LIMITS,
  type HttpServerLimits,
} from '@portal/service-kit/http-server-limits';
import { CHECKOUT_REFUSALS, REFUSALS } from './messages.js';
import { refusalBody } from './http/refuse.js';
import { registerCheckoutRoutes, type CheckoutRoutesOptions } from './routes/checkout-routes.js';
import { registerLocalBillingRoute } from './routes/local-billing-route.js';
import { LocalReceipts } from './checkout/local-lifecycle.js';
import { registerPortalSessionRoute } from './routes/portal-session-route.js';
import { registerPlanEndsRoute, schedulePlanEnds } from './routes/plan-ends-route.js';
import { PlanEnds } from './checkout/plan-ends.js';
import { functionsRateLimitTable, type FunctionsRateLimitTable } from './limits/rate-limits.js';
import { memoryRateLimitStore, type RateLimitStore } from '@portal/service-kit/rate-limit-store';

export const BODY_LIMIT_BYTES = 16 * 1024;

/** What a connection over the per-address cap is told (with 429 and Retry-After). */
export const TOO_MANY_CONNECTIONS_BODY = JSON.stringify({
  error: 'Too many connections from your address: close some and try again in a few seconds.',
  code: 'TOO_MANY_CONNECTIONS',
});

export interface FunctionsOptions {
  verifyToken: VerifyIdToken;
  billing: BillingProvider;
  sessions: LocalBillingSessions;
  logger: FastifyBaseLogger;
  /** Browser origins allowed to call (exact match). */
  allowedOrigins: readonly string[];
  /** Where "Back to the portal" leads (its /portal page); checkouts return to its pages. */
  portalUrl: string;
  /** Replaces some of the rate limits (limits/rate-limits.ts); tests use small ones. */
  rateLimits?: Partial<FunctionsRateLimitTable>;
  /**
   * Where the rate limits count: the gateway's PostgreSQL (sqlRateLimitStore, shared by every
   * instance) when DATABASE_URL is set; this process's memory when absent.
   */
  rateLimitStore?: RateLimitStore;
  /** Proxies of the bank's own in front (TRUSTED_PROXIES, default 0): see client-address. */
  trustedProxies?: number;
  /** Payments: the provider, the gateway, the webhooks' secrets, the local test checkout. */
  checkout: Omit<CheckoutRoutesOptions, 'verifyToken' | 'portalUrl'>;
  /** Timeouts and the per-address connection cap (DEFAULT_HTTP_SERVER_LIMITS when absent). */
  httpLimits?: Partial<HttpServerLimits>;
  /** The number a cancelling family is asked to call (the billing page's default when absent). */
  supportPhone?: string;
  /**
   * How often the released units' plan ends are applied at the provider (plan-ends.ts), from
   * when the service listens; absent or 0 (or without the gateway key), only on demand (POST
   * /billing/plan-ends, a local renewal).
   */
  planEndIntervalMs?: number;
}

/** The functions service: billing portal sessions, checkouts, and their local pages. */
export async function buildFunctionsApp(options: FunctionsOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger,
    // One line per request is written below, without URLs (a session id is a secret).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A JSON number is not an email: no type coercion of request bodies.
    ajv: { customOptions: { coerceTypes: false } },
    trustProxy: false,
    // Request, header and keep-alive timeouts (408 to a slow client) and the connection cap.
    serverFactory: (handler) =>
      createLimitedServer(
        handler,
        { contentType: 'application/json; charset=utf-8', body: TOO_MANY_CONNECTIONS_BODY },
        { ...DEFAULT_HTTP_SERVER_LIMITS, ...options.httpLimits },
      ),
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('outcome', null);

  const allowed = new Set(options.allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['POST'],
    // Accept-Language (the portal's language) is CORS-safelisted; listed for older browsers.
    allowedHeaders: ['authorization', 'content-type', 'accept-language'],
    credentials: false,
    maxAge: 600,
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onResponse', async (request, reply) => {
    const fields = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      uid: request.caller?.uid ?? null,
      outcome: request.outcome,
    };
    if (reply.statusCode >= 500) request.log.error(fields, 'request');
    else request.log.info(fields, 'request');
  });

  app.setErrorHandler(
    (
      error: Error & { statusCode?: number; validation?: unknown; code?: string },
      request,
      reply,
    ) => {
      const status = error.statusCode ?? 500;
      if (error.validation || status === 400 || status === 415) {
        request.outcome = 'bad-body';
        const checkout = request.url.startsWith('/checkout');
        const refusal = checkout ? CHECKOUT_REFUSALS.badBody : REFUSALS.badBody;
        return reply.code(400).send(refusalBody(request, refusal));
      }
      if (status === 413) {
        request.outcome = 'too-large';
        return reply.code(413).send(refusalBody(request, REFUSALS.tooLarge));
      }
      request.log.error(
        { err: { name: error.name, code: error.code ?? null } },
        'unexpected error',
      );
      request.outcome = 'unexpected-error';
      return reply.code(500).send(refusalBody(request, REFUSALS.unavailable));
    },
  );
  app.setNotFoundHandler((request, reply) => {
    request.outcome = 'not-found';
    return reply.code(404).send(refusalBody(request, REFUSALS.notFound));
  });

  app.get('/healthz', async () => ({ ok: true }));
  const rateLimits = functionsRateLimitTable(options.rateLimits);
  const counting = {
    store: options.rateLimitStore ?? memoryRateLimitStore(),
    trustedProxies: options.trustedProxies ?? 0,
  };
  registerPortalSessionRoute(app, {
    verifyToken: options.verifyToken,
    billing: options.billing,
    rateLimit: { ...rateLimits.billingSession, ...counting, unavailable: REFUSALS.unavailable },
  });
  // The local provider's receipts: its checkout's and its billing page's actions' alike.
  const local = options.checkout.local && {
    ...options.checkout.local,
    receipts: options.checkout.local.receipts ?? new LocalReceipts(),
  };
  await registerLocalBillingRoute(app, {
    sessions: options.sessions,
    portalUrl: options.portalUrl,
    gatewayUrl: options.checkout.gatewayUrl,
    supportPhone: options.supportPhone,
    local,
    now: options.checkout.now,
  });
  const planEnds = new PlanEnds({
    gatewayUrl: options.checkout.gatewayUrl,
    serviceKey: options.checkout.paymentsServiceKey,
    stripe: options.checkout.stripe?.client,
    local: local && { signer: local.signer, selfUrl: local.selfUrl },
    now: options.checkout.now ?? (() => new Date()),
    logger: options.logger,
  });
  registerPlanEndsRoute(app, { verifyToken: options.verifyToken, planEnds });
  if (options.checkout.paymentsServiceKey) {
    schedulePlanEnds(app, planEnds, options.planEndIntervalMs ?? 0);
  }
  await registerCheckoutRoutes(app, {
    ...options.checkout,
    local,
    planEnds,
    verifyToken: options.verifyToken,
    portalUrl: options.portalUrl,
    rateLimit: {
      ...rateLimits.checkoutSession,
      ...counting,
      unavailable: CHECKOUT_REFUSALS.unavailable,
    },
  });
  return app;
}
