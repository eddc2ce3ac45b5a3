import { z } from 'zod';
import { hasControlCharacters } from './control-characters.js';
import { ruleIssue } from './rule-messages.js';

export { hasControlCharacters };

/**
 * A trimmed, bounded, printable text field, with messages a parent can act on:
 * `printableText({ label: 'Your name', max: 200 })`.
 */
export function printableText({ label, max }: { label: string; max: number }) {
  return z
    .string({ error: ruleIssue('text.required', { label }) })
    .trim()
    .min(1, { error: ruleIssue('text.required', { label }) })
    .max(max, { error: ruleIssue('text.tooLong', { label, max }) })
    .refine((text) => !hasControlCharacters(text), {
      error: ruleIssue('text.characters', { label }),
    });
}
