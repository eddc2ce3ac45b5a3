import { useCallback } from 'react';
import { useLiveSubscription, type LiveSubscription } from '@portal/shared';
import { isAccessRevoked, useQuery } from '@portal/shared/graphql';
import { ChildDocumentsDocument } from './documents.generated';

/**
 * The account's notifications, as the header's bell hears them: a document the bank adds is
 * one, so the open page reads its list again when one arrives.
 */
const NOTIFICATIONS_CHANGED: LiveSubscription<unknown> = {
  query: `subscription DocumentsNotificationsChanged {
  notificationsChanged { unreadCount }
}`,
  pick: (data) => (data as { notificationsChanged?: unknown } | null)?.notificationsChanged ?? null,
};

/** The child's documents the parent may read, read again when a notification arrives. */
export function useChildDocuments(orderId: string | null) {
  const { data, loading, error, refetch } = useQuery(ChildDocumentsDocument, {
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
    documents: data?.order?.documents ?? null,
    holder: data?.order?.access === 'HOLDER',
    loading,
    error,
    revoked,
  };
}
