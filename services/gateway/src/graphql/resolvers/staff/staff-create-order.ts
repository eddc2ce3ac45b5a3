import { randomUUID } from 'node:crypto';
import { insertPendingOrder, NO_OWNER_YET } from '../../../data/pending-orders-repo.js';
import { insertOrder, listPlanCodes, lockOrder } from '../../../data/staff-repo.js';
import { checkCreateOrder } from '../../../domain/staff/create-order-rules.js';
import type { StaffMutationResolvers } from '../../../generated/resolvers.generated.js';
import { badUserInput, conflict } from '../../../errors/graphql-errors.js';
import { audit, requireStaff } from './staff-access.js';
import { applyAdvance } from './staff-journey.js';
import { findOrderRecipient } from './staff-parents.js';

/**
 * A new order (a new child) at its first step or at `stage`: the parent's at once when an
 * account verified the email, otherwise pending for that email (owned by nobody) until an
 * account with it reads its orders verified (see pending-orders-repo.ts).
 */
export const createOrder: StaffMutationResolvers['createOrder'] = async (
  _parent,
  { input },
  ctx,
) => {
  const staff = requireStaff(ctx);
  const now = ctx.now();
  const check = checkCreateOrder(input, now, await listPlanCodes(ctx.db));
  if ('problems' in check) throw badUserInput(check.problems);
  const { request } = check;
  const recipient = await findOrderRecipient(ctx, request.parentEmail);
  if (recipient.kind === 'staff') {
    throw badUserInput([
      {
        field: 'input.parentEmail',
        message: `No parent account signs in with ${request.parentEmail} (parentEmail).`,
      },
    ]);
  }
  const parent = recipient.kind === 'verified' ? recipient.parent : null;
  const orderId = `ord_${randomUUID()}`;
  return ctx.db.transaction(async (tx) => {
    await insertOrder(tx, {
      id: orderId,
      ownerUid: parent?.uid ?? NO_OWNER_YET,
      // An unverified account's display name is not trusted with the order.
      purchaserName: request.purchaserName ?? parent?.name ?? parent?.email ?? request.parentEmail,
      childName: request.childName,
      dueDate: request.dueDate,
      planCode: request.planCode,
      createdAt: now,
    });
    if (!parent) {
      await insertPendingOrder(tx, {
        orderId,
        email: request.parentEmail,
        staffUid: staff.uid,
        at: now,
      });
    }
    let order = await lockOrder(tx, orderId);
    if (!order) throw new Error('orders: the new order was not found');
    if (request.stage !== 'KIT_SHIPPED') {
      const moved = await applyAdvance(tx, order, { to: request.stage, at: request.at });
      if ('conflict' in moved) throw conflict(moved.conflict);
      if ('problems' in moved) throw badUserInput(moved.problems);
      order = moved.order;
    }
    await audit(tx, ctx, {
      operation: parent ? 'createOrder' : 'createPendingOrder',
      parentUid: parent?.uid ?? null,
      orderId,
      target: request.stage,
    });
    return order;
  });
};
