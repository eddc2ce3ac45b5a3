import type { PickupInput } from '../generated/resolvers.generated.js';
import { newPickupReference, PICKUP_REFERENCE_PATTERN } from './pickup-reference.js';
import { checkPickupInput } from './pickup-rules.js';

const SUPPORT = '+1 (800) 555-0199';
const NOW = new Date('2026-06-01T19:00:00Z'); // 12:00 in Los Angeles
const input = (overrides: Partial<PickupInput> = {}): PickupInput => ({
  locationType: 'HOME',
  place: '  Home  ',
  address: '12 Elm St\nDavis, CA',
  floorUnit: null,
  room: null,
  kitLocation: 'WITH_PARENT',
  timeZone: 'America/Los_Angeles',
  birthDate: '2026-06-01',
  birthTime: '05:00',
  collectionDate: '2026-06-01',
  collectionTime: '05:10',
  contactPhone: '(530) 555-0101',
  alternatePhone: '  ',
  notes: '  ',
  preferredWindowStart: null,
  checklist: ['ROOM_TEMPERATURE', 'PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES'],
  ...overrides,
});

describe('checkPickupInput (the shared rules, answered as the gateway names fields)', () => {
  it('accepts a plausible request and stores instants with the zone', () => {
    expect(checkPickupInput(input(), NOW, SUPPORT)).toEqual({
      details: {
        locationType: 'HOME',
        place: 'Home',
        address: '12 Elm St\nDavis, CA',
        floorUnit: null,
        room: null,
        kitLocation: 'WITH_PARENT',
        timeZone: 'America/Los_Angeles',
        birthAt: new Date('2026-06-01T12:00:00Z'),
        collectionDate: '2026-06-01',
        collectionTime: '05:10',
        collectionAt: new Date('2026-06-01T12:10:00Z'),
        contactPhone: '(530) 555-0101',
        alternatePhone: null,
        notes: null,
        windowStartAt: null,
        labDeadlineAt: new Date('2026-06-03T12:10:00Z'),
        checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
      },
    });
  });

  it('names the fields input.<field> and marks the too-late case', () => {
    const late = checkPickupInput(
      input({ birthDate: '2026-05-30', collectionDate: '2026-05-30' }),
      NOW,
      SUPPORT,
    );
    expect(late).toMatchObject({
      problems: [
        {
          field: 'input.collectionTime',
          message: expect.stringContaining(SUPPORT),
          reason: 'TOO_LATE',
        },
      ],
    });
    const bad = checkPickupInput(input({ contactPhone: 'x', checklist: [] }), NOW, SUPPORT);
    expect('problems' in bad && bad.problems.map((problem) => problem.field)).toEqual([
      'input.contactPhone',
      'input.checklist',
    ]);
  });
});

describe('references', () => {
  it('draws readable references without ambiguous characters', () => {
    const references = new Set(Array.from({ length: 200 }, newPickupReference));
    expect(references.size).toBe(200);
    for (const reference of references) {
      expect(reference).toMatch(PICKUP_REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01OIL]/);
    }
  });
});
