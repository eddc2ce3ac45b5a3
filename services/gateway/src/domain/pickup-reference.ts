import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a parent reads the reference to a courier over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

export const PICKUP_REFERENCE_PATTERN = /^PU-[2-9A-HJKMNP-Z]{6}$/;

/** A short, human-readable pick-up reference such as PU-7F3K2Q. */
export function newPickupReference(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `PU-${code}`;
}
