import { isEmailAddress } from '../text/email-address.js';
import { ruleProblem, type RuleProblem } from '../text/rule-messages.js';

/** How long an invitation's link works. */
export const INVITATION_VALID_DAYS = 14;

export type InvitationEmailProblem = RuleProblem<'email'>;

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
  if (trimmed === '') return [ruleProblem('email', 'family.email.required')];
  if (!isEmailAddress(trimmed)) {
    return [ruleProblem('email', 'family.email.invalid')];
  }
  if (holderEmail && invitationEmailKey(holderEmail) === invitationEmailKey(trimmed)) {
    return [ruleProblem('email', 'family.email.own')];
  }
  return [];
}
