import { Trans } from '@lingui/react/macro';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@portal/shared/ui';

/** Shown on the review step when the parent came back from the payment page without paying. */
export function PaymentNotice({ notice }: { notice: 'cancelled' | null }) {
  if (notice !== 'cancelled') return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>
          <Trans>Payment not completed</Trans>
        </MessageBarTitle>
        <Trans>
          Nothing was charged. Everything you typed is still here: check it and pay when you are
          ready.
        </Trans>
      </MessageBarBody>
    </MessageBar>
  );
}
