import type { GatewayContext } from '../../context.js';
import { findFamilyOrder } from '../../data/orders-repo.js';
import { emailNotVerified, familyAccessEnded } from '../../errors/graphql-errors.js';
import { refuseOrder } from './family-refusal.js';
import type { SubscriptionResolvers } from '../../generated/resolvers.generated.js';
import type { PickupDelivery } from '../../live/pickup-hub.js';
import { pickupOf } from '../graphql-shapes.js';

/**
 * The order's pick-up, live: the current state at once (so a client that reconnects after a drop
 * catches up), then again after each change. Only the order's owner may subscribe (checked here,
 * once); each change is read once per order and handed to all of its streams (live/pickup-hub),
 * and shaped for the schema here. Refusals come before the stream starts, so they carry their
 * HTTP status (503 at the instance cap). The stream ends when the token expires or the account is disabled, with a final
 * UNAUTHENTICATED event, or without one when the account's newer streams replaced it.
 */
export const pickupSubscription: Pick<SubscriptionResolvers, 'pickupChanged'> = {
  pickupChanged: {
    subscribe: async (_parent, { orderId }, ctx) => {
      if (!ctx.viewer.emailVerified) throw emailNotVerified();
      ctx.pickupStreams.refuseWhenFull();
      const order = await findFamilyOrder(ctx.db, ctx.viewer.uid, orderId);
      if (!order) throw await refuseOrder(ctx.db, ctx.viewer.uid, orderId);
      return ctx.pickupStreams.open(ctx.viewer, orderId);
    },
    resolve: (delivery: PickupDelivery, _args: unknown, ctx: GatewayContext) => {
      if ('error' in delivery) throw delivery.error;
      if ('accessEnded' in delivery) throw familyAccessEnded();
      const { orderId, pickup } = delivery.change;
      return { orderId, pickup: pickup ? pickupOf(pickup, ctx.viewer.uid) : null };
    },
  },
};
