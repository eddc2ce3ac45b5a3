import type { OutboundEmail } from './outbox-repo.js';

/**
 * A notification by email: that something changed and where to look, nothing else (no child's
 * name, no health value).
 */
export function notificationEmail(notification: {
  id: string;
  uid: string;
  to: string;
  title: string;
  link: string;
}): OutboundEmail {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    id: `mail_${notification.id}_${notification.uid}`,
    kind: 'NOTIFICATION',
    dedupeKey: `NOTIFICATION:${notification.id}:${notification.uid}`,
    to: notification.to,
    subject: 'An update in the Parent Portal',
    text: [
      'Hello,',
      '',
      notification.title,
      '',
      `See it in the portal: ${notification.link}`,
      '',
      'You get this email because you chose to in your profile; you can change that there.',
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escape(notification.title)}</p>`,
      `<p><a href="${escape(notification.link)}">See it in the portal</a></p>`,
      '<p>You get this email because you chose to in your profile; you can change that there.</p>',
    ].join('\n'),
  };
}
