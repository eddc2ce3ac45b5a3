import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PickupDetailsFragment } from './api/pickup.generated';
import { formatClockTime } from './format-time';

/**
 * "Requested by Sam, 10:42 AM" (or "Requested by you, ..."): who requested or last changed the
 * pick-up and when, the time in `locale`; null when it was not recorded (requests from before
 * it was).
 */
export function requestedByText(
  pickup: Pick<PickupDetailsFragment, 'requestedBy' | 'updatedAt'>,
  locale: string,
): MessageDescriptor | null {
  const by = pickup.requestedBy;
  if (!by) return null;
  const time = formatClockTime(pickup.updatedAt, locale);
  const name = by.firstName;
  return by.isViewer ? msg`Requested by you, ${time}` : msg`Requested by ${name}, ${time}`;
}
