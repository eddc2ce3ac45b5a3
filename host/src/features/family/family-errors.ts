import type { GatewayRefusal } from '../dashboard/api/gateway-refusal';

/** The calm fallbacks when the gateway could not be reached or answered otherwise. */
export const TRY_AGAIN = {
  invite: 'We could not send the invitation just now. Please try again in a moment.',
  cancel: 'We could not cancel the invitation just now. Please try again in a moment.',
  revoke: 'We could not remove access just now. Please try again in a moment.',
  leave: "We could not take you out of this child's family just now. Please try again in a moment.",
  accept: 'We could not accept the invitation just now. Please try again in a moment.',
} as const;

export type FamilyAction = keyof typeof TRY_AGAIN;

export const INVALID_LINK =
  'This invitation link is not valid. Check that you opened the whole link from the email.';
export const INVITATION_CANCELLED =
  'This invitation was cancelled. Ask the account holder to send a new one.';
export const INVITATION_EXPIRED =
  'This invitation has expired. Ask the account holder to send a new one.';
export const INVITATION_USED = 'This invitation has already been accepted.';
export const ACCESS_ENDED =
  "You no longer have access to this child's journey. Ask the account holder to invite you again.";
export const HOLDER_ONLY = 'Only the account holder can invite others or change who has access.';
export const OTHER_EMAIL =
  'This invitation was sent to another email address. Sign in with that address to accept it.';

const CONFLICTS: Readonly<Record<string, string>> = {
  INVITATION_USED,
  INVITATION_CANCELLED,
  INVITATION_EXPIRED,
};

/** What went wrong with a family action, in the parent's words, from the gateway's code and reason. */
export function familyErrorMessage(refusal: GatewayRefusal, action: FamilyAction): string {
  const { code, reason } = refusal;
  if (code === 'FORBIDDEN') {
    if (reason === 'HOLDER_ONLY') return HOLDER_ONLY;
    if (reason === 'ACCESS_REVOKED') return ACCESS_ENDED;
    if (action === 'accept') return OTHER_EMAIL;
  }
  if (code === 'CONFLICT' && reason && CONFLICTS[reason]) return CONFLICTS[reason];
  if (code === 'NOT_FOUND') {
    if (action === 'accept') return INVALID_LINK;
    if (action === 'cancel') return 'This invitation is no longer open.';
    if (action === 'revoke') return 'This person no longer has access.';
  }
  // Written for the parent: a field the form has no place for, an unverified email.
  if ((code === 'BAD_USER_INPUT' || code === 'EMAIL_NOT_VERIFIED') && refusal.message) {
    return refusal.fields[0]?.message ?? refusal.message;
  }
  return TRY_AGAIN[action];
}
