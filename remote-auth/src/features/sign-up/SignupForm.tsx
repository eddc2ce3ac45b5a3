import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@portal/shared/router';
import {
  GOOGLE_NO_EMAIL_CODE,
  clearAuthError,
  loginWithGoogle,
  routes,
  signUp,
} from '@portal/shared';
import { Body1 } from '@portal/shared/ui';
import { ErrorSummary } from '../../common/ErrorSummary';
import { PasswordField } from '../../common/PasswordField';
import { SubmitButton } from '../../common/SubmitButton';
import { TextField } from '../../common/TextField';
import { PASSWORD_MIN_LENGTH } from '../../common/field-limits';
import { useFormStyles } from '../../common/form-styles';
import { useAuthForm } from '../../common/use-auth-form';
import { authHref, useRedirectTarget } from '../../common/redirect-target';
import { usePageAuthFailure } from '../../common/use-page-auth-failure';
import { markVerificationSent } from '../../common/resend-cooldown';
import { GoogleAlternative } from '../../common/GoogleAlternative';
import { useSignInFlow } from '../../common/use-sign-in-flow';
import type { SignUpValues } from '../../common/form-rules';

const loadSignUpSchema = () =>
  import('../../common/form-rules').then((rules) => rules.signUpSchema);

/**
 * Creates the account (name, email, password under the provider's policy), which registers
 * the parent, tracks 'Account Created' and sends the verification email; then on to
 * /verify-email, keeping the redirect target.
 */
export function SignupForm() {
  const { t } = useLingui();
  const styles = useFormStyles();
  const target = useRedirectTarget();
  const failure = usePageAuthFailure();
  const { pending, run } = useSignInFlow();
  const { handleSubmit, control } = useAuthForm(loadSignUpSchema, {
    name: '',
    email: '',
    password: '',
  } satisfies SignUpValues);

  const onSubmit = handleSubmit((values) =>
    run('email', async () => {
      const user = await signUp(values);
      // The verification email has just been sent: the resend button waits its turn.
      if (user) markVerificationSent(user.id);
      return user;
    }),
  );
  const onGoogle = () => void run('google', loginWithGoogle);

  const loginHref = authHref(routes.login, target);

  return (
    <>
      {failure && (
        <ErrorSummary
          title={
            failure.code === GOOGLE_NO_EMAIL_CODE
              ? t`We could not sign you in`
              : t`We could not create your account`
          }
          message={failure.message}
        >
          {failure.code === 'auth/email-already-in-use' && (
            <RouterLink className={styles.link} to={loginHref}>
              <Trans>Sign in instead</Trans>
            </RouterLink>
          )}
          {failure.code === GOOGLE_NO_EMAIL_CODE && (
            <span>
              <Trans>
                Please choose a Google account that has an email address, or create an account with
                your email and a password.
              </Trans>
            </span>
          )}
        </ErrorSummary>
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onChange={failure ? clearAuthError : undefined}
      >
        <div className={styles.fields}>
          <TextField
            label={t`Your name`}
            autoComplete="name"
            autoCapitalize="words"
            control={control}
            name="name"
          />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            hint={t`We will send you a link to confirm it.`}
            control={control}
            name="email"
          />
          <PasswordField
            autoComplete="new-password"
            hint={t`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
            control={control}
            name="password"
          />
        </div>
        <SubmitButton
          pending={pending === 'email'}
          disabled={pending !== null}
          pendingLabel={t`Creating your account…`}
        >
          <Trans>Create account</Trans>
        </SubmitButton>
      </form>
      <GoogleAlternative pending={pending} onGoogle={onGoogle} />
      <Body1 as="p" className={styles.centered}>
        <Trans>
          Already have an account?{' '}
          <RouterLink className={styles.link} to={loginHref}>
            Sign in
          </RouterLink>
        </Trans>
      </Body1>
    </>
  );
}
