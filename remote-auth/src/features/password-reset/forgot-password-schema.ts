import * as z from 'zod/mini';
import { emailRule } from '../auth-layout/field-rules';

export const forgotPasswordSchema = z.object({ email: emailRule });

export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
