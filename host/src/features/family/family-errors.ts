import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useProblemText, type ProblemLike } from '@portal/shared';
import type { GatewayRefusal } from '../../common/api/gateway-refusal';

/** The calm fallbacks when the gateway could not be reached or answered otherwise. */
const TRY_AGAIN = {
  invite: msg`We could not send the invitation just now. Please try again in a moment.`,
  cancel: msg`We could not cancel the invitation just now. Please try again in a moment.`,
  revoke: msg`We could not remove access just now. Please try again in a moment.`,
  leave: msg`We could not take you out of this child's family just now. Please try again in a moment.`,
} as const;

/** What the holder or a guardian does on the dashboard's family card. */
export type FamilyAction = keyof typeof TRY_AGAIN;

const ACCESS_ENDED = msg`You no longer have access to this child's journey. Ask the account holder to invite you again.`;
const HOLDER_ONLY = msg`Only the account holder can invite others or change who has access.`;
const VERIFY_EMAIL = msg`Verify your email address first: open the link in the email we sent you, then try again.`;

/**
 * What went wrong with a family action: a text of the host's catalogue, or a problem with a
 * field (the gateway's, said by its rule's code where it names one). Kept as such, not as its
 * words, so that it follows a switch of language.
 */
export type FamilyProblem = { text: MessageDescriptor } | { problem: ProblemLike };

/**
 * What went wrong with a family action, in the parent's words, from the gateway's code and
 * reason: the card's actions by name, or another (accepting an invitation: invitation-errors.ts)
 * by the calm fallback it says when nothing more precise applies.
 */
export function familyProblem(
  refusal: GatewayRefusal,
  action: FamilyAction | MessageDescriptor,
): FamilyProblem {
  const { code, reason } = refusal;
  const text = (descriptor: MessageDescriptor): FamilyProblem => ({ text: descriptor });
  if (code === 'FORBIDDEN') {
    if (reason === 'HOLDER_ONLY') return text(HOLDER_ONLY);
    if (reason === 'ACCESS_REVOKED') return text(ACCESS_ENDED);
  }
  if (code === 'NOT_FOUND') {
    if (action === 'cancel') return text(msg`This invitation is no longer open.`);
    if (action === 'revoke') return text(msg`This person no longer has access.`);
  }
  if (code === 'EMAIL_NOT_VERIFIED') return text(VERIFY_EMAIL);
  // A field the form has no place for: the gateway's problem (its English only as the last word).
  if (code === 'BAD_USER_INPUT' && refusal.message) {
    return { problem: refusal.fields[0] ?? { message: refusal.message } };
  }
  return text(typeof action === 'string' ? TRY_AGAIN[action] : action);
}

/** Says a family problem in the parent's language. */
export function useFamilyProblemText(): (problem: FamilyProblem) => string {
  const { i18n } = useLingui();
  const problemText = useProblemText();
  return (problem) => ('text' in problem ? i18n._(problem.text) : problemText(problem.problem));
}
