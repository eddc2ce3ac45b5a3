import type { FastifyRequest } from 'fastify';

/** The languages of the portal, hence of this service's pages and refusals. */
export type PageLocale = 'en' | 'es';

export const DEFAULT_LOCALE: PageLocale = 'en';

export const isPageLocale = (value: unknown): value is PageLocale =>
  value === 'en' || value === 'es';

/**
 * The language an `Accept-Language` header asks for: its first supported language by weight
 * (`es`, `es-MX`, ... are Spanish; `en-*` English), else English. The portal sends its active
 * language alone (`Accept-Language: es`); a browser's own header works the same way.
 */
export function localeOfAcceptLanguage(header: string | string[] | undefined): PageLocale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranges = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1])
        .find((weight) => weight !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranges.find((range) => isPageLocale(range.primary))?.primary;
  return isPageLocale(first) ? first : DEFAULT_LOCALE;
}

/** The language the request's `Accept-Language` asks for (a refusal's, a session's). */
export const requestLocale = (request: FastifyRequest): PageLocale =>
  localeOfAcceptLanguage(request.headers['accept-language']);

/** The language a page's `?lang=` (or `?locale=`) names, if it names one of the portal's. */
export function queryLocale(request: FastifyRequest): PageLocale | null {
  const query = request.query;
  if (!query || typeof query !== 'object') return null;
  const asked =
    (query as Record<string, unknown>)['lang'] ?? (query as Record<string, unknown>)['locale'];
  const value = typeof asked === 'string' ? asked.toLowerCase().split('-')[0] : null;
  return isPageLocale(value) ? value : null;
}

/**
 * A page's language: its `?lang=`, else its session's, else (a page of no session, such as an
 * expired link) the browser's `Accept-Language`.
 */
export const pageLocale = (request: FastifyRequest, kept?: PageLocale | null): PageLocale =>
  queryLocale(request) ?? kept ?? requestLocale(request);

/** The Intl locale of a page's language (the portal's: United States English and Spanish). */
export const intlLocale = (locale: PageLocale): string => (locale === 'es' ? 'es-US' : 'en-US');

/** An amount of a currency's minor units, as the page's language writes it. */
export function formatMoney(cents: number, currency: string, locale: PageLocale = 'en'): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** A day (in UTC, as the provider bills), as the page's language writes it. */
export function formatDay(
  instant: string,
  locale: PageLocale = 'en',
  dateStyle: 'long' | 'medium' = 'medium',
): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle, timeZone: 'UTC' }).format(date);
}
