import * as z from 'zod/mini';
import { isCalendarDate } from '../dates/index.js';
import { hasControlCharacters } from '../text/control-characters.js';
import {
  problemOfIssue,
  ruleIssue,
  ruleMessage,
  ruleProblem,
  type CoreRuleCode,
  type RuleLabel,
  type RuleProblem,
} from '../text/rule-messages.js';
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

/** A problem with one input field, as PickupRequestInput names it. */
export interface PickupProblem extends RuleProblem<keyof PickupRequestInput> {
  /** Set on the 48-hour refusal: the parent must call support at once. */
  reason?: 'TOO_LATE';
}

export type PickupRequestCheck =
  { ok: true; request: PickupRequest } | { ok: false; problems: PickupProblem[]; tooLate: boolean };

// zod/mini: the page bundles only the checks it uses (the classic API would add ~22 KB gz).
function text(label: RuleLabel, max: number, required: boolean) {
  const isRequired = ruleIssue('text.required', { label });
  return z.string({ error: isRequired }).check(
    z.refine((value) => !required || value.trim().length > 0, { error: isRequired }),
    z.refine((value) => value.trim().length <= max, {
      error: ruleIssue('text.tooLong', { label, max }),
    }),
    z.refine((value) => !hasControlCharacters(value), {
      error: ruleIssue('text.characters', { label }),
    }),
  );
}

function pick<T extends readonly string[]>(values: T, code: CoreRuleCode) {
  return z.enum(values as unknown as [T[number], ...T[number][]], { error: ruleIssue(code) });
}

function formatted(
  code: CoreRuleCode,
  invalidCode: CoreRuleCode,
  valid: (value: string) => boolean,
) {
  const required = ruleIssue(code);
  const invalid = ruleIssue(invalidCode);
  return z.string({ error: required }).check(
    z.refine((value) => value.trim().length > 0, { error: required }),
    z.refine((value) => value.trim().length === 0 || valid(value.trim()), { error: invalid }),
  );
}

/** The shape of a request, field by field (cross-field time rules come after). */
export const pickupRequestShape = z.object({
  locationType: pick(LOCATION_TYPES, 'pickup.locationType'),
  place: text('The hospital or place name', 200, true),
  address: text('The address', 500, true),
  floorUnit: z.nullish(text('The floor or unit', 100, false)),
  room: z.nullish(text('The room', 50, false)),
  kitLocation: pick(KIT_LOCATIONS, 'pickup.kitLocation'),
  timeZone: z
    .string({ error: ruleIssue('pickup.timeZone') })
    .check(z.refine(isTimeZone, { error: ruleIssue('pickup.timeZone') })),
  birthDate: formatted('pickup.birthDate.required', 'pickup.birthDate.invalid', isCalendarDate),
  birthTime: formatted('pickup.birthTime.required', 'pickup.birthTime.invalid', isTimeOfDay),
  collectionDate: formatted(
    'pickup.collectionDate.required',
    'pickup.collectionDate.invalid',
    isCalendarDate,
  ),
  collectionTime: formatted(
    'pickup.collectionTime.required',
    'pickup.collectionTime.invalid',
    isTimeOfDay,
  ),
  contactPhone: formatted('pickup.contactPhone', 'pickup.contactPhone', isPhoneNumber),
  alternatePhone: z.nullish(
    z.string().check(
      z.refine((phone) => phone.trim() === '' || isPhoneNumber(phone), {
        error: ruleIssue('pickup.alternatePhone'),
      }),
    ),
  ),
  notes: z.nullish(text('The access notes', 1000, false)),
  preferredWindowStart: z.nullish(text('The preferred time', 16, false)),
  checklist: z.array(z.string(), { error: ruleIssue('pickup.checklist') }),
});

/** A trimmed optional text: null when empty. */
const optional = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** Messages for the too-late case name the support number, so the parent can call at once. */
export function tooLateMessage(supportPhone: string): string {
  return ruleMessage('pickup.tooLate', tooLateValues(supportPhone));
}

const tooLateValues = (phone: string) => ({ hours: MAX_HOURS_COLLECTION_TO_LAB, phone });

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
      problems.push(problemOfIssue(field, issue.message));
    }
  }
  const values = parsed.success ? parsed.data : null;
  const checklist = Array.isArray(input.checklist) ? input.checklist : [];
  if (!CHECKLIST_ITEMS.every((item) => checklist.includes(item))) {
    if (!problems.some((problem) => problem.field === 'checklist')) {
      problems.push(ruleProblem('checklist', 'pickup.checklist.incomplete'));
    }
  }

  const zone = isTimeZone(input.timeZone) ? input.timeZone : null;
  const at = (date: string, time: string, field: keyof PickupRequestInput): Date | null => {
    if (!zone || !isCalendarDate(date.trim()) || !isTimeOfDay(time.trim())) return null;
    const instant = instantOf(date.trim(), time.trim(), zone);
    if (!instant) {
      problems.push(ruleProblem(field, 'pickup.time.nonexistent'));
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
    problems.push(ruleProblem('birthTime', 'pickup.birth.future'));
  }
  if (collectionAt && collectionAt.getTime() > now) {
    problems.push(ruleProblem('collectionTime', 'pickup.collection.future'));
  } else if (birthAt && collectionAt && collectionAt < birthAt) {
    problems.push(ruleProblem('collectionTime', 'pickup.collection.beforeBirth'));
  }

  let windowStartAt: Date | null = null;
  const windowText = (input.preferredWindowStart ?? '').trim();
  if (windowText !== '' && zone) {
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(windowText);
    windowStartAt = match ? instantOf(match[1] as string, match[2] as string, zone) : null;
    if (!windowStartAt) {
      problems.push(ruleProblem('preferredWindowStart', 'pickup.window.invalid'));
    } else if (windowStartAt.getTime() < now - 60_000) {
      problems.push(ruleProblem('preferredWindowStart', 'pickup.window.past'));
      windowStartAt = null;
    } else if (windowStartAt.getTime() > now + MAX_WINDOW_DAYS_AHEAD * 24 * HOUR) {
      problems.push(
        ruleProblem('preferredWindowStart', 'pickup.window.tooFar', {
          days: MAX_WINDOW_DAYS_AHEAD,
        }),
      );
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
        ...ruleProblem(
          windowStartAt ? 'preferredWindowStart' : 'collectionTime',
          'pickup.tooLate',
          tooLateValues(options.supportPhone),
        ),
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
