/** The portal's language ('en', 'es') as Intl formats it for US families: en-US, es-US. */
export function intlLocale(locale: string): string {
  return locale === 'es' ? 'es-US' : 'en-US';
}
