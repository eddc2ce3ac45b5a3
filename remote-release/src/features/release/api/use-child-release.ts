import { useCallback } from 'react';
import { useLiveSubscription, type LiveSubscription } from '@portal/shared';
import { isAccessRevoked, useQuery } from '@portal/shared/graphql';
import { ChildReleaseDocument } from './release.generated';

/**
 * The account's notifications, as the header's bell hears them: each step of a release
 * request is one (RELEASE_UPDATED), so the open page reads the request again when one arrives.
 */
const NOTIFICATIONS_CHANGED: LiveSubscription<unknown> = {
  query: `subscription ReleaseNotificationsChanged {
  notificationsChanged { unreadCount }
}`,
  pick: (data) => (data as { notificationsChanged?: unknown } | null)?.notificationsChanged ?? null,
};

/** The child's latest release request and the account's place in the family, kept current. */
export function useChildRelease(orderId: string | null) {
  const { data, loading, error, refetch } = useQuery(ChildReleaseDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);
  const revoked = isAccessRevoked(error);
  useLiveSubscription(revoked ? null : orderId, () => NOTIFICATIONS_CHANGED, refresh);
  return {
    order: data?.order ?? null,
    request: data?.order?.releaseRequest ?? null,
    holder: data?.order?.access === 'HOLDER',
    loading,
    error,
    revoked,
    refresh,
  };
}
