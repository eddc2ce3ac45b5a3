import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { refuse } from '../http/refuse.js';
import type { Refusal } from '../messages.js';

/**
 * The functions service's rate limits: its own table (the gateway's is
 * services/gateway/src/limits/rate-limits.ts; services/README.md, "Rate limits", lists both).
 * Each budget is `points` calls in a fixed window of `durationSeconds`, per account (the
 * verified uid) and per client address (the socket's). The service keeps no database, so the
 * counts live in each instance's memory: behind N instances a caller may get up to N budgets.
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

async function spend(limiter: RateLimiterMemory, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return refusal.msBeforeNext;
  }
}

/**
 * An `onRequest` hook, after `requireParent`: spends one point of the caller's and of the
 * address's budget; over either, 429 with `Retry-After` and `{ error, code: "RATE_LIMITED" }`.
 */
export function limitRate(name: FunctionsRateLimitName, limit: RateLimit) {
  const perAccount = new RateLimiterMemory({
    keyPrefix: `${name}:account`,
    points: limit.perAccount.points,
    duration: limit.perAccount.durationSeconds,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: `${name}:address`,
    points: limit.perAddress.points,
    duration: limit.perAddress.durationSeconds,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const uid = request.caller?.uid;
    if (!uid) return;
    const waits = await Promise.all([spend(perAccount, uid), spend(perAddress, request.ip)]);
    const waitMs = Math.max(...waits);
    if (waitMs === 0) return;
    reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
    return refuse(request, reply, 429, 'rate-limited', RATE_LIMITED);
  };
}
