import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@portal/shared/router';
import {
  GOOGLE_NO_EMAIL_CODE,
  clearAuthError,
  loginWithEmail,
  loginWithGoogle,
  routes,
  useAuth,
  withRedirect,
} from '@portal/shared';
import { Body1 } from '@portal/shared/ui';
import { ErrorSummary } from '../../common/ErrorSummary';
import { Notice } from '../../common/Notice';
import { PasswordField } from '../../common/PasswordField';
import { SubmitButton } from '../../common/SubmitButton';
import { TextField } from '../../common/TextField';
import { useFormStyles } from '../../common/form-styles';
import { useAuthForm } from '../../common/use-auth-form';
import { authHref, useRedirectTarget } from '../../common/redirect-target';
import { usePageAuthFailure } from '../../common/use-page-auth-failure';
import { GoogleAlternative } from '../../common/GoogleAlternative';
import type { SignInValues } from '../../common/form-rules';
import { useSignInFlow } from '../../common/use-sign-in-flow';
import type { ForgotPasswordState } from '../../common/forgot-password-state';

const loadSignInSchema = () =>
  import('../../common/form-rules').then((rules) => rules.signInSchema);

/** What the forgot-password page may pre-fill (history state, never the URL). */

/**
 * Sign in with email and password, or with Google (popup). On success the parent goes to the
 * `redirect` target when it is a safe same-origin path, otherwise to /portal.
 */
export function LoginForm() {
  const { t } = useLingui();
  const styles = useFormStyles();
  const target = useRedirectTarget();
  const failure = usePageAuthFailure();
  const { user, loading, signingOut } = useAuth();
  const { pending, run } = useSignInFlow();
  const { handleSubmit, control, values } = useAuthForm(loadSignInSchema, {
    email: '',
    password: '',
  } satisfies SignInValues);
  const { email } = values;

  const onSubmit = handleSubmit((values) =>
    run('email', () => loginWithEmail(values.email, values.password)),
  );
  const onGoogle = () => void run('google', loginWithGoogle);

  const alreadySignedIn = !loading && !signingOut && !!user && pending === null;
  const accountEmail = user?.email;

  return (
    <>
      {alreadySignedIn && (
        <Notice intent="info" title={t`You are already signed in`}>
          {accountEmail ? (
            <span>
              <Trans>As {accountEmail}.</Trans>
            </span>
          ) : null}
          <RouterLink
            className={styles.link}
            to={user.emailVerified ? target : withRedirect(routes.verifyEmail, target)}
          >
            <Trans>Continue to your portal</Trans>
          </RouterLink>
        </Notice>
      )}
      {failure && (
        <ErrorSummary title={t`We could not sign you in`} message={failure.message}>
          {failure.code === GOOGLE_NO_EMAIL_CODE && (
            <span>
              <Trans>
                Please choose a Google account that has an email address, or sign in with your email
                and password.
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
            label={t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            control={control}
            name="email"
          />
          <PasswordField autoComplete="current-password" control={control} name="password" />
          <RouterLink
            className={styles.link}
            to={authHref(routes.forgotPassword, target)}
            state={{ email: email.trim() } satisfies ForgotPasswordState}
          >
            <Trans>Forgot your password?</Trans>
          </RouterLink>
        </div>
        <SubmitButton
          pending={pending === 'email'}
          disabled={pending !== null}
          pendingLabel={t`Signing you in…`}
        >
          <Trans>Sign in</Trans>
        </SubmitButton>
      </form>
      <GoogleAlternative pending={pending} onGoogle={onGoogle} />
      <Body1 as="p" className={styles.centered}>
        <Trans>
          New to the portal?{' '}
          <RouterLink className={styles.link} to={authHref(routes.signup, target)}>
            Create an account
          </RouterLink>
        </Trans>
      </Body1>
    </>
  );
}
