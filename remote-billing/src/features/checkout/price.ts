const INTERVALS: Record<string, string> = {
  year: 'per year',
  month: 'per month',
  once: 'one payment',
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
