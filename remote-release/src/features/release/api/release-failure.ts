import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProblemLike } from '@portal/shared';
import { gatewayErrorsOf, graphQLErrorCode, isAccessRevoked } from '@portal/shared/graphql';

/** What the page tells the holder when a call failed: problems beside fields, or a message. */
export interface ReleaseFailure {
  problems: (ProblemLike & { field: string })[];
  /** The sentence above the form's button, in the parent's language (render with `i18n._`). */
  message: MessageDescriptor | null;
}

export const NOT_SENT_MESSAGE = msg`We could not send your request just now. Please check your connection and try again.`;
const ACCESS_REVOKED = msg`You no longer have access to this child's journey.`;
const ONLY_HOLDER = msg`Only the account holder can start, answer or cancel a release request.`;
const CONFLICT = msg`This request changed meanwhile (the bank may have moved it on). The page shows where it stands now.`;
const TOO_MANY = msg`Too many attempts. Please wait a few minutes and try again.`;

/**
 * The gateway's refusal as the page shows it: BAD_USER_INPUT names each field (`input.phone`
 * -> `phone`, its sentence rendered by code with useProblemText), else one sentence of this
 * app's catalogue chosen by the error's code (the gateway's English is for logs).
 */
export function releaseFailureOf(error: unknown): ReleaseFailure {
  if (isAccessRevoked(error)) return { problems: [], message: ACCESS_REVOKED };
  const code = graphQLErrorCode(error);
  const fields = gatewayErrorsOf(error)[0]?.extensions?.['fields'];
  if (code === 'BAD_USER_INPUT' && Array.isArray(fields)) {
    return {
      problems: (fields as (ProblemLike & { field: string })[]).map((problem) => ({
        ...problem,
        field: problem.field.replace(/^input\./, ''),
      })),
      message: null,
    };
  }
  if (code === 'FORBIDDEN') return { problems: [], message: ONLY_HOLDER };
  if (code === 'CONFLICT') return { problems: [], message: CONFLICT };
  if (code === 'RATE_LIMITED') return { problems: [], message: TOO_MANY };
  return { problems: [], message: NOT_SENT_MESSAGE };
}
