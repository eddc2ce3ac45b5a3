import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { giftTermCents } from '@portal/rules/commerce';
import { intlLocale } from './intl-locale';

/** `$175.00` in the plan's currency, for the portal's language (`i18n.locale`). */
export function formatAmount(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** `$175.00 per year`, in the portal's language. */
export function formatPrice(
  plan: { priceCents: number; currency: string; interval: string },
  i18n: I18n,
): string {
  const amount = formatAmount(plan.priceCents, plan.currency, i18n.locale);
  switch (plan.interval) {
    case 'year':
      return i18n._(msg`${amount} per year`);
    case 'month':
      return i18n._(msg`${amount} per month`);
    case 'once':
      return i18n._(msg`${amount} one payment`);
    // A gift's price is its fixed term (see asGiftTerm).
    case 'first-year':
      return i18n._(msg`${amount} for the first year`);
    default: {
      const interval = plan.interval;
      return i18n._(msg`${amount} per ${interval}`);
    }
  }
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
