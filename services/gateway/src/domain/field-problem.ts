/** One invalid input field, named as the client sent it (e.g. 'input.contactPhone'). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Control characters other than tab, newline and carriage return. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
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
