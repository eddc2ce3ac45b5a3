/** The statuses of a pick-up, in the order they happen; CANCELLED is the parent's and final. */
export const PICKUP_TIMELINE = ['REQUESTED', 'DISPATCHED', 'COLLECTED', 'RECEIVED'] as const;
export type PickupTimelineStatus = (typeof PICKUP_TIMELINE)[number];
export type PickupStatus = PickupTimelineStatus | 'CANCELLED';

/** A request still in flight: the order may have only one. */
export function isActivePickup(status: PickupStatus | null | undefined): boolean {
  return status === 'REQUESTED' || status === 'DISPATCHED' || status === 'COLLECTED';
}

/** The parent may change or cancel only before the courier is dispatched. */
export function isChangeable(status: PickupStatus | null | undefined): boolean {
  return status === 'REQUESTED';
}

/**
 * What a parent's request does, given the order's latest pick-up: a first (or a new one after a
 * cancel) is created, a REQUESTED one is changed in place (a second submit answers the same
 * request), anything the courier has started is refused.
 */
export function requestAction(
  latest: PickupStatus | null | undefined,
): 'create' | 'update' | 'refuse' {
  if (!latest || latest === 'CANCELLED') return 'create';
  return isChangeable(latest) ? 'update' : 'refuse';
}

/** Staff move the courier's status forward only. */
export function movesForward(from: PickupStatus, to: PickupStatus): boolean {
  if (from === 'CANCELLED' || to === 'CANCELLED') return false;
  return PICKUP_TIMELINE.indexOf(to) > PICKUP_TIMELINE.indexOf(from);
}

/** The message a parent reads when the courier is already on the way. */
export function alreadyDispatchedMessage(supportPhone: string): string {
  return `The courier has already been dispatched for this kit, so the pick-up can no longer be changed or cancelled here. Please call us on ${supportPhone}.`;
}
