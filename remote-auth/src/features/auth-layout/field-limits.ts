// What the auth forms say and allow, without the validator: a page shows these before zod
// has loaded (see form-rules.ts).

/** Validation messages: specific, calm, and saying what to do. */
export const messages = {
  emailMissing: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  passwordMissing: 'Enter your password',
  newPasswordMissing: 'Create a password',
  passwordTooShort: 'Use at least 6 characters',
  passwordTooLong: 'Use 4096 characters or fewer',
  nameMissing: 'Enter your name',
  nameTooLong: 'Use 100 characters or fewer',
} as const;

/**
 * The auth provider's default password policy: at least 6 characters (its upper limit is
 * 4096). The portal relies on that policy and says so before the parent submits.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 4096;
export const NAME_MAX_LENGTH = 100;
