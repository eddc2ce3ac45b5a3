import type { CreateUserInput } from '../generated/resolvers.generated.js';
import type { AuthUser } from '../types/auth-user.js';
import { checkText, type FieldProblem } from './field-problem.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The name the portal registers for a Google account without a display name (spec §3). It is
 * kept for registration but never answered as a name: the parent sets theirs in the profile.
 */
export const PLACEHOLDER_NAME = '{name}';

export const NAME_MAX_LENGTH = 200;

/** A stored name as it may be shown: null for none or the placeholder. */
export function displayableName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' || trimmed === PLACEHOLDER_NAME ? null : trimmed;
}

export type RegistrationCheck =
  | { user: { id: string; email: string; name: string } }
  | { forbidden: string }
  | { problems: FieldProblem[] };

/** The registration of the signed-in parent: only for themself, with their token's email. */
export function checkRegistration(input: CreateUserInput, viewer: AuthUser): RegistrationCheck {
  if (input.id !== viewer.uid) {
    return { forbidden: "input.id must be the signed-in account's id." };
  }
  const problems: FieldProblem[] = [];
  const email = checkText(problems, 'input.email', input.email, {
    required: true,
    maxLength: 254,
    label: 'The email (email)',
  });
  const name = checkText(problems, 'input.name', input.name, {
    required: true,
    maxLength: NAME_MAX_LENGTH,
    label: 'The name (name)',
  });
  if (email !== null && !EMAIL.test(email)) {
    problems.push({ field: 'input.email', message: 'The email (email) is not a valid address.' });
  }
  if (problems.length > 0 || email === null || name === null) return { problems };
  // The verified token is the authority: an account without an email (anonymous) registers
  // none, and the email registered is the token's, spelt as the token has it.
  if (viewer.email === null) {
    return { forbidden: 'input.email cannot be registered: the signed-in account has no email.' };
  }
  if (viewer.email.toLowerCase() !== email.toLowerCase()) {
    return { forbidden: "input.email must be the signed-in account's email." };
  }
  return { user: { id: viewer.uid, email: viewer.email, name } };
}

export type ProfileUpdateCheck = { name: string } | { problems: FieldProblem[] };

/** The name a parent gives themself in the profile: required, bounded, not the placeholder. */
export function checkProfileUpdate(input: { name: string }): ProfileUpdateCheck {
  const problems: FieldProblem[] = [];
  const name = checkText(problems, 'input.name', input.name, {
    required: true,
    maxLength: NAME_MAX_LENGTH,
    label: 'Your name (name)',
  });
  if (name === PLACEHOLDER_NAME) {
    problems.push({ field: 'input.name', message: 'Your name (name) is required.' });
  }
  if (problems.length > 0 || name === null) return { problems };
  return { name };
}
