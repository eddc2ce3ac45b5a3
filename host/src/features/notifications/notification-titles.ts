import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NotificationKind } from './api/notifications.generated';

/**
 * What each kind of notification says, in the parent's language (the gateway's `title` is its
 * English, for logs and tools; the same sentences).
 */
export const NOTIFICATION_TITLES: Readonly<Record<NotificationKind, MessageDescriptor>> = {
  KIT_SHIPPED: msg`The collection kit was shipped to you.`,
  HEALTH_FORM_RECEIVED: msg`We received the medical health form.`,
  COURIER_DISPATCHED: msg`The courier is on the way to collect the kit.`,
  KIT_COLLECTED: msg`The courier collected the kit.`,
  UNIT_AT_LAB: msg`The cord blood reached the lab.`,
  PROCESSING_DONE: msg`The lab finished processing the cord blood; the certificate comes next.`,
  CERTIFICATE_ISSUED: msg`The stem cell certificate is ready.`,
  RENEWAL_FAILED: msg`A storage payment did not go through. The cord blood stays stored.`,
  DOCUMENT_ADDED: msg`A new document is available.`,
  RELEASE_UPDATED: msg`There is news about your release request.`,
};

/** The notification's sentence in the parent's language (its English for an unknown kind). */
export function notificationTitle(
  translate: (descriptor: MessageDescriptor) => string,
  notification: { kind: string; title: string },
): string {
  const descriptor = NOTIFICATION_TITLES[notification.kind as NotificationKind];
  return descriptor ? translate(descriptor) : notification.title;
}

/** "New notification: The courier is on the way to collect the kit. Dale Rivera." */
export function arrivalAnnouncement(
  translate: (descriptor: MessageDescriptor) => string,
  notification: { kind: string; title: string; childName: string | null },
): string {
  const title = notificationTitle(translate, notification);
  const child = notification.childName?.trim();
  return translate(
    child ? msg`New notification: ${title} ${child}.` : msg`New notification: ${title}`,
  );
}
