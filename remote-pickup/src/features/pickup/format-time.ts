/** An instant as the hospital's clock shows it, with the zone's short name. */
export function formatInZone(instant: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(instant));
}

// The portal speaks US English (as every formatter of the portal); the parent's own clock.
const clockTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "10:42 AM": when a family member made a change, on the parent's clock (browser's zone). */
export function formatClockTime(instant: string): string {
  return clockTime.format(new Date(instant));
}
