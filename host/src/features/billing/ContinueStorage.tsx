import { Body1, Button, Spinner } from '@portal/shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { continueProblemText, useContinueStorage } from './use-continue-storage';

interface ContinueStorageProps {
  /** The gift-paid child's order (mount one per order: the flow's key belongs to it). */
  orderId: string;
  /** Primary while the gift's term is ending (its notice is shown), else secondary. */
  primary: boolean;
  /** The card's text style, for the message (the body's own colour: calm, no red). */
  textClassName: string;
}

/**
 * "Continue storage": the payment page for a gift-paid child's storage after the gift, and
 * under it what went wrong, if anything. Drawn in the card's grid (no styles of its own).
 */
export function ContinueStorage({ orderId, primary, textClassName }: ContinueStorageProps) {
  const { t, i18n } = useLingui();
  const { status, problem, start } = useContinueStorage(orderId);
  const busy = status !== 'idle';
  const message = problem && continueProblemText(problem, (descriptor) => i18n._(descriptor));
  return (
    <>
      <Button
        appearance={primary ? 'primary' : 'secondary'}
        onClick={start}
        disabled={busy}
        aria-busy={busy}
        icon={
          busy ? <Spinner size="extra-tiny" aria-label={t`Opening the payment page`} /> : undefined
        }
        data-testid="continue-storage"
      >
        <Trans>Continue storage</Trans>
      </Button>
      {message && (
        <Body1 as="p" role="alert" className={textClassName} data-testid="continue-storage-error">
          {message}
        </Body1>
      )}
    </>
  );
}
