import { AuthLayout } from '../features/auth-layout/AuthLayout';
import { usePageTitle } from '@portal/shared';
import { VerifyEmail } from '../features/email-verification/VerifyEmail';

export function VerifyEmailPage() {
  usePageTitle('Verify your email');
  return (
    <AuthLayout title="Verify your email">
      <VerifyEmail />
    </AuthLayout>
  );
}
