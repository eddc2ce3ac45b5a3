import { randomUUID } from 'node:crypto';
import { insertOrder, listPlanCodes, lockOrder } from '../../../data/staff-repo.js';
import { checkCreateOrder } from '../../../domain/staff/create-order-rules.js';
import type { StaffMutationResolvers } from '../../../generated/resolvers.generated.js';
import { badUserInput, conflict } from '../../errors.js';
import { audit, requireStaff } from './staff-access.js';
import { applyAdvance } from './staff-journey.js';
import { findParentAccount } from './staff-parents.js';

/** A new order (a new child) for a parent account, at its first step or at `stage`. */
export const createOrder: StaffMutationResolvers['createOrder'] = async (
  _parent,
  { input },
  ctx,
) => {
  requireStaff(ctx);
  const now = ctx.now();
  const check = checkCreateOrder(input, now, await listPlanCodes(ctx.db));
  if ('problems' in check) throw badUserInput(check.problems);
  const { request } = check;
  const parent = await findParentAccount(ctx, request.parentEmail);
  if (!parent) {
    throw badUserInput([
      {
        field: 'input.parentEmail',
        message: `No parent account signs in with ${request.parentEmail} (parentEmail).`,
      },
    ]);
  }
  const orderId = `ord_${randomUUID()}`;
  return ctx.db.transaction(async (tx) => {
    await insertOrder(tx, {
      id: orderId,
      ownerUid: parent.uid,
      purchaserName: request.purchaserName ?? parent.name ?? parent.email,
      childName: request.childName,
      dueDate: request.dueDate,
      planCode: request.planCode,
      createdAt: now,
    });
    let order = await lockOrder(tx, orderId);
    if (!order) throw new Error('orders: the new order was not found');
    if (request.stage !== 'KIT_SHIPPED') {
      const moved = await applyAdvance(tx, order, { to: request.stage, at: request.at });
      if ('conflict' in moved) throw conflict(moved.conflict);
      if ('problems' in moved) throw badUserInput(moved.problems);
      order = moved.order;
    }
    await audit(tx, ctx, {
      operation: 'createOrder',
      parentUid: parent.uid,
      orderId,
      target: request.stage,
    });
    return order;
  });
};
