import { hadEndedAccess } from '../../data/family-repo.js';
import { findFamilyOrder } from '../../data/orders-repo.js';
import { familyAccessEnded } from '../../errors/graphql-errors.js';
import { findUser } from '../../data/users-repo.js';
import { displayableName } from '../../domain/registration-rules.js';
import type { MeResolvers, QueryResolvers } from '../../generated/resolvers.generated.js';
import { readViewerOrders } from './pending-order-claims.js';

export const queryResolvers: QueryResolvers = {
  // The user row is read only by `profile`: the dashboard's getUserOrder needs no more than the
  // verified token and the orders (one SQL round trip).
  me: (_parent, _args, ctx) => ({ viewer: ctx.viewer }),
  // null for an order that does not exist and for another parent's order alike.
  // A guardian whose access ended is told so (FORBIDDEN ACCESS_REVOKED): they knew the order.
  order: async (_parent, args, ctx) => {
    const order = await findFamilyOrder(ctx.db, ctx.viewer.uid, args.id);
    if (order) return order;
    if (await hadEndedAccess(ctx.db, args.id, ctx.viewer.uid)) throw familyAccessEnded();
    return null;
  },
};

export const meResolvers: MeResolvers = {
  id: (me) => me.viewer.uid,
  // The verified token is the only authority on the email (an account whose token carries
  // none has none); the registered name wins over the token's.
  profile: async (me, _args, ctx) => {
    const user = await ctx.cache.once(`user:${me.viewer.uid}`, () =>
      findUser(ctx.db, me.viewer.uid),
    );
    return {
      uid: me.viewer.uid,
      email: me.viewer.email,
      name: displayableName(user?.name) ?? displayableName(me.viewer.name),
    };
  },
  // Where a verified parent takes the orders the bank made for their email before they had a
  // verified account (pending-order-claims.ts): every order id a parent learns comes from here.
  orders: (me, _args, ctx) => readViewerOrders(ctx, me.viewer),
};
