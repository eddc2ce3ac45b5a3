import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PickupProblem } from '@portal/rules/pickup';
import { gatewayErrorsOf, graphQLErrorCode, isAccessRevoked } from '@portal/shared/graphql';

/** What the page tells the parent when a call failed: problems beside fields, or a message. */
export interface PickupFailure {
  problems: PickupProblem[];
  /** The sentence above the form, in the parent's language (render with `i18n._`). */
  message: MessageDescriptor | null;
  /** The account holder revoked this parent's access to the child's journey. */
  revoked?: true;
}

/** A refused field as the gateway names it ('input.contactPhone'), with the rule's code. */
type GatewayFieldProblem = Omit<PickupProblem, 'field'> & { field: string };

/** What was refused: a request (or a change), or a cancel. */
export type PickupCall = 'request' | 'cancel';

export const NOT_SENT_MESSAGE = msg`We could not send your request just now. Please check your connection and try again.`;

/** The gateway's words for a guardian whose access ended (FORBIDDEN, ACCESS_REVOKED). */
export const ACCESS_REVOKED_TEXT = msg`You no longer have access to this child's journey. Ask the account holder to invite you again.`;

/** CONFLICT: the courier was dispatched meanwhile (@portal/rules' alreadyDispatchedMessage). */
const alreadyDispatched = (supportPhone: string) =>
  msg`The courier has already been dispatched for this kit, so the pick-up can no longer be changed or cancelled here. Please call us on ${supportPhone}.`;

/** CONFLICT of a cancel: someone else cancelled the pick-up first. */
const NOTHING_TO_CANCEL = msg`There is no pick-up request to cancel for this order.`;
const NOTHING_TO_CANCEL_ENGLISH = 'There is no pick-up request to cancel for this order.';

/** RATE_LIMITED: the gateway's wait, rounded up to minutes as it says it. */
function tooManyAttempts(retryAfterSeconds: unknown): MessageDescriptor {
  if (typeof retryAfterSeconds !== 'number') {
    return msg`Too many attempts. Please wait a few minutes and try again.`;
  }
  if (retryAfterSeconds <= 60) return msg`Too many attempts. Please wait a minute and try again.`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return msg`Too many attempts. Please wait ${minutes} minutes and try again.`;
}

/**
 * The gateway's answer as the page shows it: field problems (input.x -> x, their sentences
 * rendered by code with useProblemText), or a sentence of this app's catalogue chosen by the
 * error's code (the gateway's English is for logs).
 */
export function pickupFailureOf(
  error: unknown,
  call: PickupCall,
  supportPhone: string,
): PickupFailure {
  if (isAccessRevoked(error)) {
    return { problems: [], message: ACCESS_REVOKED_TEXT, revoked: true };
  }
  const errors = gatewayErrorsOf(error);
  if (errors.length > 0) {
    const first = errors[0];
    const code = graphQLErrorCode(error);
    const fields = first?.extensions?.['fields'] as GatewayFieldProblem[] | undefined;
    if (code === 'BAD_USER_INPUT' && fields) {
      return {
        problems: fields.map((problem) => ({
          ...problem,
          field: problem.field.replace(/^input\./, '') as PickupProblem['field'],
        })),
        message: null,
      };
    }
    if (code === 'CONFLICT') {
      // A cancel's CONFLICT is either of two; the code alone does not tell them apart.
      const nothing = call === 'cancel' && first?.message === NOTHING_TO_CANCEL_ENGLISH;
      return {
        problems: [],
        message: nothing ? NOTHING_TO_CANCEL : alreadyDispatched(supportPhone),
      };
    }
    if (code === 'RATE_LIMITED') {
      return {
        problems: [],
        message: tooManyAttempts(first?.extensions?.['retryAfterSeconds']),
      };
    }
  }
  return { problems: [], message: NOT_SENT_MESSAGE };
}
