// zod/mini: the same validation as classic zod at a fraction of the download (the auth pages
// are the portal's first load).
import * as z from 'zod/mini';

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

/** An email address, trimmed (phone keyboards add a trailing space after autocomplete). */
export const emailRule = z.pipe(
  z.string().check(z.trim(), z.minLength(1, messages.emailMissing)),
  z.email(messages.emailInvalid),
);

/** The password of an existing account: anything but empty (never trimmed). */
export const currentPasswordRule = z.string().check(z.minLength(1, messages.passwordMissing));

/** A new password under the provider's policy (the first unmet rule is shown). */
export const newPasswordRule = z
  .string()
  .check(
    z.minLength(1, { error: messages.newPasswordMissing, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
  );

export const nameRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, messages.nameMissing),
    z.maxLength(NAME_MAX_LENGTH, messages.nameTooLong),
  );
