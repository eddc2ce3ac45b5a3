import { useLingui } from '@lingui/react/macro';
import { AuthLayout } from '../common/AuthLayout';
import { usePageTitle } from '@portal/shared';
import { LoginForm } from '../features/sign-in/LoginForm';

export function LoginPage() {
  const { t } = useLingui();
  const title = t`Sign in`;
  usePageTitle(title);
  return (
    <AuthLayout title={title} intro={t`Welcome back. Sign in to follow your family's journey.`}>
      <LoginForm />
    </AuthLayout>
  );
}
