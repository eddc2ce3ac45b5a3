import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import { useGatewayQuery } from '@portal/shared';
import { BillingNoticeDocument, type BillingNoticeQuery } from './billing-notice.generated';
import { useReadAgainOnFocus } from '../use-read-again-on-focus';

export type NoticeOrder = NonNullable<BillingNoticeQuery['order']>;

/**
 * The selected child's billing notice for the shell (a small read: the child's name and the
 * notice). Read again on every page change and when the parent comes back to the tab, since a
 * renewal is recorded by the payment provider, not by the portal; and, like every shell read,
 * after any change made through the portal.
 */
export function useBillingNotice(orderId: string | undefined): NoticeOrder | null {
  const { data, refetch } = useGatewayQuery(BillingNoticeDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
  });
  const { pathname } = useLocation();
  // On the first page this joins the read the query has just started.
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  useReadAgainOnFocus(refetch);
  const order = data?.order;
  return order && order.id === orderId ? order : null;
}
