import { msg } from '@lingui/core/macro';
import { fieldProblems, gatewayErrorsOf, graphQLErrorCode } from '@portal/shared/graphql';
import type { CommerceProblem } from '@portal/rules/commerce';
import type { ParentText } from '../parent-text';
import { commonRefusalText } from './refusal-text';

export const START_FAILED = msg`We could not start the payment just now. Nothing was charged. Please check your connection and try again.`;

/** The gateway's words for a checkout whose key was first used for another (services/gateway). */
const STARTED_FOR_ELSE =
  'This checkout was started for something else: reload the page and try again.';

/** The parent's sentence for the gateway's refusal of a start, by its code (else its own words). */
function refusalText(error: unknown, planCode: string): ParentText {
  const common = commonRefusalText(error);
  if (common) return common;
  const code = graphQLErrorCode(error);
  switch (code) {
    case null:
    case 'BAD_USER_INPUT':
      // Unreachable, or refused fields (beside their fields; one of no step is the key's).
      return START_FAILED;
    case 'NOT_FOUND': {
      const plan = JSON.stringify(planCode);
      return msg`There is no plan ${plan}: choose one of the plans listed.`;
    }
    case 'CONFLICT': {
      // The storage agreement shown is no longer today's: said by its reason, in the page's
      // language (the plans are read again, so the new one shows).
      const reason = gatewayErrorsOf(error)[0]?.extensions?.['reason'];
      if (reason === 'AGREEMENT_CHANGED') {
        return msg`The storage agreement has changed since this page was opened. Please read the new one and accept it to continue.`;
      }
      if (reason === 'AGREEMENT_PRICE_CHANGED') {
        return msg`The plan's price has changed since this page was opened. Please read the agreement again with the new price and accept it to continue.`;
      }
      const words = gatewayErrorsOf(error)[0]?.message;
      return words && words !== STARTED_FOR_ELSE
        ? { serverWords: words }
        : msg`This checkout was started for something else: reload the page and try again.`;
    }
    default:
      return error instanceof Error ? { serverWords: error.message } : START_FAILED;
  }
}

/**
 * Why a checkout did not start: the refused fields (input.x -> x, with the rule's code for the
 * parent's language) and a message. `planCode` is the plan the parent chose.
 */
export function checkoutStartFailureOf(
  error: unknown,
  planCode = '',
): { problems: CommerceProblem[]; message: ParentText } {
  const problems = fieldProblems(error).map((problem) => ({
    ...problem,
    field: problem.field.replace(/^input\./, ''),
  }));
  return { problems, message: refusalText(error, planCode) };
}
