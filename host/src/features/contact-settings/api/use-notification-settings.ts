import { useAuth, useGatewayQuery } from '@portal/shared';
import {
  NotificationSettingsDocument,
  type NotificationSettingsQuery,
} from './contact-settings.generated';

/** The parent's mobile number, mailing address and the choice for every kind of notification. */
export type NotificationSettings = NotificationSettingsQuery['me']['profile'];

/**
 * The signed-in parent's contact settings, read with the portal's gateway read:
 * fresh each time the page opens, and again after every change made through the portal.
 */
export function useNotificationSettings() {
  const { user } = useAuth();
  const { data, loading, error, refetch } = useGatewayQuery(NotificationSettingsDocument, {
    skip: !user,
  });
  return { settings: data?.me.profile, loading, error, refetch };
}
