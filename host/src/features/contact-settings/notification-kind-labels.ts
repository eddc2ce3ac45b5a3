import type { NotificationKind } from '../../graphql.generated';

/**
 * What each kind of notification is called in the portal, in the order the settings list
 * them (the gateway's order): the legend of each kind's choices.
 */
export const NOTIFICATION_KIND_LABELS = {
  KIT_SHIPPED: 'Your collection kit has shipped',
  HEALTH_FORM_RECEIVED: 'Your medical health form was received',
  COURIER_DISPATCHED: 'The courier is on the way',
  KIT_COLLECTED: 'The courier collected the kit',
  UNIT_AT_LAB: 'The kit arrived at the lab',
  PROCESSING_DONE: 'Processing is complete',
  CERTIFICATE_ISSUED: 'Your certificate is ready',
  RENEWAL_FAILED: 'A storage payment failed',
} as const satisfies Record<NotificationKind, string>;

/** Every kind, in the order of NOTIFICATION_KIND_LABELS (and of the preferences sent). */
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_LABELS) as NotificationKind[];
