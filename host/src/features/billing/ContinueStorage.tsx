import { useEffect, useRef, useState } from 'react';
import { Body1, Button } from '@portal/shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardBilling } from './api/use-dashboard-billing';
import type { ContinueProblem } from './continue-storage';
import { continueProblemText, useContinueStorage } from './use-continue-storage';

import { ContinueStorageAgreement } from './ContinueStorageAgreement';

const isConflict = (problem: ContinueProblem | null) =>
  problem !== null && 'refusal' in problem && problem.refusal.code === 'CONFLICT';

interface ContinueStorageProps {
  /** The gift-paid child's order (mount one per order: the flow's key belongs to it). */
  orderId: string;
  /** The child's plan, as the card shows it: the agreement states its price. */
  plan: DashboardBilling['plan'];
  /** When the gift's term ends (an instant): the continuation's first charge. */
  giftEndsAt: string;
  /** Primary while the gift's term is ending (its notice is shown), else secondary. */
  primary: boolean;
  /** The card's text style, for the message (the body's own colour: calm, no red). */
  textClassName: string;
  /** Reads the card again, after a conflict (an agreement or a price no longer current). */
  readAgain?: () => Promise<unknown>;
}

/**
 * "Continue storage": the storage agreement for a gift-paid child's storage after the gift,
 * accepted before the payment page opens, and under it what went wrong, if anything. Drawn in
 * the card's grid.
 */
export function ContinueStorage({
  orderId,
  plan,
  giftEndsAt,
  primary,
  textClassName,
  readAgain,
}: ContinueStorageProps) {
  const { i18n } = useLingui();
  const { status, problem, start } = useContinueStorage(orderId);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  const readCardAgain = useRef(readAgain);
  const message = problem && continueProblemText(problem, (descriptor) => i18n._(descriptor));

  useEffect(() => {
    readCardAgain.current = readAgain;
  });
  useEffect(() => {
    // What the card shows may be outdated: its plan and price are read again.
    if (isConflict(problem)) void readCardAgain.current?.().catch(() => undefined);
  }, [problem]);
  useEffect(() => {
    // Closed with Cancel: focus returns to the button that opened it.
    if (open || !closing.current) return;
    closing.current = false;
    opener.current?.focus();
  }, [open]);

  return (
    <>
      {open ? (
        <ContinueStorageAgreement
          plan={plan}
          giftEndsAt={giftEndsAt}
          busy={status !== 'idle'}
          conflict={isConflict(problem) ? problem : null}
          onContinue={start}
          onCancel={() => {
            closing.current = true;
            setOpen(false);
          }}
        />
      ) : (
        <Button
          ref={opener}
          appearance={primary ? 'primary' : 'secondary'}
          onClick={() => setOpen(true)}
          data-testid="continue-storage"
        >
          <Trans>Continue storage</Trans>
        </Button>
      )}
      {message && (
        <Body1 as="p" role="alert" className={textClassName} data-testid="continue-storage-error">
          {message}
        </Body1>
      )}
    </>
  );
}
