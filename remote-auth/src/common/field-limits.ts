// What the auth forms say and allow, without the validator: a page shows these before zod
// has loaded (see form-rules.ts).
import { msg } from '@lingui/core/macro';

/**
 * The auth provider's default password policy: at least 6 characters (its upper limit is
 * 4096). The portal relies on that policy and says so before the parent submits.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 4096;
export const NAME_MAX_LENGTH = 100;

/**
 * Validation messages: specific, calm, and saying what to do. Descriptors, translated when a
 * field is checked (form-rules.ts), so they are in the parent's language at that moment.
 */
export const messages = {
  emailMissing: msg`Enter your email address`,
  emailInvalid: msg`Enter an email address like name@example.com`,
  passwordMissing: msg`Enter your password`,
  newPasswordMissing: msg`Create a password`,
  passwordTooShort: msg`Use at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: msg`Use ${PASSWORD_MAX_LENGTH} characters or fewer`,
  nameMissing: msg`Enter your name`,
  nameTooLong: msg`Use ${NAME_MAX_LENGTH} characters or fewer`,
} as const;
