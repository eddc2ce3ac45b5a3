import type { PickupDetailsFragment } from '../../graphql.generated';
import { formatClockTime } from './format-time';

/**
 * "Requested by Sam, 10:42 AM" (or "Requested by you, ..."): who requested or last changed the
 * pick-up and when; null when it was not recorded (requests from before it was).
 */
export function requestedByText(
  pickup: Pick<PickupDetailsFragment, 'requestedBy' | 'updatedAt'>,
): string | null {
  const by = pickup.requestedBy;
  if (!by) return null;
  const name = by.isViewer ? 'you' : by.firstName;
  return `Requested by ${name}, ${formatClockTime(pickup.updatedAt)}`;
}
