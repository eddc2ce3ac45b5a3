import { randomUUID } from 'node:crypto';
import { alreadyDispatchedMessage, requestAction } from '@portal/rules/pickup';
import type { Queryable } from '../../db/db.js';
import { lockFamilyOrder } from '../../data/orders-repo.js';
import {
  findLatestPickup,
  insertPickup,
  pickupReferenceExists,
  setPickupStatus,
  updatePickupDetails,
} from '../../data/pickups-repo.js';
import { newPickupReference } from '../../domain/pickup-reference.js';
import { checkPickupInput } from '../../domain/pickup-rules.js';
import type { MutationResolvers } from '../../generated/resolvers.generated.js';
import { badUserInput, conflict } from '../../errors/graphql-errors.js';
import { refuseOrder } from './family-refusal.js';
import { pickupOf } from '../graphql-shapes.js';

async function uniqueReference(tx: Queryable): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = newPickupReference();
    if (!(await pickupReferenceExists(tx, reference))) return reference;
  }
  throw new Error('pickups: could not draw a free reference');
}

export const pickupMutations: Pick<MutationResolvers, 'requestPickup' | 'cancelPickup'> = {
  /**
   * Books the courier (one active request per order): a second submit, or a change, while the
   * request is still only REQUESTED answers the same request with the new details.
   */
  requestPickup: async (_parent, { orderId, input }, ctx) => {
    const check = checkPickupInput(input, ctx.now(), ctx.supportPhone);
    if ('problems' in check) throw badUserInput(check.problems);
    const pickup = await ctx.db.transaction(async (tx) => {
      const order = await lockFamilyOrder(tx, ctx.viewer.uid, orderId);
      if (!order) throw await refuseOrder(tx, ctx.viewer.uid, orderId);
      const latest = await findLatestPickup(tx, ctx.viewer.uid, orderId);
      const action = requestAction(latest?.status);
      if (action === 'refuse') throw conflict(alreadyDispatchedMessage(ctx.supportPhone));
      if (action === 'update' && latest) {
        return updatePickupDetails(tx, latest.id, check.details, ctx.viewer.uid);
      }
      return insertPickup(tx, {
        id: `pu_${randomUUID()}`,
        orderId,
        reference: await uniqueReference(tx),
        byUid: ctx.viewer.uid,
        ...check.details,
      });
    });
    await ctx.pickupEvents.publish(orderId);
    return pickupOf(pickup, ctx.viewer.uid);
  },

  /** Cancels a pick-up that is still only REQUESTED. */
  cancelPickup: async (_parent, { orderId }, ctx) => {
    const pickup = await ctx.db.transaction(async (tx) => {
      const order = await lockFamilyOrder(tx, ctx.viewer.uid, orderId);
      if (!order) throw await refuseOrder(tx, ctx.viewer.uid, orderId);
      const latest = await findLatestPickup(tx, ctx.viewer.uid, orderId);
      if (!latest || latest.status === 'CANCELLED') {
        throw conflict('There is no pick-up request to cancel for this order.');
      }
      if (latest.status !== 'REQUESTED') {
        throw conflict(alreadyDispatchedMessage(ctx.supportPhone));
      }
      return setPickupStatus(tx, latest.id, 'CANCELLED', ctx.viewer.uid);
    });
    await ctx.pickupEvents.publish(orderId);
    return pickupOf(pickup, ctx.viewer.uid);
  },
};
