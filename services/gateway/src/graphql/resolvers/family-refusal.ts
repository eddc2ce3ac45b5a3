import { hadEndedAccess } from '../../data/family-repo.js';
import type { Queryable } from '../../db/db.js';
import { familyAccessEnded, orderNotFound } from '../../errors/graphql-errors.js';

/**
 * Why an order outside the caller's family is refused: a guardian whose access ended is told
 * so (they knew the order), anyone else gets the same NOT_FOUND as for an order that does not
 * exist. `db`: the transaction, when the check ran in one.
 */
export async function refuseOrder(db: Queryable, uid: string, orderId: string) {
  return (await hadEndedAccess(db, orderId, uid)) ? familyAccessEnded() : orderNotFound(orderId);
}
