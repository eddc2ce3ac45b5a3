import { hasControlCharacters } from '@portal/rules/text';

/** One invalid input field, named as the client sent it (e.g. 'input.contactPhone'). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Checks a free-text field: trimmed, required or optional, bounded, printable. */
export function checkText(
  problems: FieldProblem[],
  field: string,
  value: string | null | undefined,
  rules: { required: boolean; maxLength: number; label: string },
): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') {
    if (rules.required) problems.push({ field, message: `${rules.label} is required.` });
    return null;
  }
  if (trimmed.length > rules.maxLength) {
    problems.push({
      field,
      message: `${rules.label} must be at most ${rules.maxLength} characters.`,
    });
  } else if (hasControlCharacters(trimmed)) {
    problems.push({ field, message: `${rules.label} contains characters that are not allowed.` });
  }
  return trimmed;
}
