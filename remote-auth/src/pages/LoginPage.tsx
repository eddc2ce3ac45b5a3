import { AuthLayout } from '../features/auth-layout/AuthLayout';
import { usePageTitle } from '@portal/shared';
import { LoginForm } from '../features/sign-in/LoginForm';

export function LoginPage() {
  usePageTitle('Sign in');
  return (
    <AuthLayout title="Sign in" intro="Welcome back. Sign in to follow your family's journey.">
      <LoginForm />
    </AuthLayout>
  );
}
