import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GatewayRefusal } from '../../common/api/gateway-refusal';
import { familyProblem, type FamilyProblem } from './family-errors';

// The invitation page's words, apart from the family card's (family-errors.ts): the card loads
// with every dashboard, and these are said only to someone who opened an invitation's link.
export const INVALID_LINK = msg`This invitation link is not valid. Check that you opened the whole link from the email.`;
export const INVITATION_CANCELLED = msg`This invitation was cancelled. Ask the account holder to send a new one.`;
export const INVITATION_EXPIRED = msg`This invitation has expired. Ask the account holder to send a new one.`;
export const INVITATION_USED = msg`This invitation has already been accepted.`;
const OTHER_EMAIL = msg`This invitation was sent to another email address. Sign in with that address to accept it.`;
const TRY_AGAIN = msg`We could not accept the invitation just now. Please try again in a moment.`;

const CLOSED: Readonly<Record<string, MessageDescriptor>> = {
  INVITATION_USED,
  INVITATION_CANCELLED,
  INVITATION_EXPIRED,
};

/** Why accepting an invitation failed, in the parent's words. */
export function acceptProblem(refusal: GatewayRefusal): FamilyProblem {
  const { code, reason } = refusal;
  const access = reason === 'HOLDER_ONLY' || reason === 'ACCESS_REVOKED';
  if (code === 'FORBIDDEN' && !access) return { text: OTHER_EMAIL };
  if (code === 'CONFLICT' && reason && CLOSED[reason]) return { text: CLOSED[reason] };
  if (code === 'NOT_FOUND') return { text: INVALID_LINK };
  return familyProblem(refusal, TRY_AGAIN);
}
