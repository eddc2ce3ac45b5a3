import { z } from 'zod';
import { hasControlCharacters } from './control-characters.js';

export { hasControlCharacters };

/**
 * A trimmed, bounded, printable text field, with messages a parent can act on:
 * `printableText({ label: 'Your name', max: 200 })`.
 */
export function printableText({ label, max }: { label: string; max: number }) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((text) => !hasControlCharacters(text), {
      error: `${label} contains characters that are not allowed.`,
    });
}
