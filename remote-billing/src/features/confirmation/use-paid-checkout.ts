import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { gatewayChangedElsewhere, useAuth } from '@portal/shared';
import { useCheckout } from '../../common/checkout/api/use-checkout';
import { forget } from '../../common/checkout/flow-memory';

/** How often the page asks whether the payment is confirmed, and for how long. */
export const CONFIRMATION_POLL_MS = 1_500;
export const CONFIRMATION_WAIT_MS = 60_000;

/**
 * The checkout named by `?checkout=` and whether its payment is confirmed yet (the provider
 * tells the server by webhook, which may come a moment after the parent is sent back here).
 * Once paid, the portal's orders are loaded again so the new child is there.
 */
export function usePaidCheckout(flows: readonly string[]) {
  const [params] = useSearchParams();
  const id = params.get('checkout');
  const { user, loading: authLoading } = useAuth();
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const query = useCheckout(user ? id : null);
  const { checkout, startPolling, stopPolling } = query;
  const paid = checkout?.status === 'PAID';
  // Paid when the child no longer needed it (another tab's payment covered it): refunded.
  const refunded = checkout?.status === 'REFUNDED';

  useEffect(() => {
    if (!checkout || paid || refunded || waitedTooLong) return undefined;
    startPolling(CONFIRMATION_POLL_MS);
    const timer = setTimeout(() => setWaitedTooLong(true), CONFIRMATION_WAIT_MS);
    return () => {
      clearTimeout(timer);
      stopPolling();
    };
  }, [checkout, paid, refunded, waitedTooLong, startPolling, stopPolling]);

  const done = useRef(false);
  useEffect(() => {
    if (!paid || done.current) return;
    done.current = true;
    for (const flow of flows) forget(flow);
    // Paid on the provider's page, not by a mutation here: every reader asks again, and the
    // order list selects the child this order added.
    void gatewayChangedElsewhere();
  }, [paid, flows]);

  return {
    id,
    checkout,
    paid,
    refunded,
    signedOut: !authLoading && !user,
    loading: authLoading || query.loading,
    failed: Boolean(query.error),
    waitedTooLong,
  };
}
