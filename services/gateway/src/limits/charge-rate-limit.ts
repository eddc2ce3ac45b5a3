import type { RateLimitStore } from './rate-limit-store.js';
import type { RateLimit, RateLimitName } from './rate-limits.js';

/**
 * Spends one point of a limit's budget per account (the verified uid) and per client address;
 * answers the seconds until the caller may try again when either is spent, null when allowed.
 * Throws when the store cannot be reached (the caller answers 503).
 */
export async function chargeRateLimit(
  store: RateLimitStore,
  name: RateLimitName,
  limit: RateLimit,
  caller: { uid: string; address: string },
): Promise<number | null> {
  const verdicts = await store.spend([
    { key: `${name}:account:${caller.uid}`, budget: limit.perAccount },
    { key: `${name}:address:${caller.address}`, budget: limit.perAddress },
  ]);
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length === 0) return null;
  const waitMs = Math.max(...refused.map((verdict) => verdict.msBeforeReset));
  return Math.max(1, Math.ceil(waitMs / 1000));
}
