import { lazy, Suspense } from 'react';
import { useOrders } from '@portal/shared';
import { useBillingNotice } from './api/use-billing-notice';

// Should its chunk not load (the connection dropped), no banner until the page is reloaded.
const PastDueMessage = lazy(() =>
  import(/* webpackChunkName: "past-due-message" */ './PastDueMessage').catch(() => ({
    default: () => null,
  })),
);

/**
 * The shell's banner when the selected child's storage renewal failed (past due), on every
 * page of that child and never another's. The shell reads the notice; the banner's words and
 * layout load only when there is one to show, which is rare.
 */
export function PastDueBanner() {
  const { selected } = useOrders();
  const order = useBillingNotice(selected?.id);
  if (order?.billing?.notice?.kind !== 'PAST_DUE') return null;
  return (
    <Suspense fallback={null}>
      <PastDueMessage order={order} />
    </Suspense>
  );
}
