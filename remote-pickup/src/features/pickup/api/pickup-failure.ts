import type { PickupProblem } from '@portal/rules/pickup';
import {
  ACCESS_REVOKED_MESSAGE,
  CombinedGraphQLErrors,
  isAccessRevoked,
} from '@portal/shared/graphql';

/** What the page tells the parent when a call failed: problems beside fields, or a message. */
export interface PickupFailure {
  problems: PickupProblem[];
  message: string | null;
  /** The account holder revoked this parent's access to the child's journey. */
  revoked?: true;
}

interface GatewayFieldProblem {
  field: string;
  message: string;
  reason?: 'TOO_LATE';
}

export const NOT_SENT_MESSAGE =
  'We could not send your request just now. Please check your connection and try again.';

/** The gateway's answer as messages: field problems (input.x -> x), or a message to show. */
export function pickupFailureOf(error: unknown): PickupFailure {
  if (isAccessRevoked(error)) {
    return { problems: [], message: ACCESS_REVOKED_MESSAGE, revoked: true };
  }
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fields = first?.extensions?.['fields'] as GatewayFieldProblem[] | undefined;
    if (first?.extensions?.['code'] === 'BAD_USER_INPUT' && fields) {
      return {
        problems: fields.map((problem) => ({
          ...problem,
          field: problem.field.replace(/^input\./, '') as PickupProblem['field'],
        })),
        message: null,
      };
    }
    const code = first?.extensions?.['code'];
    // Already dispatched, or too many attempts (RATE_LIMITED: the gateway says how long to wait).
    if (code === 'CONFLICT' || code === 'RATE_LIMITED') {
      return { problems: [], message: first?.message ?? null };
    }
  }
  return { problems: [], message: NOT_SENT_MESSAGE };
}
