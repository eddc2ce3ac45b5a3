/**
 * "Nov 27, 10:42 AM" (or "27 nov, 10:42 a.m." in Spanish): when a notification happened, in
 * the parent's time zone and language.
 */
export function notificationTime(isoDateTime: string, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(isoDateTime));
}
