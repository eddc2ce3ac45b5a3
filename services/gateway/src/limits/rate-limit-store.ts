import {
  memoryRateLimitStore,
  sqlRateLimitStore,
  type RateLimitStore,
} from '@portal/service-kit/rate-limit-store';
import type { Db } from '../db/db.js';

export {
  memoryRateLimitStore,
  sqlRateLimitStore,
  type RateLimitCharge,
  type RateLimitStore,
  type RateLimitVerdict,
} from '@portal/service-kit/rate-limit-store';

/** Counts shared through PostgreSQL when there is a server; in-process on PGlite. */
export function rateLimitStoreFor(db: Db): RateLimitStore {
  return db.backend === 'postgres' ? sqlRateLimitStore(db) : memoryRateLimitStore();
}
