import * as z from 'zod/mini';
import { isCalendarDate } from '../dates/index.js';
import { hasControlCharacters } from '../text/control-characters.js';
import { isPhoneNumber } from './phone.js';
import { instantOf, isTimeOfDay, isTimeZone } from './time-zones.js';

/** The kit must reach the lab within this many hours of the collection. */
export const MAX_HOURS_COLLECTION_TO_LAB = 48;
/** A courier window: the courier collects the kit and brings it to the lab within it. */
export const PICKUP_WINDOW_HOURS = 4;
/** A preferred window may start at most this many days ahead. */
export const MAX_WINDOW_DAYS_AHEAD = 3;

const HOUR = 3_600_000;

export const LOCATION_TYPES = ['HOSPITAL', 'HOME'] as const;
export const KIT_LOCATIONS = ['WITH_PARENT', 'NURSES_STATION'] as const;
export const CHECKLIST_ITEMS = [
  'PAPERWORK_SIGNED',
  'MATERNAL_BLOOD_TUBES',
  'ROOM_TEMPERATURE',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** What the parent fills in (the gateway's PickupInput has the same fields). */
export interface PickupRequestInput {
  locationType: string;
  place: string;
  address: string;
  floorUnit?: string | null;
  room?: string | null;
  kitLocation: string;
  timeZone: string;
  birthDate: string;
  birthTime: string;
  collectionDate: string;
  collectionTime: string;
  contactPhone: string;
  alternatePhone?: string | null;
  notes?: string | null;
  /** The start of the preferred window, YYYY-MM-DDTHH:MM in the zone; empty: as soon as possible. */
  preferredWindowStart?: string | null;
  checklist: readonly string[];
}

export interface PickupRequest {
  locationType: (typeof LOCATION_TYPES)[number];
  place: string;
  address: string;
  floorUnit: string | null;
  room: string | null;
  kitLocation: (typeof KIT_LOCATIONS)[number];
  timeZone: string;
  birthDate: string;
  birthTime: string;
  collectionDate: string;
  collectionTime: string;
  contactPhone: string;
  alternatePhone: string | null;
  notes: string | null;
  preferredWindowStart: string | null;
  checklist: ChecklistItem[];
  birthAt: Date;
  collectionAt: Date;
  /** Null: as soon as possible. */
  windowStartAt: Date | null;
  /** When the kit must be at the lab at the latest. */
  labDeadline: Date;
}

export interface PickupProblem {
  /** The input field, as PickupRequestInput names it. */
  field: keyof PickupRequestInput;
  message: string;
  /** Set on the 48-hour refusal: the parent must call support at once. */
  reason?: 'TOO_LATE';
}

export type PickupRequestCheck =
  { ok: true; request: PickupRequest } | { ok: false; problems: PickupProblem[]; tooLate: boolean };

// zod/mini: the page bundles only the checks it uses (the classic API would add ~22 KB gz).
function text(label: string, max: number, required: boolean) {
  return z.string({ error: `${label} is required.` }).check(
    z.refine((value) => !required || value.trim().length > 0, { error: `${label} is required.` }),
    z.refine((value) => value.trim().length <= max, {
      error: `${label} must be at most ${max} characters.`,
    }),
    z.refine((value) => !hasControlCharacters(value), {
      error: `${label} contains characters that are not allowed.`,
    }),
  );
}

function pick<T extends readonly string[]>(values: T, message: string) {
  return z.enum(values as unknown as [T[number], ...T[number][]], { error: message });
}

function formatted(required: string, invalid: string, valid: (value: string) => boolean) {
  return z.string({ error: required }).check(
    z.refine((value) => value.trim().length > 0, { error: required }),
    z.refine((value) => value.trim().length === 0 || valid(value.trim()), { error: invalid }),
  );
}

const PHONE_HINT = 'e.g. +1 555 010 0199 (7 to 15 digits)';
const PHONE_MESSAGE = `Enter a mobile number the courier can call, ${PHONE_HINT}.`;

/** The shape of a request, field by field (cross-field time rules come after). */
export const pickupRequestShape = z.object({
  locationType: pick(LOCATION_TYPES, 'Choose where the kit is picked up: hospital or home.'),
  place: text('The hospital or place name', 200, true),
  address: text('The address', 500, true),
  floorUnit: z.nullish(text('The floor or unit', 100, false)),
  room: z.nullish(text('The room', 50, false)),
  kitLocation: pick(KIT_LOCATIONS, 'Tell us where the kit is: with you or at the nurses’ station.'),
  timeZone: z
    .string({ error: 'Choose the time zone of the hospital.' })
    .check(z.refine(isTimeZone, { error: 'Choose the time zone of the hospital.' })),
  birthDate: formatted(
    'Enter the date of birth.',
    'Enter the date of birth as a date (YYYY-MM-DD).',
    isCalendarDate,
  ),
  birthTime: formatted(
    'Enter the time of birth.',
    'Enter the time of birth as a 24-hour time (HH:MM).',
    isTimeOfDay,
  ),
  collectionDate: formatted(
    'Enter the date of the collection.',
    'Enter the date of the collection as a date (YYYY-MM-DD).',
    isCalendarDate,
  ),
  collectionTime: formatted(
    'Enter the time of the collection.',
    'Enter the time of the collection as a 24-hour time (HH:MM).',
    isTimeOfDay,
  ),
  contactPhone: formatted(PHONE_MESSAGE, PHONE_MESSAGE, isPhoneNumber),
  alternatePhone: z.nullish(
    z.string().check(
      z.refine((phone) => phone.trim() === '' || isPhoneNumber(phone), {
        error: `Enter the other phone number as a phone number, ${PHONE_HINT}, or leave it empty.`,
      }),
    ),
  ),
  notes: z.nullish(text('The access notes', 1000, false)),
  preferredWindowStart: z.nullish(text('The preferred time', 16, false)),
  checklist: z.array(z.string(), { error: 'Confirm each item of the checklist.' }),
});

/** A trimmed optional text: null when empty. */
const optional = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** Messages for the too-late case name the support number, so the parent can call at once. */
export function tooLateMessage(supportPhone: string): string {
  return `The kit must reach the lab within ${MAX_HOURS_COLLECTION_TO_LAB} hours of the collection, and this pick-up would be too late. Please call us now on ${supportPhone} so we can arrange it.`;
}

/**
 * Checks a pick-up request: every field, then the times (entered in the hospital's zone, turned
 * into instants): birth and collection not in the future, collection not before the birth, and
 * the courier's window ending within 48 hours of the collection. `now` decides "the future".
 */
export function checkPickupRequest(
  input: PickupRequestInput,
  options: { now: Date; supportPhone: string },
): PickupRequestCheck {
  const problems: PickupProblem[] = [];
  const parsed = pickupRequestShape.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'checklist') as keyof PickupRequestInput;
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push({ field, message: issue.message });
    }
  }
  const values = parsed.success ? parsed.data : null;
  const checklist = Array.isArray(input.checklist) ? input.checklist : [];
  if (!CHECKLIST_ITEMS.every((item) => checklist.includes(item))) {
    if (!problems.some((problem) => problem.field === 'checklist')) {
      problems.push({
        field: 'checklist',
        message: 'Confirm each item of the checklist before you send the request.',
      });
    }
  }

  const zone = isTimeZone(input.timeZone) ? input.timeZone : null;
  const at = (date: string, time: string, field: keyof PickupRequestInput): Date | null => {
    if (!zone || !isCalendarDate(date.trim()) || !isTimeOfDay(time.trim())) return null;
    const instant = instantOf(date.trim(), time.trim(), zone);
    if (!instant) {
      problems.push({
        field,
        message:
          'This time does not exist in the hospital’s time zone (the clocks changed then): enter the time shown on the clock.',
      });
    }
    return instant;
  };
  const birthAt = at(String(input.birthDate ?? ''), String(input.birthTime ?? ''), 'birthTime');
  const collectionAt = at(
    String(input.collectionDate ?? ''),
    String(input.collectionTime ?? ''),
    'collectionTime',
  );
  const now = options.now.getTime();
  if (birthAt && birthAt.getTime() > now) {
    problems.push({ field: 'birthTime', message: 'The birth cannot be in the future.' });
  }
  if (collectionAt && collectionAt.getTime() > now) {
    problems.push({
      field: 'collectionTime',
      message: 'The collection cannot be in the future: enter when the cord blood was collected.',
    });
  } else if (birthAt && collectionAt && collectionAt < birthAt) {
    problems.push({
      field: 'collectionTime',
      message: 'The collection cannot be before the birth.',
    });
  }

  let windowStartAt: Date | null = null;
  const windowText = (input.preferredWindowStart ?? '').trim();
  if (windowText !== '' && zone) {
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(windowText);
    windowStartAt = match ? instantOf(match[1] as string, match[2] as string, zone) : null;
    if (!windowStartAt) {
      problems.push({
        field: 'preferredWindowStart',
        message:
          'Enter the preferred pick-up time as a date and time, or choose “as soon as possible”.',
      });
    } else if (windowStartAt.getTime() < now - 60_000) {
      problems.push({
        field: 'preferredWindowStart',
        message:
          'The preferred pick-up time has passed: choose a later time or “as soon as possible”.',
      });
      windowStartAt = null;
    } else if (windowStartAt.getTime() > now + MAX_WINDOW_DAYS_AHEAD * 24 * HOUR) {
      problems.push({
        field: 'preferredWindowStart',
        message: `The preferred pick-up time can be at most ${MAX_WINDOW_DAYS_AHEAD} days ahead.`,
      });
      windowStartAt = null;
    }
  }

  let tooLate = false;
  const collectionOk = !problems.some((problem) =>
    ['collectionDate', 'collectionTime', 'preferredWindowStart'].includes(problem.field),
  );
  if (collectionAt && collectionOk) {
    const deadline = collectionAt.getTime() + MAX_HOURS_COLLECTION_TO_LAB * HOUR;
    const windowEnd = (windowStartAt ? windowStartAt.getTime() : now) + PICKUP_WINDOW_HOURS * HOUR;
    if (windowEnd > deadline) {
      tooLate = true;
      problems.push({
        field: windowStartAt ? 'preferredWindowStart' : 'collectionTime',
        message: tooLateMessage(options.supportPhone),
        reason: 'TOO_LATE',
      });
    }
  }

  if (problems.length > 0 || !values || !birthAt || !collectionAt) {
    return { ok: false, problems, tooLate };
  }
  return {
    ok: true,
    request: {
      locationType: values.locationType,
      place: values.place.trim(),
      address: values.address.trim(),
      floorUnit: optional(values.floorUnit),
      room: optional(values.room),
      kitLocation: values.kitLocation,
      timeZone: values.timeZone,
      birthDate: values.birthDate.trim(),
      birthTime: values.birthTime.trim(),
      collectionDate: values.collectionDate.trim(),
      collectionTime: values.collectionTime.trim(),
      contactPhone: values.contactPhone.trim(),
      alternatePhone: optional(values.alternatePhone),
      notes: optional(values.notes),
      preferredWindowStart: windowStartAt ? windowText : null,
      checklist: CHECKLIST_ITEMS.filter((item) => checklist.includes(item)),
      birthAt,
      collectionAt,
      windowStartAt,
      labDeadline: new Date(collectionAt.getTime() + MAX_HOURS_COLLECTION_TO_LAB * HOUR),
    },
  };
}
