import type { Db } from '../db/db.js';
import { findLatestPickupIfMember } from '../data/pickups-repo.js';
import type { PickupRow } from '../types/rows.js';
import { LatestStateStream } from './latest-state-stream.js';
import type { PickupEvents } from './pickup-events.js';

/**
 * The order's latest pick-up as its owner reads it, as stored (null: none requested yet). The
 * subscription's resolver shapes it for the schema, so this layer never imports the GraphQL one.
 */
export interface PickupChangeRow {
  orderId: string;
  pickup: PickupRow | null;
}

/**
 * What a stream hears: the order's pick-up as read, why the read failed, or that the viewer is
 * no longer in the child's family (the stream's last event).
 */
export type PickupDelivery = { change: PickupChangeRow } | { error: Error } | { accessEnded: true };

/**
 * Reads the order's pick-up as a member of its family sees it (the one statement each change
 * costs); null when `uid` is no longer in the family.
 */
export type ReadPickupChange = (uid: string, orderId: string) => Promise<PickupChangeRow | null>;

export interface PickupHub {
  /**
   * A stream of the order's pick-up for `ownerUid` (whose ownership the caller has checked):
   * the current state first, then the state after each change. Return it (or let the
   * subscription end) to leave.
   */
  watch(ownerUid: string, orderId: string): Promise<LatestStateStream<PickupDelivery>>;
  /** How many orders are watched, and by how many streams (for tests and the bench). */
  stats(): { orders: number; streams: number };
}

export function readPickupChange(db: Db): ReadPickupChange {
  return async (uid, orderId) => {
    const read = await findLatestPickupIfMember(db, uid, orderId);
    return read ? { orderId, pickup: read.pickup } : null;
  };
}

/** The streams of one order (as one owner reads it) and its single reader. */
interface OrderFeed {
  readonly ownerUid: string;
  readonly orderId: string;
  readonly streams: Set<LatestStateStream<PickupDelivery>>;
  /** Streams still waiting for their first state. */
  readonly joiners: Set<LatestStateStream<PickupDelivery>>;
  /** A change was announced since the current read began: every stream needs a new read. */
  changed: boolean;
  reading: boolean;
  /** Resolves once the feed hears the order's announcements. */
  readonly listening: Promise<void>;
  stopListening(): void;
}

/**
 * One reader per order: an announced change is read once and the same state is handed to every
 * stream of the order, instead of once per stream. Reads of one order never overlap (so no
 * stream gets an older state after a newer one): changes announced during a read are coalesced
 * into one more read after it. A stream that joins gets a read that starts after it joined, so
 * its first state misses nothing; joiners arriving together share it.
 *
 * Feeds are keyed by owner and order, so a read is always scoped to the account it is delivered
 * to (the pick-up carries nothing that differs per viewer; an order has one owner).
 */
export function createPickupHub(options: {
  events: PickupEvents;
  read: ReadPickupChange;
}): PickupHub {
  const feeds = new Map<string, OrderFeed>();

  async function pump(feed: OrderFeed): Promise<void> {
    if (feed.reading) return;
    feed.reading = true;
    try {
      while (feed.changed || feed.joiners.size > 0) {
        const recipients = [...(feed.changed ? feed.streams : feed.joiners)];
        feed.changed = false;
        feed.joiners.clear();
        let delivery: PickupDelivery;
        try {
          const change = await options.read(feed.ownerUid, feed.orderId);
          delivery = change ? { change } : { accessEnded: true };
        } catch (error) {
          delivery = { error: error instanceof Error ? error : new Error(String(error)) };
        }
        for (const stream of recipients) {
          if ('accessEnded' in delivery) stream.finish(delivery);
          else stream.push(delivery);
        }
      }
    } finally {
      feed.reading = false;
    }
  }

  function openFeed(key: string, ownerUid: string, orderId: string): OrderFeed {
    let announcements: AsyncIterator<string> | null = null;
    let stopped = false;
    const feed: OrderFeed = {
      ownerUid,
      orderId,
      streams: new Set(),
      joiners: new Set(),
      changed: false,
      reading: false,
      listening: options.events.subscribe(orderId).then((iterable) => {
        announcements = iterable[Symbol.asyncIterator]();
        if (stopped) {
          void announcements.return?.();
          return;
        }
        void (async (iterator: AsyncIterator<string>) => {
          for (;;) {
            const next = await iterator.next().catch(() => ({ done: true as const }));
            if (next.done || stopped) return;
            feed.changed = true;
            void pump(feed);
          }
        })(announcements);
      }),
      stopListening() {
        stopped = true;
        if (feeds.get(key) === feed) feeds.delete(key);
        void announcements?.return?.();
      },
    };
    return feed;
  }

  function leave(key: string, feed: OrderFeed, stream: LatestStateStream<PickupDelivery>) {
    feed.streams.delete(stream);
    feed.joiners.delete(stream);
    if (feed.streams.size === 0) feed.stopListening();
  }

  return {
    async watch(ownerUid, orderId) {
      const key = JSON.stringify([ownerUid, orderId]);
      let feed = feeds.get(key);
      if (!feed) {
        feed = openFeed(key, ownerUid, orderId);
        feeds.set(key, feed);
      }
      const joined = feed;
      const stream = new LatestStateStream<PickupDelivery>();
      joined.streams.add(stream);
      stream.onClose(() => leave(key, joined, stream));
      try {
        await joined.listening;
      } catch (error) {
        // Could not listen (the database's channel): every watcher of this feed is told so, and
        // the next watch opens a new feed (a new attempt to listen).
        joined.stopListening();
        throw error;
      }
      if (!stream.finished) {
        joined.joiners.add(stream);
        void pump(joined);
      }
      return stream;
    },
    stats() {
      let streams = 0;
      for (const feed of feeds.values()) streams += feed.streams.size;
      return { orders: feeds.size, streams };
    },
  };
}
