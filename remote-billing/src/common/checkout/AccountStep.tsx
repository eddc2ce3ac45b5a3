import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@portal/shared/router';
import { routes, useAuth, withRedirect } from '@portal/shared';
import { Body1, Button, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  step: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * Sign in or create an account (the auth remote's pages), then come back to the flow with
 * everything typed still there (this remote's memory; the navigation stays in the page).
 */
export function AccountStep({ returnTo }: { returnTo: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useAuth();
  if (user && !user.emailVerified) {
    const email = user.email;
    return (
      <div className={styles.step}>
        <Body1>
          <Trans>
            You are signed in as {email}. Please verify your email address before you pay: we send
            your order&rsquo;s updates there.
          </Trans>
        </Body1>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            onClick={() => navigate(withRedirect(routes.verifyEmail, returnTo))}
          >
            <Trans>Verify your email</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.step}>
      <Body1>
        <Trans>
          Your order belongs to your account: that is where you follow the kit, fill in the medical
          health form and see the certificate. Sign in, or create an account; you come back here
          with everything you typed.
        </Trans>
      </Body1>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate(withRedirect(routes.login, returnTo))}>
          <Trans>Sign in</Trans>
        </Button>
        <Button
          onClick={() => navigate(`${routes.signup}?redirect=${encodeURIComponent(returnTo)}`)}
        >
          <Trans>Create an account</Trans>
        </Button>
      </div>
    </div>
  );
}
