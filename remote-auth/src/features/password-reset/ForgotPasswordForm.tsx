import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from '@portal/shared/router';
import { clearAuthError, routes, sendPasswordReset } from '@portal/shared';
import { Body1, Button, makeStyles, tokens } from '@portal/shared/ui';
import { ErrorSummary } from '../../common/ErrorSummary';
import { Notice } from '../../common/Notice';
import { SubmitButton } from '../../common/SubmitButton';
import { TextField } from '../../common/TextField';
import { useFormStyles } from '../../common/form-styles';
import { useAuthForm } from '../../common/use-auth-form';
import { authHref, useRedirectTarget } from '../../common/redirect-target';
import { usePageAuthFailure } from '../../common/use-page-auth-failure';
import type { ForgotPasswordState } from '../../common/forgot-password-state';
import type { ForgotPasswordValues } from '../../common/form-rules';

const loadForgotPasswordSchema = () =>
  import('../../common/form-rules').then((rules) => rules.forgotPasswordSchema);

const useStyles = makeStyles({
  email: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

function initialEmail(state: unknown): string {
  const email = (state as ForgotPasswordState | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * Sends the password reset email (its link continues to the login page). The confirmation
 * is the same whether or not an account exists for the address: nobody can find out who has
 * an account here.
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const styles = useStyles();
  const form = useFormStyles();
  const location = useLocation();
  const target = useRedirectTarget();
  const failure = usePageAuthFailure();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const { handleSubmit, control } = useAuthForm(loadForgotPasswordSchema, {
    email: initialEmail(location.state),
  } satisfies ForgotPasswordValues);

  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async ({ email }) => {
    if (pending) return;
    setPending(true);
    const sent = await sendPasswordReset(email);
    setPending(false);
    if (sent) setSentTo(email);
  });

  const loginHref = authHref(routes.login, target);

  if (sentTo) {
    return (
      <>
        <Notice
          ref={confirmation}
          intent="success"
          title={t`Check your email`}
          role="status"
          tabIndex={-1}
        >
          <span>
            <Trans>
              If there is an account for <span className={styles.email}>{sentTo}</span>, we have
              sent it a link to reset your password. It can take a few minutes to arrive; please
              check your spam or junk folder too.
            </Trans>
          </span>
        </Notice>
        <Button appearance="secondary" size="large" onClick={() => setSentTo(null)}>
          <Trans>Use a different email address</Trans>
        </Button>
        <Body1 as="p" className={form.centered}>
          <RouterLink className={form.link} to={loginHref}>
            <Trans>Back to sign in</Trans>
          </RouterLink>
        </Body1>
      </>
    );
  }

  return (
    <>
      {failure && (
        <ErrorSummary title={t`We could not send the reset link`} message={failure.message} />
      )}
      <form
        className={form.form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onChange={failure ? clearAuthError : undefined}
      >
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          hint={t`The email address you use to sign in.`}
          control={control}
          name="email"
        />
        <SubmitButton pending={pending} pendingLabel={t`Sending the reset link…`}>
          <Trans>Send reset link</Trans>
        </SubmitButton>
      </form>
      <Body1 as="p" className={form.centered}>
        <Trans>
          Remembered it?{' '}
          <RouterLink className={form.link} to={loginHref}>
            Back to sign in
          </RouterLink>
        </Trans>
      </Body1>
    </>
  );
}
