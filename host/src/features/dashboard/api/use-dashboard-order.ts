import { GatewayRequestError, useGatewayQuery, useLivePickup } from '@portal/shared';
import { DashboardOrderDocument } from '../order-journey.generated';

/**
 * The selected child's order for the dashboard (the portal's gateway read). Courier
 * moves reach it without a reload (pushed, or polled when blocked); the push opens with the
 * current state, so it is read again only when what was pushed is not what is shown.
 */
export function useDashboardOrder(orderId: string | undefined) {
  const { data, loading, error, refetch } = useGatewayQuery(DashboardOrderDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
  });
  const shownPickup = data?.order?.pickup?.status ?? null;
  useLivePickup(orderId, (pushed) => {
    if (data && pushed !== undefined && (pushed?.status ?? null) === shownPickup) return;
    void refetch().catch(() => undefined);
  });
  // A guardian whose access ended sees the child no more, and no failed load: the order list
  // reads again and drops the child (see @portal/shared's order store), and the page shows
  // what is left.
  const revoked =
    error instanceof GatewayRequestError &&
    error.errors.some((refusal) => refusal.extensions?.['reason'] === 'ACCESS_REVOKED');
  return revoked
    ? { order: undefined, loading, error: null }
    : { order: data?.order, loading, error };
}
