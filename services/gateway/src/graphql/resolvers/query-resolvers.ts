import { findOrderOwnedBy, listOrdersOwnedBy } from '../../data/orders-repo.js';
import { findUser } from '../../data/users-repo.js';
import { displayableName } from '../../domain/registration-rules.js';
import type { MeResolvers, QueryResolvers } from '../../generated/resolvers.generated.js';

export const queryResolvers: QueryResolvers = {
  me: async (_parent, _args, ctx) => ({
    viewer: ctx.viewer,
    user: await findUser(ctx.db, ctx.viewer.uid),
  }),
  // null for an order that does not exist and for another parent's order alike.
  order: (_parent, args, ctx) => findOrderOwnedBy(ctx.db, ctx.viewer.uid, args.id),
};

export const meResolvers: MeResolvers = {
  id: (me) => me.viewer.uid,
  // The verified token is the only authority on the email (an account whose token carries
  // none has none); the registered name wins over the token's.
  profile: (me) => ({
    email: me.viewer.email,
    name: displayableName(me.user?.name) ?? displayableName(me.viewer.name),
  }),
  orders: (me, _args, ctx) => listOrdersOwnedBy(ctx.db, me.viewer.uid),
};
