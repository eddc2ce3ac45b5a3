import { useCallback } from 'react';
import { useLivePickup } from '@portal/shared';
import { useQuery } from '@portal/shared/graphql';
import { PickupOrderDocument } from '../../../graphql.generated';

/** The order's pick-up, read again whenever the gateway says it changed (live status). */
export function usePickupOrder(orderId: string | null) {
  const { data, loading, error, refetch } = useQuery(PickupOrderDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);
  useLivePickup(orderId, refresh);

  return { data, loading, error, refresh };
}
