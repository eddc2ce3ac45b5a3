import type { PickupRow } from '../../types/rows.js';
import type { CourierStatus } from '../../generated/resolvers.generated.js';
import type { FieldProblem } from '../field-problem.js';
import { LAB_PROGRESS } from './lab-progress.js';

/** A pick-up's statuses in the order they happen (CANCELLED is the parent's, and final). */
const COURIER_ORDER = ['REQUESTED', 'DISPATCHED', 'COLLECTED', 'RECEIVED'] as const;

export interface CourierPlan {
  status: CourierStatus;
  times: { dispatchedAt?: Date; collectedAt?: Date; receivedAt?: Date };
  /** Set when the kit reaches the lab: the order's lab receipt and the certificate's progress. */
  labReceivedAt?: Date;
  progress?: number;
}

export type CourierCheck =
  { plan: CourierPlan } | { conflict: string } | { problems: FieldProblem[] };

/**
 * Plans moving the order's latest pick-up to `status` at `at`: only forward, only for a pick-up
 * the parent requested and did not cancel; statuses skipped over get the same time.
 */
export function planCourierMove(
  pickup: PickupRow | null,
  status: CourierStatus,
  at: Date,
): CourierCheck {
  if (!pickup || pickup.status === 'CANCELLED') {
    return {
      conflict:
        'There is no pick-up request for this order: the parent requests the pick-up first.',
    };
  }
  const from = COURIER_ORDER.indexOf(pickup.status);
  const to = COURIER_ORDER.indexOf(status);
  if (to <= from) {
    return {
      conflict: `The pick-up is already ${pickup.status}: its status only moves forward (${COURIER_ORDER.join(' → ')}).`,
    };
  }
  const last = [
    pickup.receivedAt,
    pickup.collectedAt,
    pickup.dispatchedAt,
    pickup.requestedAt,
  ].find((instant): instant is Date => instant !== null);
  if (last && at < last) {
    return {
      problems: [
        {
          field: 'input.at',
          message: `When (at) cannot be before the pick-up's last status (${last.toISOString()}).`,
        },
      ],
    };
  }
  const plan: CourierPlan = { status, times: {} };
  for (const reached of COURIER_ORDER.slice(from + 1, to + 1)) {
    if (reached === 'DISPATCHED') plan.times.dispatchedAt = at;
    if (reached === 'COLLECTED') plan.times.collectedAt = at;
    if (reached === 'RECEIVED') {
      plan.times.receivedAt = at;
      plan.labReceivedAt = at;
      plan.progress = LAB_PROGRESS.received;
    }
  }
  return { plan };
}
