import { createPubSub } from 'graphql-yoga';
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

/**
 * The events for `db`: through LISTEN/NOTIFY on a PostgreSQL server (the listening connection
 * opens with the first subscriber), in-process on PGlite.
 */
export async function openPickupEvents(db: Db): Promise<PickupEvents> {
  const { listen } = db;
  if (!listen) return inProcessPickupEvents();
  const local = createPubSub<Topics>();
  const channel = pickupChannel(db.schema);
  let listening: Promise<() => Promise<void>> | null = null;
  return {
    publish: async (orderId) => {
      await db.query('select pg_notify($1, $2)', [channel, orderId]);
    },
    subscribe: async (orderId) => {
      listening ??= listen.call(db, channel, (changed) => {
        local.publish('pickup-changed', changed, changed);
      });
      try {
        await listening;
      } catch (error) {
        listening = null;
        throw error;
      }
      return local.subscribe('pickup-changed', orderId);
    },
    close: async () => {
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
