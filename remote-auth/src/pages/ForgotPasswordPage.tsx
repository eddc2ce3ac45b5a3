import { useLingui } from '@lingui/react/macro';
import { AuthLayout } from '../common/AuthLayout';
import { usePageTitle } from '@portal/shared';
import { ForgotPasswordForm } from '../features/password-reset/ForgotPasswordForm';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const title = t`Reset your password`;
  usePageTitle(title);
  return (
    <AuthLayout
      title={title}
      intro={t`Enter the email address you use to sign in and we will send you a link to choose a new password.`}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
