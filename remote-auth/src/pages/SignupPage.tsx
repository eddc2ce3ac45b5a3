import { useLingui } from '@lingui/react/macro';
import { AuthLayout } from '../common/AuthLayout';
import { usePageTitle } from '@portal/shared';
import { SignupForm } from '../features/sign-up/SignupForm';

export function SignupPage() {
  const { t } = useLingui();
  const title = t`Create your account`;
  usePageTitle(title);
  return (
    <AuthLayout
      title={title}
      intro={t`It takes a minute. You will use it to follow your baby's cord blood journey.`}
    >
      <SignupForm />
    </AuthLayout>
  );
}
