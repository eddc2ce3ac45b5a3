import { useCallback } from 'react';
import { useLivePickup } from '@portal/shared';
import { isAccessRevoked, useQuery } from '@portal/shared/graphql';
import { PickupOrderDocument } from './pickup.generated';

/**
 * The order's pick-up, read again whenever the gateway says it changed (live status). A read
 * refused because the parent's access was revoked (after the live status ended with that
 * refusal, the page reads again) ends the live status: every later one would be refused too.
 */
export function usePickupOrder(orderId: string | null) {
  const { data, loading, error, refetch } = useQuery(PickupOrderDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);
  const revoked = isAccessRevoked(error);
  useLivePickup(revoked ? null : orderId, refresh);

  return {
    data,
    loading,
    error,
    refresh,
    /** Whether the gateway refused the last read: access to the child's journey was revoked. */
    revoked,
    /** Whether more than one person may request the pick-up (the family has several members). */
    sharedWithFamily: (data?.order?.family.members.length ?? 0) > 1,
  };
}
