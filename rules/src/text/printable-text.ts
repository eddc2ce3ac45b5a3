import { z } from 'zod';

/** Control characters other than tab, newline and carriage return (U+0000 among them). */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

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
