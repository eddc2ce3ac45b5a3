/** Words and formats of the storage plan's billing, for the dashboard's card and the banner. */

/** `$175.00`, from cents in the plan's currency (`usd` or `USD`). */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/**
 * `January 27, 2027`. Read in UTC: renewals, due dates and terms are calendar days set by the
 * payment provider, the same for every reader whatever their time zone.
 */
export function formatBillingDate(isoDateTime: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDateTime),
  );
}

const BRANDS: Readonly<Record<string, string>> = { amex: 'American Express' };

/** The card brand as people write it: `visa` -> `Visa`, `amex` -> `American Express`. */
export function cardBrandName(brand: string): string {
  const known = BRANDS[brand.toLowerCase()];
  return known ?? brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase();
}

const INVOICE_STATUS: Readonly<Record<string, string>> = {
  paid: 'Paid',
  // An open invoice is a renewal whose payment failed (the provider retries it).
  open: 'Payment failed',
  void: 'Void',
  uncollectible: 'Uncollectible',
  draft: 'Draft',
};

/** An invoice's status as the family reads it. */
export function invoiceStatusText(status: string): string {
  return INVOICE_STATUS[status.toLowerCase()] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** `per year`, `per month`; a one-off plan (`once`) is `one payment`. */
export function perInterval(interval: string): string {
  return interval === 'once' ? 'one payment' : `per ${interval}`;
}
