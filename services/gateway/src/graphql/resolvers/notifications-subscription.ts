import type { GatewayContext } from '../../context.js';
import { emailNotVerified } from '../../errors/graphql-errors.js';
import type { SubscriptionResolvers } from '../../generated/resolvers.generated.js';
import type { NotificationsDelivery } from '../../live/pickup-streams.js';

/**
 * The signed-in parent's notifications, live: the unread count and the newest at once, then
 * again whenever one arrives or is read (announced by plugins/announce-notifications). Counted
 * against the same stream limits as the live pick-up.
 */
export const notificationsSubscription: Pick<SubscriptionResolvers, 'notificationsChanged'> = {
  notificationsChanged: {
    subscribe: (_parent, _args, ctx) => {
      if (!ctx.viewer.emailVerified) throw emailNotVerified();
      ctx.pickupStreams.refuseWhenFull();
      return ctx.pickupStreams.openNotifications(ctx.viewer);
    },
    resolve: (delivery: NotificationsDelivery, _args: unknown, _ctx: GatewayContext) => {
      if ('error' in delivery) throw delivery.error;
      // A notifications stream is the account's own: it never ends for lost access.
      if ('accessEnded' in delivery) throw new Error('notifications: an account lost itself');
      return delivery.change;
    },
  },
};
