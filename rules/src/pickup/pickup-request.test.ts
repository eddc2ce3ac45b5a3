import {
  checkPickupRequest,
  MAX_HOURS_COLLECTION_TO_LAB,
  PICKUP_WINDOW_HOURS,
  tooLateMessage,
  type PickupRequestInput,
} from './pickup-request.js';
import { instantOf } from './time-zones.js';

const SUPPORT = '+1 (800) 555-0199';
// 12:00 in Los Angeles (PDT, UTC-7) on 1 June 2026.
const NOW = new Date('2026-06-01T19:00:00Z');

const input = (overrides: Partial<PickupRequestInput> = {}): PickupRequestInput => ({
  locationType: 'HOSPITAL',
  place: '  Mercy General Hospital ',
  address: '4001 J St, Sacramento, CA 95819',
  floorUnit: '3 West',
  room: ' ',
  kitLocation: 'NURSES_STATION',
  timeZone: 'America/Los_Angeles',
  birthDate: '2026-06-01',
  birthTime: '06:10',
  collectionDate: '2026-06-01',
  collectionTime: '06:20',
  contactPhone: '(916) 555-0100',
  alternatePhone: null,
  notes: null,
  preferredWindowStart: null,
  checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
  ...overrides,
});
const check = (overrides: Partial<PickupRequestInput> = {}, now = NOW) =>
  checkPickupRequest(input(overrides), { now, supportPhone: SUPPORT });
const fieldsOf = (result: ReturnType<typeof check>) =>
  result.ok ? [] : result.problems.map((problem) => problem.field);

describe('checkPickupRequest', () => {
  it('accepts a plausible request, tidies it and stores instants', () => {
    const result = check();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.place).toBe('Mercy General Hospital');
    expect(result.request.room).toBeNull();
    expect(result.request.birthAt.toISOString()).toBe('2026-06-01T13:10:00.000Z');
    expect(result.request.collectionAt.toISOString()).toBe('2026-06-01T13:20:00.000Z');
    expect(result.request.labDeadline.toISOString()).toBe('2026-06-03T13:20:00.000Z');
    expect(result.request.windowStartAt).toBeNull();
  });

  describe('the 48-hour limit', () => {
    // ASAP: the courier's window ends PICKUP_WINDOW_HOURS from now; the collection was
    // (48 - 4) hours before now at the latest.
    const hoursBefore = (hours: number, minutes = 0) => {
      const instant = new Date(NOW.getTime() - (hours * 60 + minutes) * 60_000);
      const wall = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Los_Angeles',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).formatToParts(instant);
      const part = (type: string) => wall.find((p) => p.type === type)?.value ?? '';
      return {
        birthDate: `${part('year')}-${part('month')}-${part('day')}`,
        birthTime: '00:00',
        collectionDate: `${part('year')}-${part('month')}-${part('day')}`,
        collectionTime: `${part('hour')}:${part('minute')}`,
      };
    };
    const limit = MAX_HOURS_COLLECTION_TO_LAB - PICKUP_WINDOW_HOURS;

    it('accepts an as-soon-as-possible request whose window ends exactly 48 h after collection', () => {
      expect(check(hoursBefore(limit)).ok).toBe(true);
    });

    it('refuses one a minute later, with the call-support message on the collection time', () => {
      const result = check(hoursBefore(limit, 1));
      expect(result).toMatchObject({
        ok: false,
        tooLate: true,
        problems: [
          { field: 'collectionTime', message: tooLateMessage(SUPPORT), reason: 'TOO_LATE' },
        ],
      });
      expect(tooLateMessage(SUPPORT)).toContain(SUPPORT);
    });

    it('applies the limit to a chosen window: its end may be 48 h after collection, not later', () => {
      // Collected 1 June 06:20 PDT: the lab deadline is 3 June 06:20 PDT; a 4-hour window
      // starting 3 June 02:20 ends exactly then.
      expect(check({ preferredWindowStart: '2026-06-03T02:20' }).ok).toBe(true);
      const late = check({ preferredWindowStart: '2026-06-03T02:21' });
      expect(late.ok === false && late.tooLate).toBe(true);
      expect(fieldsOf(late)).toEqual(['preferredWindowStart']);
    });

    it('refuses a preferred time that has passed', () => {
      expect(fieldsOf(check({ preferredWindowStart: '2026-06-01T11:00' }))).toEqual([
        'preferredWindowStart',
      ]);
    });
  });

  describe('birth and collection', () => {
    it('refuses a collection before the birth (even by a minute)', () => {
      const result = check({ birthTime: '06:21' });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems).toMatchObject([
        { field: 'collectionTime', message: 'The collection cannot be before the birth.' },
      ]);
      expect(check({ birthTime: '06:20' }).ok).toBe(true);
    });

    it('refuses a collection in the future, and accepts one at this very minute', () => {
      expect(fieldsOf(check({ collectionTime: '12:01' }))).toEqual(['collectionTime']);
      expect(check({ collectionTime: '12:00' }).ok).toBe(true);
    });

    it('refuses a birth in the future', () => {
      expect(fieldsOf(check({ birthDate: '2026-06-02', collectionDate: '2026-06-01' }))).toContain(
        'birthTime',
      );
    });
  });

  describe('time zones', () => {
    it('reads times in the hospital’s zone, not the machine’s', () => {
      // The same wall-clock time is a different instant in New York, Los Angeles and Tokyo.
      expect(instantOf('2026-06-01', '07:30', 'America/Los_Angeles')?.toISOString()).toBe(
        '2026-06-01T14:30:00.000Z',
      );
      expect(instantOf('2026-06-01', '07:30', 'America/New_York')?.toISOString()).toBe(
        '2026-06-01T11:30:00.000Z',
      );
      expect(instantOf('2026-06-01', '07:30', 'Asia/Tokyo')?.toISOString()).toBe(
        '2026-05-31T22:30:00.000Z',
      );
    });

    it('a collection at 11:30 is in the past in New York but in the future in Los Angeles at 15:00 UTC', () => {
      const now = new Date('2026-06-01T15:30:00Z'); // 11:30 in New York, 08:30 in Los Angeles
      const atHalfPastEleven = { birthTime: '06:00', collectionTime: '11:30' };
      expect(check({ ...atHalfPastEleven, timeZone: 'America/New_York' }, now).ok).toBe(true);
      expect(
        fieldsOf(check({ ...atHalfPastEleven, timeZone: 'America/Los_Angeles' }, now)),
      ).toEqual(['collectionTime']);
    });

    it('handles the clocks changing: a skipped time is refused, a repeated one is the first', () => {
      expect(instantOf('2026-03-08', '02:30', 'America/Los_Angeles')).toBeNull();
      expect(instantOf('2026-11-01', '01:30', 'America/Los_Angeles')?.toISOString()).toBe(
        '2026-11-01T08:30:00.000Z',
      );
      // Across the change the 48 hours are real hours: 8 March 01:00 PST + 48 h = 10 March 02:00 PDT.
      const now = new Date('2026-03-09T10:00:00Z');
      const march = {
        timeZone: 'America/Los_Angeles',
        birthDate: '2026-03-08',
        birthTime: '00:30',
        collectionDate: '2026-03-08',
        collectionTime: '01:00',
      };
      const result = check({ ...march, preferredWindowStart: '2026-03-09T22:00' }, now);
      expect(result.ok && result.request.labDeadline.toISOString()).toBe(
        '2026-03-10T09:00:00.000Z',
      );
      expect(fieldsOf(check({ ...march, collectionTime: '02:30' }, now))).toEqual([
        'collectionTime',
      ]);
    });

    it('refuses an unknown zone', () => {
      expect(fieldsOf(check({ timeZone: 'Mars/Olympus_Mons' }))).toEqual(['timeZone']);
    });
  });

  describe('phones', () => {
    it.each(['+44 20 7946 0958', '0612345678', '+1-916-555-0100', '(530) 555.0101'])(
      'accepts %s',
      (phone) => {
        expect(check({ contactPhone: phone, alternatePhone: phone }).ok).toBe(true);
      },
    );
    it.each(['call me', '12 34', '+1 555 010 0199 ext 2', '1234567890123456', '++15550100199'])(
      'refuses %s as the mobile and as the other number',
      (phone) => {
        expect(fieldsOf(check({ contactPhone: phone, alternatePhone: phone }))).toEqual([
          'contactPhone',
          'alternatePhone',
        ]);
      },
    );
    it('the other number is optional', () => {
      expect(check({ alternatePhone: '  ' }).ok).toBe(true);
    });
  });

  it('needs every checklist item, the kit location and a place type', () => {
    expect(
      fieldsOf(
        check({
          checklist: ['PAPERWORK_SIGNED'],
          kitLocation: 'FRIDGE',
          locationType: 'BEACH',
        }),
      ),
    ).toEqual(['locationType', 'kitLocation', 'checklist']);
  });

  it('reports every bad field at once, with a message each', () => {
    const result = check({
      place: '',
      address: 'a\u0007b',
      birthTime: '7pm',
      notes: 'n'.repeat(1001),
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toMatchObject([
      { field: 'place', message: 'The hospital or place name is required.' },
      { field: 'address', message: 'The address contains characters that are not allowed.' },
      { field: 'birthTime', message: 'Enter the time of birth as a 24-hour time (HH:MM).' },
      { field: 'notes', message: 'The access notes must be at most 1000 characters.' },
    ]);
  });
});
