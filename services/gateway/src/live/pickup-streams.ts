import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../auth/account-directory.js';
import type { AuthUser } from '../types/auth-user.js';
import type { Db } from '../db/db.js';
import { unauthenticated } from '../errors/graphql-errors.js';
import type { LatestStateStream } from './latest-state-stream.js';
import { liveStreamLimits, type LiveStreamLimits } from './live-stream-limits.js';
import { createLiveStreamRegistry, type StreamEnding } from './live-stream-registry.js';
import { createPickupHub, readPickupChange, type PickupDelivery } from './pickup-hub.js';
import type { PickupEvents } from './pickup-events.js';

/** The last event of a stream the gateway ends for its account (a replaced one just ends). */
const FINAL_ERRORS: Record<Exclude<StreamEnding, 'replaced'>, () => GraphQLError> = {
  expired: () => {
    const error = unauthenticated('Your session has expired: sign in again.');
    error.extensions['reason'] = 'TOKEN_EXPIRED';
    return error;
  },
  disabled: () => {
    const error = unauthenticated('This account is disabled.');
    error.extensions['reason'] = 'ACCOUNT_DISABLED';
    return error;
  },
};

export interface PickupStreams {
  /** Throws SERVICE_UNAVAILABLE (503, Retry-After) when this instance holds its maximum. */
  refuseWhenFull(): void;
  /**
   * Opens a stream of the order's pick-up for `viewer`, who must own the order (checked by the
   * caller). It ends when the viewer's token expires, the account is disabled, or the account
   * opens more streams than it may hold (this one being the oldest).
   */
  open(viewer: AuthUser, orderId: string): Promise<LatestStateStream<PickupDelivery>>;
  /** Open streams on this instance, and the orders they watch. */
  stats(): { streams: number; orders: number };
}

export interface PickupStreamOptions {
  db: Db;
  events: PickupEvents;
  logger: Logger;
  accounts?: AccountDirectory | undefined;
  limits?: Partial<LiveStreamLimits> | undefined;
}

/** The live status streams of one gateway instance: its limits and its per-order hub. */
export function createPickupStreams(options: PickupStreamOptions): PickupStreams {
  const hub = createPickupHub({ events: options.events, read: readPickupChange(options.db) });
  const registry = createLiveStreamRegistry({
    limits: liveStreamLimits(options.limits),
    logger: options.logger,
    accounts: options.accounts,
  });
  return {
    refuseWhenFull: () => registry.refuseWhenFull(),
    async open(viewer, orderId) {
      let stream: LatestStateStream<PickupDelivery> | null = null;
      let endedEarly: StreamEnding | null = null;
      const end = (reason: StreamEnding) => {
        if (!stream) {
          endedEarly = reason;
          return;
        }
        stream.finish(reason === 'replaced' ? undefined : { error: FINAL_ERRORS[reason]() });
      };
      const admission = registry.admit(
        {
          uid: viewer.uid,
          ...(viewer.tokenExpiresAt !== undefined ? { tokenExpiresAt: viewer.tokenExpiresAt } : {}),
        },
        end,
      );
      try {
        stream = await hub.watch(viewer.uid, orderId);
      } catch (error) {
        admission.release();
        throw error;
      }
      stream.onClose(() => admission.release());
      if (endedEarly) end(endedEarly);
      return stream;
    },
    stats: () => ({ streams: registry.size, orders: hub.stats().orders }),
  };
}
