import { useLingui } from '@lingui/react/macro';
import { AuthLayout } from '../common/AuthLayout';
import { usePageTitle } from '@portal/shared';
import { VerifyEmail } from '../features/email-verification/VerifyEmail';

export function VerifyEmailPage() {
  const { t } = useLingui();
  const title = t`Verify your email`;
  usePageTitle(title);
  return (
    <AuthLayout title={title}>
      <VerifyEmail />
    </AuthLayout>
  );
}
