/** The portal's languages: English (the spec's texts, the source) and Spanish. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language in its own words, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages the portal speaks ('es-MX' is 'es'), else English. */
export function preferredLocale(languages: readonly string[], offered: readonly Locale[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary) && offered.includes(primary)) return primary;
  }
  return SOURCE_LOCALE;
}
