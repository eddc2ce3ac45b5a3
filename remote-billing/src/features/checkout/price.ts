import { giftTermCents } from '@portal/rules/commerce';

const INTERVALS: Record<string, string> = {
  year: 'per year',
  month: 'per month',
  once: 'one payment',
  // A gift's price is its fixed term (see asGiftTerm).
  'first-year': 'for the first year',
};

/** `$175.00` in the plan's currency. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** `$175.00 per year`. */
export function formatPrice(plan: {
  priceCents: number;
  currency: string;
  interval: string;
}): string {
  const interval = INTERVALS[plan.interval] ?? `per ${plan.interval}`;
  return `${formatAmount(plan.priceCents, plan.currency)} ${interval}`;
}

/**
 * The plan as a gift sells it: one payment for the first year of storage ("$180.00 for the
 * first year" for the monthly plan), the amount the gateway charges (@portal/rules/commerce).
 */
export function asGiftTerm<Plan extends { priceCents: number; interval: string }>(
  plan: Plan,
): Plan {
  return { ...plan, priceCents: giftTermCents(plan), interval: 'first-year' };
}
