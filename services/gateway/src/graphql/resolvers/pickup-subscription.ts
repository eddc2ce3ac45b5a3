import type { GatewayContext } from '../../context.js';
import { findOrderOwnedBy } from '../../data/orders-repo.js';
import { findLatestPickup } from '../../data/pickups-repo.js';
import type { SubscriptionResolvers } from '../../generated/resolvers.generated.js';
import { emailNotVerified, orderNotFound } from '../errors.js';
import { pickupOf } from '../graphql-shapes.js';

/**
 * The order's pick-up, live: the current state at once (so a client that reconnects after a drop
 * catches up), then again after each change. Only the order's owner may subscribe; each event is
 * read afresh from the database, scoped to the subscriber's own account.
 */
export const pickupSubscription: Pick<SubscriptionResolvers, 'pickupChanged'> = {
  pickupChanged: {
    subscribe: async function* (_parent, { orderId }, ctx) {
      if (!ctx.viewer.emailVerified) throw emailNotVerified();
      const order = await findOrderOwnedBy(ctx.db, ctx.viewer.uid, orderId);
      if (!order) throw orderNotFound(orderId);
      const changes = (await ctx.pickupEvents.subscribe(orderId))[Symbol.asyncIterator]();
      try {
        yield orderId;
        for (;;) {
          const next = await changes.next();
          if (next.done) return;
          yield orderId;
        }
      } finally {
        await changes.return?.();
      }
    },
    resolve: async (orderId: string, _args: unknown, ctx: GatewayContext) => {
      const pickup = await findLatestPickup(ctx.db, ctx.viewer.uid, orderId);
      return { orderId, pickup: pickup ? pickupOf(pickup) : null };
    },
  },
};
