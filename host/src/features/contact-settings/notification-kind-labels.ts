import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NotificationKind } from './api/contact-settings.generated';

/**
 * What each kind of notification is called in the portal, in the order the settings list
 * them (the gateway's order): the legend of each kind's choices.
 */
export const NOTIFICATION_KIND_LABELS = {
  KIT_SHIPPED: msg`Your collection kit has shipped`,
  HEALTH_FORM_RECEIVED: msg`Your medical health form was received`,
  COURIER_DISPATCHED: msg`The courier is on the way`,
  KIT_COLLECTED: msg`The courier collected the kit`,
  UNIT_AT_LAB: msg`The kit arrived at the lab`,
  PROCESSING_DONE: msg`Processing is complete`,
  CERTIFICATE_ISSUED: msg`Your certificate is ready`,
  RENEWAL_FAILED: msg`A storage payment failed`,
  DOCUMENT_ADDED: msg`A new document is available`,
  RELEASE_UPDATED: msg`A release or transfer request changes`,
} as const satisfies Record<NotificationKind, MessageDescriptor>;

/** Every kind, in the order of NOTIFICATION_KIND_LABELS (and of the preferences sent). */
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_LABELS) as NotificationKind[];
