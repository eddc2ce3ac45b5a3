/** Instants leave the gateway as ISO 8601 text. */
export function isoOrNull(instant: Date | null | undefined): string | null {
  return instant ? instant.toISOString() : null;
}

export function iso(instant: Date): string {
  return instant.toISOString();
}
