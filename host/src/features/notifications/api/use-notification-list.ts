import { useEffect, useRef } from 'react';
import { useGatewayQuery } from '@portal/shared';
import { NotificationListDocument } from './notifications.generated';

/**
 * The notification centre's list, a reader of the gateway like any other (it reads again after
 * every change made through the portal), and again when a notification arrives (`version`
 * moves on).
 */
export function useNotificationList(version: number) {
  const list = useGatewayQuery(NotificationListDocument);
  const { refetch } = list;
  const firstVersion = useRef(version);
  useEffect(() => {
    if (version !== firstVersion.current) void refetch();
  }, [version, refetch]);
  return list;
}
