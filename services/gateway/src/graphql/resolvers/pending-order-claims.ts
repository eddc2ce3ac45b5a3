import type { AuthUser } from '../../types/auth-user.js';
import type { GatewayContext } from '../../context.js';
import { listFamilyOrders } from '../../data/orders-repo.js';
import { listOrdersClaimingPending } from '../../data/pending-orders-repo.js';
import type { OrderRow } from '../../types/rows.js';

/**
 * The viewer's orders (`me.orders`), once per request. A parent whose token says their email
 * is verified first takes every order the bank's staff created for that email while no
 * verified account had it, in the same statement (so the dashboard's read stays one round
 * trip). `me.orders` is the one place: it is where a parent learns any order id (the
 * dashboard reads it first), and it needs a verified email. Staff accounts never take orders.
 */
export function readViewerOrders(ctx: GatewayContext, viewer: AuthUser): Promise<OrderRow[]> {
  return ctx.cache.once(`orders-of:${viewer.uid}`, () =>
    viewer.emailVerified && viewer.email && viewer.staff !== true
      ? listOrdersClaimingPending(ctx.db, {
          uid: viewer.uid,
          verifiedEmail: viewer.email,
          at: ctx.now(),
        })
      : listFamilyOrders(ctx.db, viewer.uid),
  );
}
