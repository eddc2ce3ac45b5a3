/** The Intl locale for the portal's language: US English, or the Spanish of the US. */
export function intlLocale(locale: string): string {
  return locale === 'es' ? 'es-US' : 'en-US';
}

/** An instant as the hospital's clock shows it, with the zone's short name. */
export function formatInZone(instant: string, timeZone: string | null, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(instant));
}

/** "10:42 AM": when a family member made a change, on the parent's clock (browser's zone). */
export function formatClockTime(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/**
 * A time zone as the form offers it: its name ("America/New York") in English, the zone's
 * own name in another language with the city ("Hora oriental (New York)").
 */
export function timeZoneLabel(zone: string, locale: string): string {
  const name = zone.replace(/_/g, ' ');
  if (locale === 'en') return name;
  try {
    const generic = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    // A zone without a name of its own (UTC: "GMT+00:00") keeps its identifier.
    if (!generic || generic.startsWith('GMT') || !name.includes('/')) return name;
    const city = name.slice(name.lastIndexOf('/') + 1);
    return `${generic.charAt(0).toLocaleUpperCase(intlLocale(locale))}${generic.slice(1)} (${city})`;
  } catch {
    return name;
  }
}
