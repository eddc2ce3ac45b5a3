import * as z from 'zod/mini';
import { emailRule, nameRule, newPasswordRule } from '../auth-layout/field-rules';

export const signUpSchema = z.object({
  name: nameRule,
  email: emailRule,
  password: newPasswordRule,
});

export type SignUpValues = z.input<typeof signUpSchema>;
