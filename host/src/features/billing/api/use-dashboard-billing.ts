import { useGatewayQuery } from '@portal/shared';
import {
  DashboardBillingDocument,
  type DashboardBillingQuery,
} from './dashboard-billing.generated';
import { useReadAgainOnFocus } from '../use-read-again-on-focus';

/** A storage plan as the account holder sees it (a guardian's order has none: `null`). */
export type DashboardBilling = NonNullable<NonNullable<DashboardBillingQuery['order']>['billing']>;

/**
 * The selected child's storage plan for the dashboard's card: plan, subscription, gift term,
 * notice and invoices. Read again when the parent comes back to the tab (they may have changed
 * it on the billing portal) and, like every shell read, after any change made through the portal.
 * `billing` is undefined until read, and null for a guardian (billing stays with the holder);
 * `readAgain` asks again (what the card shows was refused as no longer current).
 */
export function useDashboardBilling(orderId: string | undefined) {
  const { data, loading, error, refetch } = useGatewayQuery(DashboardBillingDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
  });
  useReadAgainOnFocus(refetch);
  const order = data?.order && data.order.id === orderId ? data.order : undefined;
  return { billing: order?.billing, orderId: order?.id, loading, error, readAgain: refetch };
}
