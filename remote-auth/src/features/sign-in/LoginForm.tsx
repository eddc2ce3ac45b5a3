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
import { ErrorSummary } from '../auth-layout/ErrorSummary';
import { Notice } from '../auth-layout/Notice';
import { PasswordField } from '../auth-layout/PasswordField';
import { SubmitButton } from '../auth-layout/SubmitButton';
import { TextField } from '../auth-layout/TextField';
import { useFormStyles } from '../auth-layout/form-styles';
import { useAuthForm } from '../auth-layout/use-auth-form';
import { authHref, useRedirectTarget } from '../auth-layout/redirect-target';
import { usePageAuthFailure } from '../auth-layout/use-page-auth-failure';
import { GoogleAlternative } from './GoogleAlternative';
import type { SignInValues } from '../auth-layout/form-rules';
import { useSignInFlow } from './use-sign-in-flow';

const loadSignInSchema = () =>
  import('../auth-layout/form-rules').then((rules) => rules.signInSchema);

/** What the forgot-password page may pre-fill (history state, never the URL). */
export interface ForgotPasswordState {
  email?: string;
}

/**
 * Sign in with email and password, or with Google (popup). On success the parent goes to the
 * `redirect` target when it is a safe same-origin path, otherwise to /portal.
 */
export function LoginForm() {
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

  return (
    <>
      {alreadySignedIn && (
        <Notice intent="info" title="You are already signed in">
          {user.email ? <span>As {user.email}.</span> : null}
          <RouterLink
            className={styles.link}
            to={user.emailVerified ? target : withRedirect(routes.verifyEmail, target)}
          >
            Continue to your portal
          </RouterLink>
        </Notice>
      )}
      {failure && (
        <ErrorSummary title="We could not sign you in" message={failure.message}>
          {failure.code === GOOGLE_NO_EMAIL_CODE && (
            <span>
              Please choose a Google account that has an email address, or sign in with your email
              and password.
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
            label="Email"
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
            Forgot your password?
          </RouterLink>
        </div>
        <SubmitButton
          pending={pending === 'email'}
          disabled={pending !== null}
          pendingLabel="Signing you in…"
        >
          Sign in
        </SubmitButton>
      </form>
      <GoogleAlternative pending={pending} onGoogle={onGoogle} />
      <Body1 as="p" className={styles.centered}>
        New to the portal?{' '}
        <RouterLink className={styles.link} to={authHref(routes.signup, target)}>
          Create an account
        </RouterLink>
      </Body1>
    </>
  );
}
