import { requestGateway } from '@portal/shared';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
} from './notifications.generated';

// Each answers once every reader of the gateway, the centre's list with them, has read again.

/** Marks one notification read, for this parent only. */
export async function markNotificationRead(id: string): Promise<void> {
  await requestGateway(MarkNotificationReadDocument, { id });
}

/** Marks every notification of this parent read. */
export async function markAllNotificationsRead(): Promise<void> {
  await requestGateway(MarkAllNotificationsReadDocument);
}
