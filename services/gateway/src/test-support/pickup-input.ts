import { wallClockIn } from '@portal/rules/pickup';

/**
 * A valid pick-up request for a gateway whose clock reads `now`: born 2 hours and collected
 * 1 hour before, in `timeZone` (UTC unless told), as soon as possible, every item confirmed.
 */
export function pickupInputAt(
  now: Date,
  overrides: Record<string, unknown> = {},
  timeZone = 'UTC',
): Record<string, unknown> {
  const birth = wallClockIn(new Date(now.getTime() - 2 * 3_600_000), timeZone);
  const collection = wallClockIn(new Date(now.getTime() - 3_600_000), timeZone);
  return {
    locationType: 'HOSPITAL',
    place: 'Mercy General Hospital',
    address: '4001 J St, Sacramento, CA 95819',
    floorUnit: 'Maternity, 3rd floor',
    room: '312',
    kitLocation: 'WITH_PARENT',
    timeZone,
    birthDate: birth.date,
    birthTime: birth.time,
    collectionDate: collection.date,
    collectionTime: collection.time,
    contactPhone: '+1 916 555 0100',
    alternatePhone: null,
    notes: 'Maternity ward',
    preferredWindowStart: null,
    checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
    ...overrides,
  };
}
