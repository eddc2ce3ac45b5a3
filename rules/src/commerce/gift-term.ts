/** A gift pays a fixed term: the plan's first year of storage, whatever its billing interval. */
export const GIFT_TERM_MONTHS = 12;

const PERIODS_PER_YEAR: Record<string, number> = { month: 12, year: 1 };

/** What a gift of the plan costs: its price for the first year (12 months of a monthly plan). */
export function giftTermCents(plan: { priceCents: number; interval: string }): number {
  return plan.priceCents * (PERIODS_PER_YEAR[plan.interval] ?? 1);
}
