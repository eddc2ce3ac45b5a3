export {
  memoryRateLimitStore,
  sqlRateLimitStore,
  type CounterDb,
  type RateLimitBudget,
  type RateLimitCharge,
  type RateLimitStore,
  type RateLimitVerdict,
} from './rate-limit-store.js';
