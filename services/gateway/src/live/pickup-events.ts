import { createPubSub } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Db } from '../db/db.js';

/**
 * Live announcements, by key only (never a value of the request): an order's id when its
 * pick-up changed, `notificationsKey(uid)` when an account's notifications did. Subscribers read
 * afresh, scoped to their own account. With a PostgreSQL server every gateway
 * instance hears every change through LISTEN/NOTIFY; with PGlite (one process) the channel is
 * in-process.
 */
export interface PickupEvents {
  /** Announces that the order's pick-up changed (call after the change is committed). */
  publish(orderId: string): Promise<void>;
  /** Every announcement for the order from now on, until the iterator is returned. */
  subscribe(orderId: string): Promise<AsyncIterable<string>>;
  close(): Promise<void>;
}

/** The key announced when the account's notifications change (one arrived, one was read). */
export const notificationsKey = (uid: string) => `notifications:${uid}`;

type Topics = { 'pickup-changed': [orderId: string, detail: string] };

/** The NOTIFY channel; a schema (tests, tenants) gets its own. */
export function pickupChannel(schema?: string): string {
  return `portal_pickup_changed${schema ? `_${schema}` : ''}`.slice(0, 63);
}

/** One process (PGlite, or a gateway built without a database channel). */
export function inProcessPickupEvents(): PickupEvents {
  const local = createPubSub<Topics>();
  return {
    publish: async (orderId) => local.publish('pickup-changed', orderId, orderId),
    subscribe: async (orderId) => local.subscribe('pickup-changed', orderId),
    close: async () => undefined,
  };
}

/** Counts the keys subscribers watch now, so a resync can announce each of them. */
function watchedKeys() {
  const counts = new Map<string, number>();
  return {
    keys: () => [...counts.keys()],
    /** Counts `key` until the iterable is returned or ends (once, however it ends). */
    track(key: string, iterable: AsyncIterable<string>): AsyncIterable<string> {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      };
      const iterator = iterable[Symbol.asyncIterator]();
      const tracked: AsyncIterableIterator<string> = {
        async next() {
          const result = await iterator.next();
          if (result.done) release();
          return result;
        },
        async return(value?: unknown) {
          release();
          return (await iterator.return?.(value)) ?? { done: true, value: undefined };
        },
        [Symbol.asyncIterator]: () => tracked,
      };
      return tracked;
    },
  };
}

/**
 * The events for `db`: through LISTEN/NOTIFY on a PostgreSQL server (the listening connection
 * opens with the first subscriber and reconnects after a drop for as long as the gateway runs),
 * in-process on PGlite. Announcements made while the connection was down are lost, so once it
 * listens again every watched key is announced (a resync): each subscriber re-reads its state.
 */
export async function openPickupEvents(
  db: Db,
  options: { logger?: Pick<Logger, 'warn' | 'info'> } = {},
): Promise<PickupEvents> {
  const { listen } = db;
  if (!listen) return inProcessPickupEvents();
  const local = createPubSub<Topics>();
  const watched = watchedKeys();
  const channel = pickupChannel(db.schema);
  const announce = (key: string) => local.publish('pickup-changed', key, key);
  let listening: Promise<() => Promise<void>> | null = null;
  return {
    publish: async (orderId) => {
      await db.query('select pg_notify($1, $2)', [channel, orderId]);
    },
    subscribe: async (orderId) => {
      listening ??= listen.call(db, channel, announce, {
        onDisconnect: () =>
          options.logger?.warn('live events: the listening connection was lost; reconnecting'),
        onResync: () => {
          const keys = watched.keys();
          options.logger?.info({ keys: keys.length }, 'live events: listening again; resync');
          keys.forEach(announce);
        },
      });
      try {
        await listening;
      } catch (error) {
        listening = null;
        throw error;
      }
      return watched.track(orderId, local.subscribe('pickup-changed', orderId));
    },
    close: async () => {
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
