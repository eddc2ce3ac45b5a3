import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useProblemText, type ProblemLike } from '@portal/shared';
import type { GatewayRefusal } from '../../common/api/gateway-refusal';

/** The calm fallbacks when the gateway could not be reached or answered otherwise. */
export const TRY_AGAIN = {
  invite: msg`We could not send the invitation just now. Please try again in a moment.`,
  cancel: msg`We could not cancel the invitation just now. Please try again in a moment.`,
  revoke: msg`We could not remove access just now. Please try again in a moment.`,
  leave: msg`We could not take you out of this child's family just now. Please try again in a moment.`,
  accept: msg`We could not accept the invitation just now. Please try again in a moment.`,
} as const;

export type FamilyAction = keyof typeof TRY_AGAIN;

export const INVALID_LINK = msg`This invitation link is not valid. Check that you opened the whole link from the email.`;
export const INVITATION_CANCELLED = msg`This invitation was cancelled. Ask the account holder to send a new one.`;
export const INVITATION_EXPIRED = msg`This invitation has expired. Ask the account holder to send a new one.`;
export const INVITATION_USED = msg`This invitation has already been accepted.`;
export const ACCESS_ENDED = msg`You no longer have access to this child's journey. Ask the account holder to invite you again.`;
export const HOLDER_ONLY = msg`Only the account holder can invite others or change who has access.`;
export const OTHER_EMAIL = msg`This invitation was sent to another email address. Sign in with that address to accept it.`;
const VERIFY_EMAIL = msg`Verify your email address first: open the link in the email we sent you, then try again.`;

const CONFLICTS: Readonly<Record<string, MessageDescriptor>> = {
  INVITATION_USED,
  INVITATION_CANCELLED,
  INVITATION_EXPIRED,
};

/**
 * What went wrong with a family action: a text of the host's catalogue, or a problem with a
 * field (the gateway's, said by its rule's code where it names one). Kept as such, not as its
 * words, so that it follows a switch of language.
 */
export type FamilyProblem = { text: MessageDescriptor } | { problem: ProblemLike };

/** What went wrong with a family action, in the parent's words, from the gateway's code and reason. */
export function familyProblem(refusal: GatewayRefusal, action: FamilyAction): FamilyProblem {
  const { code, reason } = refusal;
  const text = (descriptor: MessageDescriptor): FamilyProblem => ({ text: descriptor });
  if (code === 'FORBIDDEN') {
    if (reason === 'HOLDER_ONLY') return text(HOLDER_ONLY);
    if (reason === 'ACCESS_REVOKED') return text(ACCESS_ENDED);
    if (action === 'accept') return text(OTHER_EMAIL);
  }
  if (code === 'CONFLICT' && reason && CONFLICTS[reason]) return text(CONFLICTS[reason]);
  if (code === 'NOT_FOUND') {
    if (action === 'accept') return text(INVALID_LINK);
    if (action === 'cancel') return text(msg`This invitation is no longer open.`);
    if (action === 'revoke') return text(msg`This person no longer has access.`);
  }
  if (code === 'EMAIL_NOT_VERIFIED') return text(VERIFY_EMAIL);
  // A field the form has no place for: the gateway's problem (its English only as the last word).
  if (code === 'BAD_USER_INPUT' && refusal.message) {
    return { problem: refusal.fields[0] ?? { message: refusal.message } };
  }
  return text(TRY_AGAIN[action]);
}

/** Says a family problem in the parent's language. */
export function useFamilyProblemText(): (problem: FamilyProblem) => string {
  const { i18n } = useLingui();
  const problemText = useProblemText();
  return (problem) => ('text' in problem ? i18n._(problem.text) : problemText(problem.problem));
}
