import type { CommerceProblem } from './checkout-input.js';

/** The order flow's form steps and the input fields each one holds (account and payment hold none). */
export const ORDER_STEP_FIELDS = {
  plan: ['planCode'],
  details: ['parentName', 'phone', 'dueDate'],
  shipping: ['shippingAddress'],
} as const;

/** The gift flow's form steps. */
export const GIFT_STEP_FIELDS = {
  plan: ['planCode'],
  recipient: ['giverName', 'recipientName', 'recipientEmail', 'message'],
} as const;

/** The problems that belong to a step: its fields and everything under them. */
export function problemsInStep(
  problems: readonly CommerceProblem[],
  fields: readonly string[],
): CommerceProblem[] {
  return problems.filter((problem) =>
    fields.some((field) => problem.field === field || problem.field.startsWith(`${field}.`)),
  );
}

/** An idempotency key: what the page sends so that a double click or a retry starts one checkout. */
export function isIdempotencyKey(value: string): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
