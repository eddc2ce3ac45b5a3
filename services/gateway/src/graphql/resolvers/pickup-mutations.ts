import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { lockOrderOwnedBy } from '../../data/orders-repo.js';
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
import { badUserInput, conflict, orderNotFound } from '../errors.js';
import { pickupOf } from '../graphql-shapes.js';

const ALREADY_DISPATCHED =
  'The courier has already been dispatched for this kit: call support to change the pick-up.';

async function uniqueReference(tx: Queryable): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = newPickupReference();
    if (!(await pickupReferenceExists(tx, reference))) return reference;
  }
  throw new Error('pickups: could not draw a free reference');
}

export const pickupMutations: Pick<MutationResolvers, 'requestPickup' | 'cancelPickup'> = {
  /** Books the courier, or changes the booking while it is still only REQUESTED. */
  requestPickup: async (_parent, { orderId, input }, ctx) => {
    const check = checkPickupInput(input, ctx.now());
    if ('problems' in check) throw badUserInput(check.problems);
    const pickup = await ctx.db.transaction(async (tx) => {
      const order = await lockOrderOwnedBy(tx, ctx.viewer.uid, orderId);
      if (!order) throw orderNotFound(orderId);
      const latest = await findLatestPickup(tx, ctx.viewer.uid, orderId);
      if (latest?.status === 'REQUESTED') return updatePickupDetails(tx, latest.id, check.details);
      if (latest && latest.status !== 'CANCELLED') {
        throw conflict(ALREADY_DISPATCHED);
      }
      return insertPickup(tx, {
        id: `pu_${randomUUID()}`,
        orderId,
        reference: await uniqueReference(tx),
        ...check.details,
      });
    });
    return pickupOf(pickup);
  },

  /** Cancels a pick-up that is still only REQUESTED. */
  cancelPickup: async (_parent, { orderId }, ctx) => {
    const pickup = await ctx.db.transaction(async (tx) => {
      const order = await lockOrderOwnedBy(tx, ctx.viewer.uid, orderId);
      if (!order) throw orderNotFound(orderId);
      const latest = await findLatestPickup(tx, ctx.viewer.uid, orderId);
      if (!latest || latest.status === 'CANCELLED') {
        throw conflict('There is no pick-up request to cancel for this order.');
      }
      if (latest.status !== 'REQUESTED') throw conflict(ALREADY_DISPATCHED);
      return setPickupStatus(tx, latest.id, 'CANCELLED');
    });
    return pickupOf(pickup);
  },
};
