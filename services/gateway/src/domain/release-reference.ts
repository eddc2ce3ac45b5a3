import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a parent reads the reference to the bank over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const RELEASE_REFERENCE_PATTERN = /^RR-[2-9A-HJKMNP-Z]{6}$/;

/** A short, human-readable release request reference such as RR-7F3K2Q. */
export function newReleaseReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `RR-${code}`;
}
