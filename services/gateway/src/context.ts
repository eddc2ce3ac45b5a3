import type { AccountDirectory } from './auth/account-directory.js';
import type { AuthUser } from './types/auth-user.js';
import type { BillingClock } from './domain/billing-clock.js';
import type { Db } from './db/db.js';
import type { RequestCache } from './graphql/request-cache.js';
import type { PickupEvents } from './live/pickup-events.js';
import type { PickupStreams } from './live/pickup-streams.js';

/** What every resolver receives: the verified caller and the data layer. */
export interface GatewayContext {
  db: Db;
  /**
   * The caller, proven by a verified Firebase ID token. Only the public fields (plans, plan) and
   * the service's (payments) run without one: there, reading `viewer` throws UNAUTHENTICATED.
   */
  readonly viewer: AuthUser;
  /** The verified caller, or null for a request without a token (public and service fields). */
  viewerOrNull: AuthUser | null;
  /** Whether the request carries the payments service key (the functions service). */
  paymentsService: boolean;
  /** PORTAL_ENV is production: local-only features (the local payment provider) are refused. */
  production: boolean;
  /** The clock (injected so tests can travel in time). */
  now: () => Date;
  /** The time billing notices are judged by (movable in local and test stacks). */
  billingClock: BillingClock;
  /** Per-request memo, so a field asked twice in one request reads the database once. */
  cache: RequestCache;
  /** Pick-up changes, shared by every gateway instance (live status). */
  pickupEvents: PickupEvents;
  /** This instance's live status streams (their limits and the per-order fan-out). */
  pickupStreams: PickupStreams;
  /** The bank's support number, for messages that ask the parent to call. */
  supportPhone: string;
  /**
   * The accounts whose notifications this request changed (one arrived, one was read): told
   * over the live channel once the request's work is done (plugins/announce-notifications).
   */
  notified: Set<string>;
  /** Emails: links point at `portalUrl`; `kick()` after committing one sends it soon. */
  mail: MailContext;
  /** Sign-in accounts by email, for the bank's staff (absent: registered parents only). */
  accounts?: AccountDirectory;
}

export interface MailContext {
  /** The portal's public origin (PORTAL_URL), for links in emails. */
  portalUrl: string;
  /** Sends the outboxes' due emails and text messages soon (after the transaction that wrote one commits). */
  kick(): void;
}
