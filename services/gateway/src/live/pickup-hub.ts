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
export type StateDelivery<Row> = { change: Row } | { error: Error } | { accessEnded: true };
export type PickupDelivery = StateDelivery<PickupChangeRow>;

/**
 * Reads the order's pick-up as a member of its family sees it (the one statement each change
 * costs); null when `uid` is no longer in the family.
 */
export type ReadPickupChange = (uid: string, orderId: string) => Promise<PickupChangeRow | null>;

/** Reads what `uid` sees of the watched key now; null: the key is no longer theirs. */
export type ReadState<Row> = (uid: string, key: string) => Promise<Row | null>;

export interface StateHub<Row> {
  /**
   * A stream of what `ownerUid` sees of `key` (an order's pick-up, whose ownership the caller
   * has checked, or the account's notifications): the current state first, then the state
   * after each change announced on `key`. Return it (or let the subscription end) to leave.
   */
  watch(ownerUid: string, key: string): Promise<LatestStateStream<StateDelivery<Row>>>;
  /** How many orders are watched, and by how many streams (for tests and the bench). */
  stats(): { orders: number; streams: number };
}

export function readPickupChange(db: Db): ReadPickupChange {
  return async (uid, orderId) => {
    const read = await findLatestPickupIfMember(db, uid, orderId);
    return read ? { orderId, pickup: read.pickup } : null;
  };
}

/** The streams of one key (as one account reads it) and its single reader. */
interface Feed<Row> {
  readonly ownerUid: string;
  readonly key: string;
  readonly streams: Set<LatestStateStream<StateDelivery<Row>>>;
  /** Streams still waiting for their first state. */
  readonly joiners: Set<LatestStateStream<StateDelivery<Row>>>;
  /** A change was announced since the current read began: every stream needs a new read. */
  changed: boolean;
  reading: boolean;
  /** Resolves once the feed hears the order's announcements. */
  readonly listening: Promise<void>;
  stopListening(): void;
}

/**
 * One reader per watched key (an order's pick-up, an account's notifications): an announced
 * change is read once and the same state is handed to every stream of the key, instead of once
 * per stream. Reads of one key never overlap (so no
 * stream gets an older state after a newer one): changes announced during a read are coalesced
 * into one more read after it. A stream that joins gets a read that starts after it joined, so
 * its first state misses nothing; joiners arriving together share it.
 *
 * Feeds are keyed by owner and order, so a read is always scoped to the account it is delivered
 * to (the pick-up carries nothing that differs per viewer; an order has one owner).
 */
export function createStateHub<Row>(options: {
  events: PickupEvents;
  read: ReadState<Row>;
}): StateHub<Row> {
  const feeds = new Map<string, Feed<Row>>();

  async function pump(feed: Feed<Row>): Promise<void> {
    if (feed.reading) return;
    feed.reading = true;
    try {
      while (feed.changed || feed.joiners.size > 0) {
        const recipients = [...(feed.changed ? feed.streams : feed.joiners)];
        feed.changed = false;
        feed.joiners.clear();
        let delivery: StateDelivery<Row>;
        try {
          const change = await options.read(feed.ownerUid, feed.key);
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

  function openFeed(feedKey: string, ownerUid: string, key: string): Feed<Row> {
    let announcements: AsyncIterator<string> | null = null;
    let stopped = false;
    const feed: Feed<Row> = {
      ownerUid,
      key,
      streams: new Set(),
      joiners: new Set(),
      changed: false,
      reading: false,
      listening: options.events.subscribe(key).then((iterable) => {
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
        if (feeds.get(feedKey) === feed) feeds.delete(feedKey);
        void announcements?.return?.();
      },
    };
    return feed;
  }

  function leave(feedKey: string, feed: Feed<Row>, stream: LatestStateStream<StateDelivery<Row>>) {
    feed.streams.delete(stream);
    feed.joiners.delete(stream);
    if (feed.streams.size === 0) feed.stopListening();
  }

  return {
    async watch(ownerUid, key) {
      const feedKey = JSON.stringify([ownerUid, key]);
      let feed = feeds.get(feedKey);
      if (!feed) {
        feed = openFeed(feedKey, ownerUid, key);
        feeds.set(feedKey, feed);
      }
      const joined = feed;
      const stream = new LatestStateStream<StateDelivery<Row>>();
      joined.streams.add(stream);
      stream.onClose(() => leave(feedKey, joined, stream));
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

export type PickupHub = StateHub<PickupChangeRow>;

/** One reader per order's pick-up (keyed by order id). */
export const createPickupHub = (options: { events: PickupEvents; read: ReadPickupChange }) =>
  createStateHub<PickupChangeRow>(options);
