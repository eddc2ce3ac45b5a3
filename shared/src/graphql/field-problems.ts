import type { GatewayError } from '../gateway/gateway-send';

/**
 * The gateway's errors a failed call carries (a GatewayRequestError's, read by shape: each
 * app's build may have its own copy of the class), else none.
 */
export function gatewayErrorsOf(error: unknown): readonly GatewayError[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return error instanceof Error && Array.isArray(errors) ? (errors as GatewayError[]) : [];
}

/** One invalid field as the gateway names it (`extensions.fields` of BAD_USER_INPUT). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The field problems a failed mutation carries (empty for any other failure). */
export function fieldProblems(error: unknown): FieldProblem[] {
  return gatewayErrorsOf(error).flatMap((graphQLError) => {
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
  const code = gatewayErrorsOf(error)[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : null;
}
