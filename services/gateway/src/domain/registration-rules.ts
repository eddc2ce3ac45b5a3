import type { AuthUser } from '../auth/auth-user.js';
import type { CreateUserInput } from '../generated/resolvers.generated.js';
import { checkText, type FieldProblem } from './field-problem.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type RegistrationCheck =
  | { user: { id: string; email: string; name: string } }
  | { forbidden: string }
  | { problems: FieldProblem[] };

/** The registration of the signed-in parent: only for themself, with their own email. */
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
    maxLength: 200,
    label: 'The name (name)',
  });
  if (email !== null && !EMAIL.test(email)) {
    problems.push({ field: 'input.email', message: 'The email (email) is not a valid address.' });
  }
  if (problems.length > 0 || email === null || name === null) return { problems };
  if (viewer.email !== null && viewer.email.toLowerCase() !== email.toLowerCase()) {
    return { forbidden: "input.email must be the signed-in account's email." };
  }
  return { user: { id: viewer.uid, email, name } };
}
