import { requestGateway } from '@portal/shared';
import {
  UpdateContactPreferencesDocument,
  type ContactPreferencesInput,
} from './contact-settings.generated';
import type { NotificationSettings } from './use-notification-settings';

/**
 * Saves the parent's number, mailing address and choices (sent with the portal's gateway
 * request); answers them as the gateway recorded them. A refusal throws a
 * GatewayRequestError (`gatewayRefusalOf` reads it). It answers once every reader of the
 * gateway has read again, as after any change made through the portal.
 */
export async function saveContactPreferences(
  input: ContactPreferencesInput,
): Promise<NotificationSettings> {
  const data = await requestGateway(UpdateContactPreferencesDocument, { input });
  return data.user.updateContactPreferences;
}
