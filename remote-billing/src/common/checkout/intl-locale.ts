/** The Intl locale for the portal's language: Spanish and English as spoken in the US. */
export const intlLocale = (locale: string) => (locale === 'es' ? 'es-US' : 'en-US');
