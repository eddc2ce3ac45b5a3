// The auth forms' rules. zod/mini: the same validation as classic zod at a fraction of the
// download; this module and zod load when the parent first presses a key or a pointer
// (use-auth-form.ts), so /login's first load carries neither.
import * as z from 'zod/mini';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@portal/shared';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  messages,
} from './field-limits';

/** A rule's message, in the language the portal speaks when the field is checked. */
const say = (message: MessageDescriptor) => ({ error: () => i18n._(message) });

/** An email address, trimmed (phone keyboards add a trailing space after autocomplete). */
export const emailRule = z.pipe(
  z.string().check(z.trim(), z.minLength(1, say(messages.emailMissing))),
  z.email(say(messages.emailInvalid)),
);

/** The password of an existing account: anything but empty (never trimmed). */
export const currentPasswordRule = z.string().check(z.minLength(1, say(messages.passwordMissing)));

/** A new password under the provider's policy (the first unmet rule is shown). */
export const newPasswordRule = z
  .string()
  .check(
    z.minLength(1, { ...say(messages.newPasswordMissing), abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, say(messages.passwordTooShort)),
    z.maxLength(PASSWORD_MAX_LENGTH, say(messages.passwordTooLong)),
  );

export const nameRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, say(messages.nameMissing)),
    z.maxLength(NAME_MAX_LENGTH, say(messages.nameTooLong)),
  );

export const signInSchema = z.object({
  email: emailRule,
  password: currentPasswordRule,
});
export type SignInValues = z.input<typeof signInSchema>;

export const signUpSchema = z.object({
  name: nameRule,
  email: emailRule,
  password: newPasswordRule,
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailRule });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
