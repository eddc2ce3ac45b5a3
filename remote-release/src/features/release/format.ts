const intlLocale = (locale: string) => (locale === 'es' ? 'es-US' : 'en-US');

/** A fee in cents as the page says it: "$250.00". */
export function formatFee(cents: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

/** A date and time of a step, in the page's language. */
export function formatWhen(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(instant));
}
