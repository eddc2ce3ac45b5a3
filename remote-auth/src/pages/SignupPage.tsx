import { AuthLayout } from '../features/auth-layout/AuthLayout';
import { usePageTitle } from '@portal/shared';
import { SignupForm } from '../features/sign-up/SignupForm';

export function SignupPage() {
  usePageTitle('Create your account');
  return (
    <AuthLayout
      title="Create your account"
      intro="It takes a minute. You will use it to follow your baby's cord blood journey."
    >
      <SignupForm />
    </AuthLayout>
  );
}
