import { reportError } from '../error-reporting/error-reporting';

/** The 'me' queries whose failures the spec wants reported (section 8). */
export const REPORTED_OPERATIONS: ReadonlySet<string> = new Set(['getUser', 'getUserOrder']);

/**
 * Reports a failed 'me' query by its operation name and the error's message only: never
 * variables or data. Other operations are left to their callers.
 */
export function reportOperationError(operationName: string | undefined, message: string): void {
  if (!operationName || !REPORTED_OPERATIONS.has(operationName)) return;
  const reported = new Error(`${operationName}: ${message}`);
  reported.name = 'GraphQLOperationError';
  reportError(reported, { tags: { operation: operationName } });
}
