import { findCertificate } from '../../../data/certificates-repo.js';
import { findMedicalForm } from '../../../data/medical-forms-repo.js';
import { findLatestPickup } from '../../../data/pickups-repo.js';
import {
  lockOrder,
  raiseCertificateProgress,
  recordHealthFormReceived,
  recordOrderFacts,
} from '../../../data/staff-repo.js';
import type { Queryable } from '../../../db/db.js';
import type { OrderRow } from '../../../types/rows.js';
import type { FieldProblem } from '../../../domain/field-problem.js';
import { journeyFactsOf } from '../../../domain/journey-facts.js';
import { checkInstant } from '../../../domain/staff/instants.js';
import { planAdvance, type AdvanceRequest } from '../../../domain/staff/journey-advance.js';
import type { StaffMutationResolvers } from '../../../generated/resolvers.generated.js';
import { badUserInput, conflict } from '../../../errors/graphql-errors.js';
import type { NotificationKind } from '../../../domain/notification-kinds.js';
import { notify } from '../notify.js';
import { audit, requireStaff, staffOrderNotFound } from './staff-access.js';

const DRAFT_IN_PROGRESS =
  'The parent has a draft of the medical health form: only they can submit it, so the journey cannot move past HEALTH_FORM yet.';

/** Records what the move needs on a locked order; answers the order as it now is. */
export async function applyAdvance(
  tx: Queryable,
  order: OrderRow,
  request: AdvanceRequest,
): Promise<
  | { order: OrderRow; healthFormRecorded: boolean }
  | { conflict: string }
  | { problems: FieldProblem[] }
> {
  const [form, pickup, certificate] = await Promise.all([
    findMedicalForm(tx, order.ownerUid, order.id),
    findLatestPickup(tx, order.ownerUid, order.id),
    findCertificate(tx, order.ownerUid, order.id),
  ]);
  const facts = journeyFactsOf({ order, form, pickup, certificate });
  const check = planAdvance({ facts, labReceivedAt: order.labReceivedAt }, request);
  if (!('plan' in check)) return check;
  const { plan } = check;
  if (plan.healthFormAt) {
    if (form) return { conflict: DRAFT_IN_PROGRESS };
    await recordHealthFormReceived(tx, order.id, plan.healthFormAt);
  }
  await recordOrderFacts(tx, order.id, plan);
  if (plan.progress !== undefined) await raiseCertificateProgress(tx, order.id, plan.progress);
  const moved = await lockOrder(tx, order.id);
  if (!moved) throw new Error('orders: the order vanished inside its transaction');
  return { order: moved, healthFormRecorded: !!plan.healthFormAt };
}

/** Moves an order's journey forward so that `to` is its current step. */
export const advanceJourney: StaffMutationResolvers['advanceJourney'] = async (
  _parent,
  { input },
  ctx,
) => {
  requireStaff(ctx);
  const now = ctx.now();
  const problems: FieldProblem[] = [];
  const at = checkInstant(problems, 'input.at', input.at, { label: 'When (at)', now });
  const birthAt = checkInstant(problems, 'input.birthAt', input.birthAt, {
    label: 'The birth (birthAt)',
    now,
  });
  if (problems.length > 0 || at === null || birthAt === null) throw badUserInput(problems);
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw staffOrderNotFound(input.orderId);
    const before = order;
    const moved = await applyAdvance(tx, order, { to: input.to, at: at ?? now, birthAt });
    if ('conflict' in moved) throw conflict(moved.conflict);
    if ('problems' in moved) throw badUserInput(moved.problems);
    // What the move recorded, told to the family (once each: the order's facts are set once).
    const told: [NotificationKind, boolean][] = [
      ['KIT_SHIPPED', !before.kitShippedAt && !!moved.order.kitShippedAt],
      ['HEALTH_FORM_RECEIVED', moved.healthFormRecorded],
      ['PROCESSING_DONE', !before.labProcessedAt && !!moved.order.labProcessedAt],
    ];
    for (const [kind, happened] of told) {
      if (happened) {
        await notify(tx, ctx, {
          orderId: order.id,
          kind,
          dedupeKey: `${kind}:${order.id}`,
          at: at ?? now,
        });
      }
    }
    await audit(tx, ctx, {
      operation: 'advanceJourney',
      parentUid: order.ownerUid,
      orderId: order.id,
      target: input.to,
    });
    return moved.order;
  });
};
