import { randomInt } from 'node:crypto';

// As pick-up references: no 0/O, 1/I/L, so a parent can read it to support over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

export const CHECKOUT_REFERENCE_PATTERN = /^CB-[2-9A-HJKMNP-Z]{6}$/;

/** A short, human-readable checkout reference such as CB-7K3M9Q. */
export function newCheckoutReference(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `CB-${code}`;
}
