import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../auth/account-directory.js';
import type { AuthUser } from '../types/auth-user.js';
import type { Db } from '../db/db.js';
import { unauthenticated } from '../errors/graphql-errors.js';
import type { LatestStateStream } from './latest-state-stream.js';
import { liveStreamLimits, type LiveStreamLimits } from './live-stream-limits.js';
import { createLiveStreamRegistry, type StreamEnding } from './live-stream-registry.js';
import { LEASES_PER_RENEWAL, sqlSharedStreamCount } from './shared-stream-count.js';
import { countUnreadNotifications, listNotifications } from '../data/notifications-repo.js';
import type { NotificationRow } from '../types/rows.js';
import {
  createPickupHub,
  createStateHub,
  readPickupChange,
  type PickupDelivery,
  type StateDelivery,
} from './pickup-hub.js';
import { notificationsKey, type PickupEvents } from './pickup-events.js';

/** What a notifications stream hears: the unread count and the newest, as the account reads them. */
export interface NotificationsChangeRow {
  unreadCount: number;
  latest: NotificationRow | null;
}
export type NotificationsDelivery = StateDelivery<NotificationsChangeRow>;

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
  /**
   * Opens a stream of the viewer's notifications (unread count and newest), counted with their
   * pick-up streams against the same limits.
   */
  openNotifications(viewer: AuthUser): Promise<LatestStateStream<NotificationsDelivery>>;
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

/** The live streams of one gateway instance: their limits, and one hub per kind of stream. */
export function createPickupStreams(options: PickupStreamOptions): PickupStreams {
  const hub = createPickupHub({ events: options.events, read: readPickupChange(options.db) });
  const notifications = createStateHub<NotificationsChangeRow>({
    events: options.events,
    read: async (uid) => ({
      unreadCount: await countUnreadNotifications(options.db, uid),
      latest: (await listNotifications(options.db, uid, 1))[0] ?? null,
    }),
  });
  const limits = liveStreamLimits(options.limits);
  const registry = createLiveStreamRegistry({
    limits,
    logger: options.logger,
    accounts: options.accounts,
    // Every instance on one PostgreSQL server counts an account's streams together.
    shared:
      options.db.backend === 'postgres'
        ? sqlSharedStreamCount(
            options.db,
            Math.ceil((LEASES_PER_RENEWAL * limits.sharedRenewalMs) / 1000),
          )
        : undefined,
  });

  /** Admits a stream of `viewer` and ends it when the registry says so. */
  async function admitted<Row>(
    viewer: AuthUser,
    watch: () => Promise<LatestStateStream<StateDelivery<Row>>>,
  ): Promise<LatestStateStream<StateDelivery<Row>>> {
    let stream: LatestStateStream<StateDelivery<Row>> | null = null;
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
      await admission.counted;
      stream = await watch();
    } catch (error) {
      admission.release();
      throw error;
    }
    stream.onClose(() => admission.release());
    if (endedEarly) end(endedEarly);
    return stream;
  }

  return {
    refuseWhenFull: () => registry.refuseWhenFull(),
    open: (viewer, orderId) => admitted(viewer, () => hub.watch(viewer.uid, orderId)),
    openNotifications: (viewer) =>
      admitted(viewer, () => notifications.watch(viewer.uid, notificationsKey(viewer.uid))),
    stats: () => ({ streams: registry.size, orders: hub.stats().orders }),
  };
}
