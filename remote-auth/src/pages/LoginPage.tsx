import { AuthLayout } from '../features/auth-layout/AuthLayout';
import { useDocumentTitle } from '../features/auth-layout/use-document-title';
import { LoginForm } from '../features/sign-in/LoginForm';

export function LoginPage() {
  useDocumentTitle('Sign in');
  return (
    <AuthLayout title="Sign in" intro="Welcome back. Sign in to follow your family's journey.">
      <LoginForm />
    </AuthLayout>
  );
}
