import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@portal/shared/router';
import { routes, withRedirect } from '@portal/shared';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@portal/shared/ui';

interface Props {
  state: {
    id: string | null;
    checkout: unknown;
    paid: boolean;
    refunded: boolean;
    signedOut: boolean;
    loading: boolean;
    failed: boolean;
    waitedTooLong: boolean;
  };
  /** This page's own path, to come back to after signing in. */
  path: string;
}

/** Everything a confirmation page shows before the paid checkout: waiting, signed out, not found. */
export function ConfirmationStatus({ state, path }: Props) {
  const navigate = useNavigate();
  const { t } = useLingui();
  if (!state.id) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          <Trans>
            There is no order to confirm here. If you paid, your order is in your portal.
          </Trans>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (state.signedOut) {
    return (
      <div>
        <MessageBar intent="info">
          <MessageBarBody>
            <Trans>Sign in to see your order.</Trans>
          </MessageBarBody>
        </MessageBar>
        <Button
          appearance="primary"
          onClick={() =>
            navigate(
              withRedirect(routes.login, `${path}?checkout=${encodeURIComponent(state.id ?? '')}`),
            )
          }
        >
          <Trans>Sign in</Trans>
        </Button>
      </div>
    );
  }
  if (state.loading) return <Spinner label={t`Loading your order`} />;
  if (state.failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <Trans>
            We could not load your order just now. Please check your connection and reload the page.
          </Trans>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!state.checkout) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          <Trans>We could not find this order in your account.</Trans>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (state.refunded) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>
            <Trans>This payment was refunded</Trans>
          </MessageBarTitle>
          <Trans comment="Review: legal">
            Your child&apos;s storage was already paid in another tab or window, so we cancelled
            this second payment and refunded it in full. There is nothing more to do: your order is
            in your portal.
          </Trans>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (state.waitedTooLong) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          <Trans comment="Review: legal">
            We have not heard from the payment provider yet. If you paid, your order appears in your
            portal as soon as the payment is confirmed; you will not be charged twice.
          </Trans>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div role="status">
      <Spinner label={t`Confirming your payment…`} />
    </div>
  );
}
