import { useCallback, useEffect, useRef, useState } from 'react';
import { leaveForBilling } from '../billing/billing-redirect';

export const CONTINUE_FAILED =
  'We could not open the payment page just now. Nothing was charged: please try again in a few minutes.';

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
 * new one. The flow's code loads on the first click.
 */
export function useContinueStorage(orderId: string): {
  status: ContinueStatus;
  message: string | null;
  start: () => void;
} {
  const [status, setStatus] = useState<ContinueStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
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

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    key.current ??= newIdempotencyKey();
    const idempotencyKey = key.current;
    setStatus('starting');
    setMessage(null);
    void import('./continue-storage')
      .then(({ continueStorage }) => continueStorage(orderId, idempotencyKey))
      .catch(() => ({ refusal: CONTINUE_FAILED }))
      .then((outcome) => {
        if ('redirectUrl' in outcome) {
          setStatus('redirecting');
          leaveForBilling(outcome.redirectUrl);
          return;
        }
        busy.current = false;
        setStatus('idle');
        setMessage(outcome.refusal);
      });
  }, [orderId]);

  return { status, message, start };
}
