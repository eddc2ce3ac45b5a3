import { AuthLayout } from '../features/auth-layout/AuthLayout';
import { useDocumentTitle } from '../features/auth-layout/use-document-title';
import { VerifyEmail } from '../features/email-verification/VerifyEmail';

export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  return (
    <AuthLayout title="Verify your email">
      <VerifyEmail />
    </AuthLayout>
  );
}
