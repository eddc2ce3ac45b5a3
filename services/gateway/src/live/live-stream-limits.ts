import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../errors/graphql-errors.js';

/** The doors of the live streams (pickupChanged, notificationsChanged over server-sent events). */
export interface LiveStreamLimits {
  /**
   * Open streams per account, of every kind (a tab on the pick-up page holds two: the pick-up's
   * and the header's notifications); opening one more ends the account's oldest (cleanly).
   */
  maxStreamsPerAccount: number;
  /** Open streams per gateway instance; one more is refused with SERVICE_UNAVAILABLE (503). */
  maxStreamsPerInstance: number;
  /** How often the accounts with open streams are checked (a disabled one's streams end). */
  accountCheckIntervalMs: number;
  /**
   * On PostgreSQL, how often an instance renews its streams' leases in the shared count (and
   * ends those another instance replaced); a lease lasts three renewals.
   */
  sharedRenewalMs: number;
}

/** The defaults, in one place (createGateway's `liveStreams` option replaces any of them). */
export const DEFAULT_LIVE_STREAM_LIMITS: LiveStreamLimits = {
  maxStreamsPerAccount: 10,
  maxStreamsPerInstance: 2000,
  accountCheckIntervalMs: 5 * 60_000,
  sharedRenewalMs: 20_000,
};

/** Seconds a client refused at the instance cap is asked to wait (Retry-After). */
export const LIVE_STREAMS_RETRY_AFTER_SECONDS = 30;

export function liveStreamLimits(overrides: Partial<LiveStreamLimits> = {}): LiveStreamLimits {
  const limits = { ...DEFAULT_LIVE_STREAM_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`liveStreams.${name} must be a positive integer, got ${String(value)}`);
    }
  }
  return limits;
}

const code: ErrorCode = 'SERVICE_UNAVAILABLE';

/** The answer at the instance cap: HTTP 503 with Retry-After, before any event. */
export function tooManyLiveStreams(): GraphQLError {
  return new GraphQLError(
    'Live updates are busy on this server right now: please try again shortly.',
    {
      extensions: {
        code,
        retryAfterSeconds: LIVE_STREAMS_RETRY_AFTER_SECONDS,
        http: {
          status: 503,
          headers: { 'Retry-After': String(LIVE_STREAMS_RETRY_AFTER_SECONDS) },
        },
      },
    },
  );
}
