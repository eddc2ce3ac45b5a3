import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '@portal/service-kit/client-address';
import type { RateLimitStore } from '@portal/service-kit/rate-limit-store';
import { refuse } from '../http/refuse.js';
import type { Refusal } from '../messages.js';

/**
 * The functions service's rate limits: its own table (the gateway's is
 * services/gateway/src/limits/rate-limits.ts; services/README.md, "Rate limits", lists both).
 * Each budget is `points` calls in a fixed window of `durationSeconds`. A caller with a verified
 * token spends their account's budget (the uid) only, so parents behind one proxy or one
 * hospital NAT never share a budget; a caller without one would spend their address's (the
 * socket's, or behind TRUSTED_PROXIES the address those proxies forwarded). The counts live in
 * the gateway's PostgreSQL database when DATABASE_URL is set (shared by every instance), in
 * the instance's memory otherwise (a laptop, one process).
 */
export interface RateLimitBudget {
  readonly points: number;
  readonly durationSeconds: number;
}

export interface RateLimit {
  readonly perAccount: RateLimitBudget;
  readonly perAddress: RateLimitBudget;
}

const MINUTE = 60;

export const FUNCTIONS_RATE_LIMITS = {
  /** POST /billing/portal-session: each opens a billing session (Stripe's, in production). */
  billingSession: {
    perAccount: { points: 20, durationSeconds: 10 * MINUTE },
    perAddress: { points: 300, durationSeconds: 10 * MINUTE },
  },
  /** POST /checkout/session: each may create a Stripe Checkout Session. */
  checkoutSession: {
    perAccount: { points: 30, durationSeconds: 10 * MINUTE },
    perAddress: { points: 600, durationSeconds: 10 * MINUTE },
  },
} as const satisfies Record<string, RateLimit>;

export type FunctionsRateLimitName = keyof typeof FUNCTIONS_RATE_LIMITS;
export type FunctionsRateLimitTable = Readonly<Record<FunctionsRateLimitName, RateLimit>>;

export const RATE_LIMITED_MESSAGE =
  'Too many attempts in a short time. Please wait a few minutes and try again.';

const RATE_LIMITED: Refusal = {
  code: 'RATE_LIMITED',
  text: {
    en: RATE_LIMITED_MESSAGE,
    es: 'Demasiados intentos en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
  },
};

/** The table with some limits replaced (tests use small ones). */
export function functionsRateLimitTable(
  overrides: Partial<FunctionsRateLimitTable> = {},
): FunctionsRateLimitTable {
  return { ...FUNCTIONS_RATE_LIMITS, ...overrides };
}

/** A route's budget, where it counts, and how it finds a caller's address. */
export interface LimitedRoute extends RateLimit {
  store: RateLimitStore;
  /** Proxies of the bank's own in front of the service (TRUSTED_PROXIES). */
  trustedProxies: number;
  /** The refusal when the counts cannot be read (503): the route's "unavailable". */
  unavailable: Refusal;
}

/** Keys of this service in a store the gateway shares (the same table on PostgreSQL). */
const KEY_PREFIX = 'functions';

/**
 * An `onRequest` hook, after `requireParent`: spends one point of the caller's account budget
 * (of the address's when the caller is not known); over it, 429 with `Retry-After` and
 * `{ error, code: "RATE_LIMITED" }`; 503 when the counts cannot be reached.
 */
export function limitRate(name: FunctionsRateLimitName, limit: LimitedRoute) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const uid = request.caller?.uid;
    const address = clientAddressKey(
      request.socket.remoteAddress,
      forwardedFor(request.headers['x-forwarded-for']),
      limit.trustedProxies,
    );
    const charge = uid
      ? { key: `${KEY_PREFIX}:${name}:account:${uid}`, budget: limit.perAccount }
      : { key: `${KEY_PREFIX}:${name}:address:${address}`, budget: limit.perAddress };
    let verdict;
    try {
      [verdict] = await limit.store.spend([charge]);
    } catch (error) {
      request.log.error(
        { err: { name: (error as Error).name, code: (error as { code?: unknown }).code ?? null } },
        `rate limit store failed for ${name}`,
      );
      return refuse(request, reply, 503, 'rate-limit-store-unavailable', limit.unavailable);
    }
    if (!verdict || verdict.allowed) return;
    const waitMs = verdict.msBeforeReset;
    reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
    return refuse(request, reply, 429, 'rate-limited', RATE_LIMITED);
  };
}

/** X-Forwarded-For as one list (Node joins repeated headers' values, but may hand an array). */
function forwardedFor(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  return Array.isArray(header) ? header.join(', ') : header;
}
