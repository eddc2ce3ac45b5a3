import type { PickupDetails } from '../data/pickups-repo.js';
import type { PickupInput } from '../generated/resolvers.generated.js';
import { addDays, isCalendarDate, toCalendarDate } from './calendar-date.js';
import { checkText, type FieldProblem } from './field-problem.js';

/** A collection may be booked up to this many days after it happened (late requests). */
export const MAX_DAYS_IN_PAST = 2;
/** ...and no further ahead than this (a due date is at most ~9 months away). */
export const MAX_DAYS_AHEAD = 300;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE_CHARACTERS = /^\+?[0-9\s().-]+$/;

export type PickupCheck = { details: PickupDetails } | { problems: FieldProblem[] };

/** Validates a pick-up request; `now` decides what "the past" is. Field names match the input. */
export function checkPickupInput(input: PickupInput, now: Date): PickupCheck {
  const problems: FieldProblem[] = [];
  const place = checkText(problems, 'input.place', input.place, {
    required: true,
    maxLength: 200,
    label: input.locationType === 'HOSPITAL' ? 'The hospital name (place)' : 'The place',
  });
  const address = checkText(problems, 'input.address', input.address, {
    required: true,
    maxLength: 500,
    label: 'The address',
  });
  const notes = checkText(problems, 'input.notes', input.notes, {
    required: false,
    maxLength: 1000,
    label: 'The notes',
  });

  const today = toCalendarDate(now);
  if (!isCalendarDate(input.collectionDate)) {
    problems.push({
      field: 'input.collectionDate',
      message: 'The collection date (collectionDate) must be a date written YYYY-MM-DD.',
    });
  } else if (input.collectionDate < addDays(today, -MAX_DAYS_IN_PAST)) {
    problems.push({
      field: 'input.collectionDate',
      message: `The collection date (collectionDate) cannot be more than ${MAX_DAYS_IN_PAST} days in the past.`,
    });
  } else if (input.collectionDate > addDays(today, MAX_DAYS_AHEAD)) {
    problems.push({
      field: 'input.collectionDate',
      message: `The collection date (collectionDate) cannot be more than ${MAX_DAYS_AHEAD} days ahead.`,
    });
  }

  const collectionTime = input.collectionTime.trim();
  if (!TIME_OF_DAY.test(collectionTime)) {
    problems.push({
      field: 'input.collectionTime',
      message: 'The collection time (collectionTime) must be a 24-hour time written HH:MM.',
    });
  }

  const contactPhone = input.contactPhone.trim();
  const digits = contactPhone.replace(/\D/g, '').length;
  if (
    contactPhone.length > 32 ||
    !PHONE_CHARACTERS.test(contactPhone) ||
    digits < 7 ||
    digits > 15
  ) {
    problems.push({
      field: 'input.contactPhone',
      message:
        'The contact phone (contactPhone) must be a phone number of 7 to 15 digits, e.g. +1 555 010 0199.',
    });
  }

  if (problems.length > 0 || place === null || address === null) {
    return { problems };
  }
  return {
    details: {
      locationType: input.locationType,
      place,
      address,
      collectionDate: input.collectionDate,
      collectionTime,
      contactPhone,
      notes,
    },
  };
}
