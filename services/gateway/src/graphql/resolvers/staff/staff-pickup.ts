import { findLatestPickup } from '../../../data/pickups-repo.js';
import type { NotificationKind } from '../../../domain/notification-kinds.js';
import {
  lockOrder,
  raiseCertificateProgress,
  recordOrderFacts,
  setCourierStatus,
} from '../../../data/staff-repo.js';
import type { FieldProblem } from '../../../domain/field-problem.js';
import { planCourierMove } from '../../../domain/staff/courier-status.js';
import { checkInstant } from '../../../domain/staff/instants.js';
import type { StaffMutationResolvers } from '../../../generated/resolvers.generated.js';
import { badUserInput, conflict } from '../../../errors/graphql-errors.js';
import { notify } from '../notify.js';
import { audit, requireStaff, staffOrderNotFound } from './staff-access.js';

/** What the family hears when the courier's status moves. */
const COURIER_NOTIFICATIONS: Record<'DISPATCHED' | 'COLLECTED' | 'RECEIVED', NotificationKind> = {
  DISPATCHED: 'COURIER_DISPATCHED',
  COLLECTED: 'KIT_COLLECTED',
  RECEIVED: 'UNIT_AT_LAB',
};

/** Moves the order's pick-up through the courier's statuses, only forward. */
export const setPickupStatus: StaffMutationResolvers['setPickupStatus'] = async (
  _parent,
  { input },
  ctx,
) => {
  requireStaff(ctx);
  const now = ctx.now();
  const problems: FieldProblem[] = [];
  const at = checkInstant(problems, 'input.at', input.at, { label: 'When (at)', now });
  if (problems.length > 0 || at === null) throw badUserInput(problems);
  const moved = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw staffOrderNotFound(input.orderId);
    const pickup = await findLatestPickup(tx, order.ownerUid, order.id);
    const check = planCourierMove(pickup, input.status, at ?? now);
    if ('conflict' in check) throw conflict(check.conflict);
    if ('problems' in check) throw badUserInput(check.problems);
    const { plan } = check;
    // planCourierMove refuses a missing pick-up, so there is one here.
    if (!pickup) throw new Error('pickups: planned a move without a pick-up');
    await setCourierStatus(tx, pickup.id, plan.status, plan.times, at ?? now);
    if (plan.labReceivedAt) {
      await recordOrderFacts(tx, order.id, { labReceivedAt: plan.labReceivedAt });
    }
    if (plan.progress !== undefined) await raiseCertificateProgress(tx, order.id, plan.progress);
    await notify(tx, ctx, {
      orderId: order.id,
      kind: COURIER_NOTIFICATIONS[plan.status],
      dedupeKey: `${COURIER_NOTIFICATIONS[plan.status]}:${pickup.id}`,
      at: at ?? now,
    });
    await audit(tx, ctx, {
      operation: 'setPickupStatus',
      parentUid: order.ownerUid,
      orderId: order.id,
      target: input.status,
    });
    const after = await lockOrder(tx, order.id);
    if (!after) throw new Error('orders: the order vanished inside its transaction');
    return after;
  });
  // The parent's open page and dashboard hear it (every gateway instance).
  await ctx.pickupEvents.publish(moved.id);
  return moved;
};
