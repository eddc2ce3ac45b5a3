import type { OutboundEmail } from './outbox-repo.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The invitation to follow a child's journey. It says who invited them and links to the
 * portal; it names neither the child nor anything about their health (the page shows the
 * child's name once the invited email has signed in).
 */
export function invitationEmail(invitation: {
  id: string;
  to: string;
  inviterName: string;
  inviterEmail: string | null;
  link: string;
  expiresAt: Date;
}): OutboundEmail {
  const inviter = invitation.inviterEmail
    ? `${invitation.inviterName} (${invitation.inviterEmail})`
    : invitation.inviterName;
  const until = invitation.expiresAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const subject = `${invitation.inviterName} invited you to the Parent Portal`;
  const lines = [
    'Hello,',
    '',
    `${inviter} invited you to follow their child's cord blood journey in the Parent Portal. You will be able to see the journey, fill in the medical health form and request the kit pick-up.`,
    '',
    `Open the invitation: ${invitation.link}`,
    '',
    `Sign in, or create an account, with this email address (${invitation.to}) to accept it. The link works until ${until}.`,
    '',
    'If you were not expecting this invitation, you can ignore this email.',
  ];
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(inviter)} invited you to follow their child's cord blood journey in the Parent Portal. You will be able to see the journey, fill in the medical health form and request the kit pick-up.</p>`,
    `<p><a href="${escapeHtml(invitation.link)}">Open the invitation</a></p>`,
    `<p>Sign in, or create an account, with this email address (${escapeHtml(invitation.to)}) to accept it. The link works until ${until}.</p>`,
    '<p>If you were not expecting this invitation, you can ignore this email.</p>',
  ].join('\n');
  return {
    id: `mail_${invitation.id}`,
    kind: 'FAMILY_INVITATION',
    dedupeKey: `FAMILY_INVITATION:${invitation.id}`,
    to: invitation.to,
    subject,
    text: lines.join('\n'),
    html,
  };
}
