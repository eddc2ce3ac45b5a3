import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import {
  authStore,
  clearAuthError,
  logout,
  reloadUser,
  routes,
  sendVerificationEmail,
  useAuth,
} from '@portal/shared';
import { Body1, Button, Spinner, makeStyles, tokens } from '@portal/shared/ui';
import { Separator } from '@portal/shared/ui/separator';
import { ErrorSummary } from '../../common/ErrorSummary';
import { Notice } from '../../common/Notice';
import { useFormStyles } from '../../common/form-styles';
import { authHref, useRedirectTarget } from '../../common/redirect-target';
import { usePageAuthFailure } from '../../common/use-page-auth-failure';
import { useResendCooldown } from './use-resend-cooldown';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  email: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

type Notice = 'sent' | 'not-verified' | null;

/**
 * Email verification (signed-in parents; the host's guard sends everyone else to /login).
 * Explains what to do, re-checks with the provider ("I've verified my email"), resends the
 * email at most once a minute, and lets the parent sign out to use another account. A
 * verified parent continues to the redirect target (/portal by default).
 */
export function VerifyEmail() {
  const { t } = useLingui();
  const styles = useStyles();
  const form = useFormStyles();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const failure = usePageAuthFailure();
  const { user, loading, signingOut } = useAuth();
  const cooldown = useResendCooldown(user?.id ?? null);
  const countdownId = useId();
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const busy = useRef(false);

  const continueToTarget = useCallback(
    () => navigate(target, { replace: true }),
    [navigate, target],
  );

  // Verified while this page is open (another tab of the portal opened the link and the
  // provider told this one): continue at once.
  const unverified = !!user && !user.emailVerified;
  const seenUnverified = useRef(false);
  useEffect(() => {
    if (unverified) seenUnverified.current = true;
    else if (user?.emailVerified && seenUnverified.current && !busy.current) continueToTarget();
  }, [unverified, user?.emailVerified, continueToTarget]);

  // Back from the mailbox (another tab or app): check quietly, and continue once verified.
  useEffect(() => {
    if (!unverified) return undefined;
    const onVisible = async () => {
      if (document.visibilityState !== 'visible' || busy.current) return;
      busy.current = true;
      const verified = await reloadUser();
      busy.current = false;
      if (verified) continueToTarget();
      else clearAuthError();
    };
    const listener = () => void onVisible();
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, [unverified, continueToTarget]);

  const onCheck = async () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    setNotice(null);
    const verified = await reloadUser();
    busy.current = false;
    if (verified) {
      continueToTarget();
      return;
    }
    setChecking(false);
    if (!authStore.getState().error) setNotice('not-verified');
  };

  const onResend = async () => {
    if (sending || cooldown.secondsLeft > 0) return;
    setSending(true);
    setNotice(null);
    const sent = await sendVerificationEmail();
    setSending(false);
    if (sent) {
      cooldown.start();
      setNotice('sent');
    }
  };

  const onSignOut = async () => {
    await logout();
    navigate(authHref(routes.login, target), { replace: true });
  };

  if (loading) return <Spinner label={t`Loading your account…`} />;

  if (!user) {
    return (
      <Body1 as="p">
        <Trans>
          Please sign in first.{' '}
          <RouterLink className={form.link} to={authHref(routes.login, target)}>
            Go to sign in
          </RouterLink>
        </Trans>
      </Body1>
    );
  }

  const email = user.email;

  if (user.emailVerified) {
    return (
      <>
        <Notice intent="success" title={t`Your email address is verified`}>
          <span>
            {email ? (
              <Trans>{email} is confirmed. You can continue to your portal.</Trans>
            ) : (
              <Trans>You can continue to your portal.</Trans>
            )}
          </span>
        </Notice>
        <Button appearance="primary" size="large" onClick={continueToTarget}>
          <Trans>Continue to your portal</Trans>
        </Button>
      </>
    );
  }

  const waiting = cooldown.secondsLeft > 0;
  const secondsLeft = cooldown.secondsLeft;
  const address = email ?? t`your email address`;

  return (
    <>
      <div className={styles.section}>
        <Body1 as="p">
          <Trans>
            We sent a link to <span className={styles.email}>{address}</span>. Open the email and
            select the link to confirm your address, then come back here.
          </Trans>
        </Body1>
      </div>

      {failure && <ErrorSummary title={t`Something went wrong`} message={failure.message} />}
      {notice === 'not-verified' && (
        <Notice intent="warning" title={t`Your email is not verified yet`} role="alert">
          <span>
            {email ? (
              <Trans>
                Please open the link in the email we sent to {email}, then select &ldquo;I&apos;ve
                verified my email&rdquo; again.
              </Trans>
            ) : (
              <Trans>
                Please open the link in the email we sent to you, then select &ldquo;I&apos;ve
                verified my email&rdquo; again.
              </Trans>
            )}
          </span>
        </Notice>
      )}
      <div role="status">
        {notice === 'sent' && (
          <Notice intent="success" title={t`Email sent`}>
            <span>
              <Trans>We sent a new link to {address}. It can take a few minutes to arrive.</Trans>
            </span>
          </Notice>
        )}
      </div>

      <Button
        appearance="primary"
        size="large"
        className={form.fullWidth}
        disabledFocusable={checking || signingOut}
        icon={checking ? <Spinner size="extra-tiny" /> : undefined}
        onClick={() => void onCheck()}
      >
        <Trans>I&apos;ve verified my email</Trans>
      </Button>

      <div className={styles.section}>
        <Body1 as="p" className={form.muted}>
          <Trans>No email? Check your spam or junk folder, or ask for a new one.</Trans>
        </Body1>
        <Button
          appearance="secondary"
          size="large"
          className={form.fullWidth}
          disabledFocusable={waiting || sending || signingOut}
          icon={sending ? <Spinner size="extra-tiny" /> : undefined}
          aria-describedby={waiting ? countdownId : undefined}
          onClick={() => void onResend()}
        >
          <Trans>Resend email</Trans>
        </Button>
        {waiting && (
          <Body1 as="p" id={countdownId} className={form.muted}>
            <Plural
              value={secondsLeft}
              one="You can ask for another email in # second."
              other="You can ask for another email in # seconds."
            />
          </Body1>
        )}
      </div>

      <Separator />
      <div className={styles.section}>
        <Body1 as="p" className={form.muted}>
          <Trans>Wrong email address, or someone else&apos;s account?</Trans>
        </Body1>
        <Button
          appearance="subtle"
          size="large"
          className={form.fullWidth}
          disabledFocusable={signingOut}
          icon={signingOut ? <Spinner size="extra-tiny" /> : undefined}
          onClick={() => void onSignOut()}
        >
          <Trans>Sign out and use another account</Trans>
        </Button>
      </div>
    </>
  );
}
