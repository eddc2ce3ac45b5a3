const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A deliverable-looking address: one @, a dotted domain, no spaces, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}
