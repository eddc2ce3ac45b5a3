import { checkPickupRequest } from '@portal/rules/pickup';
import type { PickupInput } from '../generated/resolvers.generated.js';
import type { PickupDetails } from '../types/rows.js';
import type { FieldProblem } from './field-problem.js';

export type PickupCheck =
  { details: PickupDetails } | { problems: (FieldProblem & { reason?: 'TOO_LATE' })[] };

/**
 * Validates a pick-up request with the page's own rules (@portal/rules/pickup); `now` decides
 * what "the future" is. Field names are answered as the client sent them ('input.collectionTime').
 */
export function checkPickupInput(input: PickupInput, now: Date, supportPhone: string): PickupCheck {
  const check = checkPickupRequest(input, { now, supportPhone });
  if (!check.ok) {
    return {
      problems: check.problems.map((problem) => ({ ...problem, field: `input.${problem.field}` })),
    };
  }
  const { request } = check;
  return {
    details: {
      locationType: request.locationType,
      place: request.place,
      address: request.address,
      floorUnit: request.floorUnit,
      room: request.room,
      kitLocation: request.kitLocation,
      timeZone: request.timeZone,
      birthAt: request.birthAt,
      collectionDate: request.collectionDate,
      collectionTime: request.collectionTime,
      collectionAt: request.collectionAt,
      contactPhone: request.contactPhone,
      alternatePhone: request.alternatePhone,
      notes: request.notes,
      windowStartAt: request.windowStartAt,
      labDeadlineAt: request.labDeadline,
      checklist: request.checklist,
    },
  };
}
