import * as z from 'zod/mini';
import { isCalendarDate } from '../dates/index.js';
import { isPhoneNumber } from '../pickup/phone.js';
import { hasControlCharacters } from '../text/control-characters.js';
import { isEmailAddress } from '../text/email-address.js';
import {
  problemOfIssue,
  ruleIssue,
  ruleProblem,
  type CoreRuleCode,
  type RuleLabel,
  type RuleProblem,
} from '../text/rule-messages.js';

export { isEmailAddress };

/** A due date may lie this many days in the past (a baby may come after it)… */
export const DUE_DATE_MAX_DAYS_PAST = 14;
/** …and at most this many days ahead (a full pregnancy from today). */
export const DUE_DATE_MAX_DAYS_AHEAD = 294;

/** Where a collection kit can be shipped. */
export const SHIPPING_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number]['code'];

export interface AddressInput {
  line1: string;
  line2?: string | null;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** What a parent types to order a kit (the gateway's OrderCheckoutInput has the same fields). */
export interface OrderCheckoutInput {
  planCode: string;
  parentName: string;
  phone: string;
  dueDate: string;
  shippingAddress: AddressInput;
}

/** What a giver types to buy a plan for someone (the gateway's GiftCheckoutInput). */
export interface GiftCheckoutInput {
  planCode: string;
  giverName: string;
  recipientName: string;
  recipientEmail: string;
  message?: string | null;
}

export interface Address {
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postalCode: string;
  country: ShippingCountry;
}
export interface OrderCheckout {
  planCode: string;
  parentName: string;
  phone: string;
  dueDate: string;
  shippingAddress: Address;
}
export interface GiftCheckout {
  planCode: string;
  giverName: string;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
}

/** A problem with one field; `field` is its path in the input (`shippingAddress.city`). */
export type CommerceProblem = RuleProblem;

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: CommerceProblem[] };

// zod/mini, as in the pick-up rules: the page bundles only the checks it uses.
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

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/;

const planCode = z
  .string({ error: ruleIssue('commerce.plan') })
  .check(
    z.refine((value) => /^[a-z0-9-]{1,40}$/.test(value), { error: ruleIssue('commerce.plan') }),
  );

const addressShapeWith = (missingCountry: CoreRuleCode, otherCountry: CoreRuleCode) =>
  z.object({
    line1: text('The street address', 200, true),
    line2: z.nullish(text('The apartment, suite or unit', 100, false)),
    city: text('The city', 100, true),
    region: text('The state, province or region', 100, true),
    postalCode: z.string({ error: ruleIssue('commerce.postalCode.required') }).check(
      z.refine((value) => value.trim().length > 0, {
        error: ruleIssue('commerce.postalCode.required'),
      }),
      z.refine((value) => value.trim().length === 0 || POSTAL_CODE.test(value.trim()), {
        error: ruleIssue('commerce.postalCode.invalid'),
      }),
    ),
    country: z.string({ error: ruleIssue(missingCountry) }).check(
      z.refine((value) => SHIPPING_COUNTRIES.some((country) => country.code === value), {
        error: ruleIssue(otherCountry),
      }),
    ),
  });

const addressShape = addressShapeWith(
  'commerce.shippingCountry.missing',
  'commerce.shippingCountry.other',
);
const mailingAddressShape = addressShapeWith(
  'commerce.mailingCountry.missing',
  'commerce.mailingCountry.other',
);

const PHONE_MESSAGE = ruleIssue('commerce.phone');

const orderShape = z.object({
  planCode,
  parentName: text('Your full name', 120, true),
  phone: z
    .string({ error: PHONE_MESSAGE })
    .check(z.refine((value) => isPhoneNumber(value), { error: PHONE_MESSAGE })),
  dueDate: z.string({ error: ruleIssue('commerce.dueDate.required') }).check(
    z.refine((value) => value.trim().length > 0, { error: ruleIssue('commerce.dueDate.required') }),
    z.refine((value) => value.trim().length === 0 || isCalendarDate(value.trim()), {
      error: ruleIssue('commerce.dueDate.invalid'),
    }),
  ),
  shippingAddress: addressShape,
});

const giftShape = z.object({
  planCode,
  giverName: text('Your name', 120, true),
  recipientName: text("The recipient's name", 120, true),
  recipientEmail: z.string({ error: ruleIssue('commerce.recipientEmail.required') }).check(
    z.refine((value) => value.trim().length > 0, {
      error: ruleIssue('commerce.recipientEmail.required'),
    }),
    z.refine((value) => value.trim().length === 0 || isEmailAddress(value), {
      error: ruleIssue('commerce.recipientEmail.invalid'),
    }),
  ),
  message: z.nullish(text('The message', 500, false)),
});

function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const seen = new Set<string>();
  const problems: CommerceProblem[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push(problemOfIssue(field, issue.message));
  }
  return problems;
}

const optional = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

function trimmedAddress(address: AddressInput): Address {
  return {
    line1: address.line1.trim(),
    line2: optional(address.line2),
    city: address.city.trim(),
    region: address.region.trim(),
    postalCode: address.postalCode.trim().toUpperCase(),
    country: address.country as ShippingCountry,
  };
}

/**
 * Checks a mailing address (the profile's): the shipping address's rules, with problems named
 * under `field` (`mailingAddress.city`).
 */
export function checkMailingAddress(input: AddressInput, field: string): Checked<Address> {
  const parsed = mailingAddressShape.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: problemsOf(parsed.error.issues).map((problem) => ({
        ...problem,
        field: `${field}.${problem.field}`,
      })),
    };
  }
  return { ok: true, value: trimmedAddress(parsed.data) };
}

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Checks an order: every field, then the due date against `today` (YYYY-MM-DD, the parent's
 * calendar day; the gateway passes the latest "today" on Earth so it never refuses a parent who
 * is ahead of the server).
 */
export function checkOrderCheckout(
  input: OrderCheckoutInput,
  options: { today: string },
): Checked<OrderCheckout> {
  const parsed = orderShape.safeParse(input);
  const problems = parsed.success ? [] : problemsOf(parsed.error.issues);
  const dueDate = typeof input?.dueDate === 'string' ? input.dueDate.trim() : '';
  if (isCalendarDate(dueDate) && !problems.some((problem) => problem.field === 'dueDate')) {
    const ahead = daysBetween(options.today, dueDate);
    if (ahead < -DUE_DATE_MAX_DAYS_PAST) {
      problems.push(
        ruleProblem('dueDate', 'commerce.dueDate.past', { days: DUE_DATE_MAX_DAYS_PAST }),
      );
    } else if (ahead > DUE_DATE_MAX_DAYS_AHEAD) {
      problems.push(
        ruleProblem('dueDate', 'commerce.dueDate.ahead', { weeks: DUE_DATE_MAX_DAYS_AHEAD / 7 }),
      );
    }
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const { data } = parsed;
  return {
    ok: true,
    value: {
      planCode: data.planCode,
      parentName: data.parentName.trim(),
      phone: data.phone.trim(),
      dueDate,
      shippingAddress: trimmedAddress(data.shippingAddress),
    },
  };
}

/** Checks a gift purchase, every field. */
export function checkGiftCheckout(input: GiftCheckoutInput): Checked<GiftCheckout> {
  const parsed = giftShape.safeParse(input);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error.issues) };
  const { data } = parsed;
  return {
    ok: true,
    value: {
      planCode: data.planCode,
      giverName: data.giverName.trim(),
      recipientName: data.recipientName.trim(),
      recipientEmail: data.recipientEmail.trim(),
      message: optional(data.message),
    },
  };
}
