import { isCalendarDate } from '@portal/rules/dates';
import type { FieldProblem } from '../field-problem.js';

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** Clocks disagree a little: an instant this far ahead of the server's is still "now". */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** An instant written ISO 8601 with a time zone (2026-05-01T06:30:00Z, ...+02:00); else null. */
export function parseInstant(value: string): Date | null {
  const match = INSTANT.exec(value.trim());
  if (!match?.[1] || !isCalendarDate(match[1])) return null;
  const instant = new Date(value.trim());
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * Checks an optional instant field: written ISO 8601 with a time zone, not in the future.
 * Answers the instant, `fallback` when the field is absent, or null after a problem.
 */
export function checkInstant(
  problems: FieldProblem[],
  field: string,
  value: string | null | undefined,
  rules: { label: string; now: Date },
): Date | null | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const instant = parseInstant(value);
  if (!instant) {
    problems.push({
      field,
      message: `${rules.label} must be a date and time written ISO 8601 with a time zone, e.g. 2026-05-01T06:30:00Z.`,
    });
    return null;
  }
  if (instant.getTime() > rules.now.getTime() + CLOCK_SKEW_MS) {
    problems.push({ field, message: `${rules.label} cannot be in the future.` });
    return null;
  }
  return instant;
}
