import { addDays, isCalendarDate, utcCalendarDate } from '@portal/rules/dates';
import type { JourneyStage, StaffCreateOrderInput } from '../../generated/resolvers.generated.js';
import { checkText, type FieldProblem } from '../field-problem.js';
import { checkInstant } from './instants.js';

export const DEFAULT_PLAN_CODE = 'annual';
/** A due date is at most ~9 months away... */
export const DUE_DATE_MAX_DAYS_AHEAD = 300;
/** ...and an order for an older child (records moved from elsewhere) at most 5 years back. */
export const DUE_DATE_MAX_DAYS_PAST = 5 * 366;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateOrderRequest {
  parentEmail: string;
  childName: string;
  dueDate: string | null;
  planCode: string;
  purchaserName: string | null;
  stage: JourneyStage;
  /** When the steps before `stage` happened. */
  at: Date;
}

export type CreateOrderCheck = { request: CreateOrderRequest } | { problems: FieldProblem[] };

/** Validates a staff request for a new order; `planCodes` are the plans that exist. */
export function checkCreateOrder(
  input: StaffCreateOrderInput,
  now: Date,
  planCodes: readonly string[],
): CreateOrderCheck {
  const problems: FieldProblem[] = [];
  const parentEmail = checkText(problems, 'input.parentEmail', input.parentEmail, {
    required: true,
    maxLength: 254,
    label: "The parent's email (parentEmail)",
  });
  if (parentEmail !== null && problems.length === 0 && !EMAIL.test(parentEmail)) {
    problems.push({
      field: 'input.parentEmail',
      message: "The parent's email (parentEmail) is not a valid address.",
    });
  }
  const childName = checkText(problems, 'input.childName', input.childName, {
    required: true,
    maxLength: 200,
    label: "The child's name (childName)",
  });
  const purchaserName = checkText(problems, 'input.purchaserName', input.purchaserName, {
    required: false,
    maxLength: 200,
    label: "The purchaser's name (purchaserName)",
  });

  const dueDate = input.dueDate?.trim() || null;
  if (dueDate !== null) {
    const today = utcCalendarDate(now);
    if (!isCalendarDate(dueDate)) {
      problems.push({
        field: 'input.dueDate',
        message: 'The due date (dueDate) must be a date written YYYY-MM-DD.',
      });
    } else if (dueDate > addDays(today, DUE_DATE_MAX_DAYS_AHEAD)) {
      problems.push({
        field: 'input.dueDate',
        message: `The due date (dueDate) cannot be more than ${DUE_DATE_MAX_DAYS_AHEAD} days ahead.`,
      });
    } else if (dueDate < addDays(today, -DUE_DATE_MAX_DAYS_PAST)) {
      problems.push({
        field: 'input.dueDate',
        message: 'The due date (dueDate) cannot be more than 5 years in the past.',
      });
    }
  }

  const planCode = input.planCode?.trim() || DEFAULT_PLAN_CODE;
  if (!planCodes.includes(planCode)) {
    problems.push({
      field: 'input.planCode',
      message: `There is no plan ${JSON.stringify(planCode)} (planCode): choose one of ${planCodes.join(', ') || '(no plans yet)'}.`,
    });
  }

  const at = checkInstant(problems, 'input.at', input.at, { label: 'When (at)', now });

  if (problems.length > 0 || parentEmail === null || childName === null || at === null) {
    return { problems };
  }
  return {
    request: {
      parentEmail: parentEmail.toLowerCase(),
      childName,
      dueDate,
      planCode,
      purchaserName,
      stage: input.stage ?? 'KIT_SHIPPED',
      at: at ?? now,
    },
  };
}
