import { CombinedGraphQLErrors } from '@apollo/client';

/** One invalid field as the gateway names it (`extensions.fields` of BAD_USER_INPUT). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The field problems a failed mutation carries (empty for any other failure). */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphQLError) => {
    const fields = graphQLError.extensions?.['fields'];
    if (!Array.isArray(fields)) return [];
    return fields.filter(
      (item): item is FieldProblem =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as FieldProblem).field === 'string' &&
        typeof (item as FieldProblem).message === 'string',
    );
  });
}

/** The gateway's error code (`extensions.code`) of a failed operation, or null. */
export function graphQLErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : null;
}
