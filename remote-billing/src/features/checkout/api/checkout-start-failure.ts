import { fieldProblems, graphQLErrorCode } from '@portal/shared/graphql';

export const START_FAILED =
  'We could not start the payment just now. Nothing was charged. Please check your connection and try again.';

/** Why a checkout did not start: the refused fields (input.x -> x) and a message. */
export function checkoutStartFailureOf(error: unknown) {
  const problems = fieldProblems(error).map((problem) => ({
    field: problem.field.replace(/^input\./, ''),
    message: problem.message,
  }));
  const code = graphQLErrorCode(error);
  const message =
    code && code !== 'BAD_USER_INPUT' && error instanceof Error ? error.message : START_FAILED;
  return { problems, message };
}
