import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../../context.js';
import { emailRecipients, smsRecipients } from '../../data/contact-repo.js';
import { notifyFamily } from '../../data/notifications-repo.js';
import type { Queryable } from '../../db/db.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/notification-kinds.js';
import { notificationEmail } from '../../mail/notification-email.js';
import { enqueueEmail } from '../../mail/outbox-repo.js';
import { enqueueSms } from '../../sms/sms-outbox-repo.js';

/**
 * Records a journey or billing event as a notification of the child's family (once per
 * `dedupeKey`), and writes an email or a text message for each recipient who chose them for
 * its kind, in the caller's transaction (no health value, no child's name: what changed and
 * the link). Once the request is done, its recipients' open pages hear of it and the outboxes
 * are kicked (plugins/announce-notifications).
 */
export async function notify(
  tx: Queryable,
  ctx: Pick<GatewayContext, 'mail' | 'notified'>,
  event: {
    orderId: string;
    kind: NotificationKind;
    dedupeKey: string;
    at: Date;
    holderOnly?: boolean;
  },
): Promise<void> {
  const id = `ntf_${randomUUID()}`;
  const uids = await notifyFamily(tx, { id, ...event });
  if (uids.length === 0) return;
  uids.forEach((uid) => ctx.notified.add(uid));
  const { title, path } = NOTIFICATION_KINDS[event.kind];
  const link = new URL(path, ctx.mail.portalUrl).toString();
  for (const recipient of await emailRecipients(tx, uids, event.kind)) {
    await enqueueEmail(
      tx,
      notificationEmail({ id, uid: recipient.uid, to: recipient.email, title, link }),
      event.at,
    );
  }
  for (const recipient of await smsRecipients(tx, uids, event.kind)) {
    await enqueueSms(
      tx,
      {
        id: `sms_${id}_${recipient.uid}`,
        kind: 'NOTIFICATION',
        dedupeKey: `NOTIFICATION:${id}:${recipient.uid}`,
        to: recipient.mobilePhone,
        body: `Parent Portal: ${title} ${link}`,
      },
      event.at,
    );
  }
}
