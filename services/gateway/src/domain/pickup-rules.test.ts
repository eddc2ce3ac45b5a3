import type { PickupInput } from '../generated/resolvers.generated.js';
import { addDays, isCalendarDate } from './calendar-date.js';
import { newPickupReference, PICKUP_REFERENCE_PATTERN } from './pickup-reference.js';
import { checkPickupInput } from './pickup-rules.js';

const NOW = new Date('2026-06-01T23:30:00Z');
const input = (overrides: Partial<PickupInput> = {}): PickupInput => ({
  locationType: 'HOME',
  place: '  Home  ',
  address: '12 Elm St\nDavis, CA',
  collectionDate: '2026-06-01',
  collectionTime: '23:59',
  contactPhone: '(530) 555-0101',
  notes: '  ',
  ...overrides,
});

describe('checkPickupInput', () => {
  it('accepts a plausible request and tidies it', () => {
    expect(checkPickupInput(input(), NOW)).toEqual({
      details: {
        locationType: 'HOME',
        place: 'Home',
        address: '12 Elm St\nDavis, CA',
        collectionDate: '2026-06-01',
        collectionTime: '23:59',
        contactPhone: '(530) 555-0101',
        notes: null,
      },
    });
  });

  it('allows exactly 2 days in the past and 300 ahead, not one more', () => {
    const ok = (date: string) =>
      'details' in checkPickupInput(input({ collectionDate: date }), NOW);
    expect(ok('2026-05-30')).toBe(true);
    expect(ok('2026-05-29')).toBe(false);
    expect(ok(addDays('2026-06-01', 300))).toBe(true);
    expect(ok(addDays('2026-06-01', 301))).toBe(false);
  });

  it('reports every invalid field at once', () => {
    const check = checkPickupInput(
      input({
        place: '',
        collectionTime: '24:00',
        contactPhone: '+1 555 010 0199 ext 2',
        address: 'a\u0007b',
      }),
      NOW,
    );
    expect('problems' in check && check.problems.map((problem) => problem.field)).toEqual([
      'input.place',
      'input.address',
      'input.collectionTime',
      'input.contactPhone',
    ]);
  });

  it.each(['+44 20 7946 0958', '0612345678', '+1-916-555-0100'])(
    'accepts the phone %s',
    (phone) => {
      expect('details' in checkPickupInput(input({ contactPhone: phone }), NOW)).toBe(true);
    },
  );
});

describe('calendar dates and references', () => {
  it('knows real dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('draws readable references without ambiguous characters', () => {
    const references = new Set(Array.from({ length: 200 }, newPickupReference));
    expect(references.size).toBe(200);
    for (const reference of references) {
      expect(reference).toMatch(PICKUP_REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01OIL]/);
    }
  });
});
