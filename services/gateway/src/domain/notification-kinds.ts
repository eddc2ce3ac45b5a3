import type { NotificationKindRow } from '../types/rows.js';

/**
 * The moments a family hears about, and how each is said: one calm sentence that says what
 * changed (never a health value) and the portal page to look at.
 */
export const NOTIFICATION_KINDS = {
  KIT_SHIPPED: { title: 'The collection kit was shipped to you.', path: '/portal' },
  HEALTH_FORM_RECEIVED: {
    title: 'We received the medical health form.',
    path: '/portal/medical-form',
  },
  COURIER_DISPATCHED: {
    title: 'The courier is on the way to collect the kit.',
    path: '/portal/pick-up',
  },
  KIT_COLLECTED: { title: 'The courier collected the kit.', path: '/portal/pick-up' },
  UNIT_AT_LAB: { title: 'The cord blood reached the lab.', path: '/portal' },
  PROCESSING_DONE: {
    title: 'The lab finished processing the cord blood; the certificate comes next.',
    path: '/portal',
  },
  CERTIFICATE_ISSUED: {
    title: 'The stem cell certificate is ready.',
    path: '/portal/stem-cell-key',
  },
  RENEWAL_FAILED: {
    title: 'A storage payment did not go through. The cord blood stays stored.',
    path: '/portal',
  },
  DOCUMENT_ADDED: { title: 'A new document is available.', path: '/portal/documents' },
  // The request is followed on its own page (issue 49), reached from the certificate's.
  RELEASE_UPDATED: {
    title: 'There is news about your release request.',
    path: '/portal/release',
  },
} as const satisfies Record<NotificationKindRow, { title: string; path: string }>;

export type NotificationKind = NotificationKindRow;
