import { isEmailAddress } from '../text/email-address.js';

/** How long an invitation's link works. */
export const INVITATION_VALID_DAYS = 14;

export interface InvitationEmailProblem {
  field: 'email';
  message: string;
}

/** Emails compare case-insensitively: the key invitations are stored and matched by. */
export function invitationEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The invite form's email, checked the same on the page and at the gateway: an address, and
 * not the holder's own (`holderEmail`, when known).
 */
export function checkInvitationEmail(
  email: string,
  holderEmail?: string | null,
): InvitationEmailProblem[] {
  const trimmed = email.trim();
  if (trimmed === '') return [{ field: 'email', message: 'Enter the email address to invite.' }];
  if (!isEmailAddress(trimmed)) {
    return [
      {
        field: 'email',
        message: 'Enter an email address like name@example.com.',
      },
    ];
  }
  if (holderEmail && invitationEmailKey(holderEmail) === invitationEmailKey(trimmed)) {
    return [
      { field: 'email', message: 'That is your own email address: you already have access.' },
    ];
  }
  return [];
}
