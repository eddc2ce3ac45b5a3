import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** `points` calls in a fixed window of `durationSeconds` that starts with the first call. */
export interface RateLimitBudget {
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * What the shared store needs of a PostgreSQL connection (the gateway's Db, or the functions
 * service's pool): one statement with parameters, answering its rows.
 */
export interface CounterDb {
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** One point to spend from `key`'s budget. */
export interface RateLimitCharge {
  key: string;
  budget: RateLimitBudget;
}

/** What a charge found: whether it was within its budget, and when its window ends. */
export interface RateLimitVerdict {
  allowed: boolean;
  msBeforeReset: number;
}

/** Where the counts live: shared by every instance on PostgreSQL, or in one process's memory. */
export interface RateLimitStore {
  /** Spends one point of each charge (keys distinct), answering a verdict per charge, in order. */
  spend(charges: readonly RateLimitCharge[]): Promise<RateLimitVerdict[]>;
}

/**
 * In this process's memory (rate-limiter-flexible's fixed windows, each key forgotten when its
 * window ends): for one process (the gateway on PGlite, the functions service on a laptop).
 */
export function memoryRateLimitStore(): RateLimitStore {
  const limiters = new Map<string, RateLimiterMemory>();
  const limiterFor = ({ points, durationSeconds }: RateLimitBudget) => {
    const id = `${points}/${durationSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: id });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  const spendOne = async ({ key, budget }: RateLimitCharge): Promise<RateLimitVerdict> => {
    try {
      const result = await limiterFor(budget).consume(key);
      return { allowed: true, msBeforeReset: result.msBeforeNext };
    } catch (refusal) {
      // Over the budget, the limiter rejects with its result; anything else is a real failure.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { allowed: false, msBeforeReset: refusal.msBeforeNext };
    }
  };
  return { spend: (charges) => Promise.all(charges.map(spendOne)) };
}

/** Expired counters are deleted at most this often (by whichever instance spends next). */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * One upsert for every charge of a call: a key's row is locked while its count goes up (or
 * starts again once its window ended), so concurrent calls on any instance count exactly.
 * Rows are written in key order, so two calls never wait on each other's rows crosswise.
 * The database's clock decides the windows, the same for every instance.
 */
const SPEND_SQL = `
insert into rate_limit_counters as counter (key, points, expires_at)
select charge.key, 1, now() + make_interval(secs => charge.seconds)
from unnest($1::text[], $2::float8[]) as charge(key, seconds)
order by charge.key
on conflict (key) do update set
  points = case when counter.expires_at <= now() then 1 else counter.points + 1 end,
  expires_at = case when counter.expires_at <= now() then excluded.expires_at
                    else counter.expires_at end
returning key, points,
  (extract(epoch from (expires_at - now())) * 1000)::float8 as ms_before_reset`;

/**
 * In the database's `rate_limit_counters` table (the gateway's migration 007): shared by every
 * gateway and functions instance on the same PostgreSQL database, one statement per limited
 * call. Keys must not collide between users of the table (each service prefixes its own).
 */
export function sqlRateLimitStore(db: CounterDb, now: () => number = Date.now): RateLimitStore {
  let lastSweep = now();
  const sweep = () => {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    // Best effort: a counter left behind only costs a row until the next sweep.
    db.query('delete from rate_limit_counters where expires_at < now()').catch(() => undefined);
  };
  return {
    async spend(charges) {
      sweep();
      const rows = await db.query<{ key: string; points: number; ms_before_reset: number }>(
        SPEND_SQL,
        [
          charges.map((charge) => charge.key),
          charges.map((charge) => charge.budget.durationSeconds),
        ],
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return charges.map(({ key, budget }) => {
        const row = byKey.get(key);
        if (!row) throw new Error('rate limit counter missing from the upsert');
        return {
          allowed: row.points <= budget.points,
          msBeforeReset: Math.max(0, row.ms_before_reset),
        };
      });
    },
  };
}
