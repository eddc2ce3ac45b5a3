/** Words and formats of the storage plan's billing, for the dashboard's card and the banner. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@portal/shared';
import { intlLocale } from '../../ui/intl-locale';

type Translate = (descriptor: MessageDescriptor) => string;
const activeLanguage: Translate = (descriptor) => i18n._(descriptor);

/**
 * `$175.00`, from cents in the plan's currency (`usd` or `USD`), for the portal's language
 * (`locale`: 'en', 'es'; Intl writes it for es-US).
 */
export function formatMoney(cents: number, currency: string, locale: string = i18n.locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/**
 * `January 27, 2027`. Read in UTC: renewals, due dates and terms are calendar days set by the
 * payment provider, the same for every reader whatever their time zone.
 */
export function formatBillingDate(isoDateTime: string, locale: string = i18n.locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDateTime),
  );
}

const BRANDS: Readonly<Record<string, string>> = { amex: 'American Express' };

/** The card brand as people write it: `visa` -> `Visa`, `amex` -> `American Express`. */
export function cardBrandName(brand: string): string {
  const known = BRANDS[brand.toLowerCase()];
  return known ?? brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase();
}

const INVOICE_STATUS: Readonly<Record<string, MessageDescriptor>> = {
  paid: msg`Paid`,
  // Issued and not paid yet; while the plan is past due, its payment failed (below).
  open: msg`Due`,
  void: msg`Void`,
  uncollectible: msg`Uncollectible`,
  draft: msg`Draft`,
};

const PAYMENT_FAILED = msg`Payment failed`;

/**
 * An invoice's status as the family reads it (a status we do not know, as the provider names
 * it). An open invoice of a plan that is past due is the renewal whose payment failed.
 */
export function invoiceStatusText(
  status: string,
  translate: Translate = activeLanguage,
  pastDue = false,
): string {
  if (pastDue && status.toLowerCase() === 'open') return translate(PAYMENT_FAILED);
  const known = INVOICE_STATUS[status.toLowerCase()];
  return known ? translate(known) : status.charAt(0).toUpperCase() + status.slice(1);
}

const INTERVALS: Readonly<Record<string, MessageDescriptor>> = {
  day: msg`per day`,
  week: msg`per week`,
  month: msg`per month`,
  year: msg`per year`,
  once: msg`one payment`,
};

/** `per year`, `per month`; a one-off plan (`once`) is `one payment`. */
export function perInterval(interval: string, translate: Translate = activeLanguage): string {
  const known = INTERVALS[interval];
  return translate(known ?? msg`per ${interval}`);
}
