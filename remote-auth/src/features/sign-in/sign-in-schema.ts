import * as z from 'zod/mini';
import { currentPasswordRule, emailRule } from '../auth-layout/field-rules';

export const signInSchema = z.object({
  email: emailRule,
  password: currentPasswordRule,
});

export type SignInValues = z.input<typeof signInSchema>;
