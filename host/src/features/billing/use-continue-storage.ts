import { useCallback, useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgreementAcceptanceInput } from './api/continuation-checkout.generated';
import { leaveForBilling } from './billing-redirect';
import { continueStorage, type ContinueProblem } from './continue-storage';

const CONTINUE_FAILED = msg`We could not open the payment page just now. Nothing was charged: please try again in a few minutes.`;

export type { ContinueProblem } from './continue-storage';

/**
 * A problem in the parent's language: a conflict or a rate limit the flow knows, a refusal it
 * does not know in the gateway's own (English) words, any other failure calmly.
 */
export function continueProblemText(
  problem: ContinueProblem,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  if (!('refusal' in problem)) return translate(CONTINUE_FAILED);
  if (problem.text) return translate(problem.text);
  return problem.refusal.message ?? translate(CONTINUE_FAILED);
}

export type ContinueStatus = 'idle' | 'starting' | 'redirecting';

/**
 * A fresh key for the gateway (16 to 64 of [A-Za-z0-9_-]): 32 random hex digits. From
 * `getRandomValues`, which unlike `randomUUID` also exists outside secure contexts.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * "Continue storage" for one child (mount it per order): idle -> starting (one checkout, however
 * many clicks) -> the browser leaves for the payment page, or back to idle with a message.
 * One key for this child's session: a retry after a failure answers the same checkout, not a
 * new one. `start` takes the storage agreement the parent accepted. Loaded with the card of a
 * gift-paid child (ContinueStorage's chunk), never with the dashboard's first load.
 */
export function useContinueStorage(orderId: string): {
  status: ContinueStatus;
  problem: ContinueProblem | null;
  start: (agreement: AgreementAcceptanceInput) => void;
} {
  const [status, setStatus] = useState<ContinueStatus>('idle');
  const [problem, setProblem] = useState<ContinueProblem | null>(null);
  // Refs, not state: the second click of a double click comes before React draws 'starting'.
  const busy = useRef(false);
  const key = useRef<string | null>(null);

  useEffect(() => {
    // Back from the payment page with the back button: a frozen page that says 'redirecting'.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    (agreement: AgreementAcceptanceInput) => {
      if (busy.current) return;
      busy.current = true;
      key.current ??= newIdempotencyKey();
      const idempotencyKey = key.current;
      setStatus('starting');
      setProblem(null);
      void continueStorage(orderId, idempotencyKey, agreement)
        .catch((): ContinueProblem => ({ failed: true }))
        .then((outcome) => {
          if ('redirectUrl' in outcome) {
            setStatus('redirecting');
            leaveForBilling(outcome.redirectUrl);
            return;
          }
          busy.current = false;
          setStatus('idle');
          setProblem(outcome);
        });
    },
    [orderId],
  );

  return { status, problem, start };
}
