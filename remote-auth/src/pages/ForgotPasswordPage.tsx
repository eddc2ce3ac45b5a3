import { AuthLayout } from '../features/auth-layout/AuthLayout';
import { usePageTitle } from '@portal/shared';
import { ForgotPasswordForm } from '../features/password-reset/ForgotPasswordForm';

export function ForgotPasswordPage() {
  usePageTitle('Reset your password');
  return (
    <AuthLayout
      title="Reset your password"
      intro="Enter the email address you use to sign in and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
