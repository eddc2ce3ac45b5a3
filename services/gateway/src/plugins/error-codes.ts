import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

function withCode(error: GraphQLError, code: string): GraphQLError {
  if (typeof error.extensions['code'] === 'string') return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    source: error.source ?? null,
    positions: error.positions ?? null,
    path: error.path ?? null,
    originalError: error.originalError ?? null,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Gives GraphQL's own errors a code clients can branch on: a variable of the wrong shape is
 * BAD_USER_INPUT (its message names the variable and the path of the field), a document that
 * does not validate (unknown field, limits exceeded) is GRAPHQL_VALIDATION_FAILED. A call
 * refused by a rate limit (RATE_LIMITED, 429 with Retry-After, see limits/) answers no data.
 */
export function errorCodesPlugin(): Plugin {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (result.length > 0) {
          setResult(result.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED')));
        }
      };
    },
    onExecutionResult({ result, setResult }) {
      if (!result || Symbol.asyncIterator in result || !result.errors?.length) return;
      const errors = result.errors.map((error) =>
        error.message.startsWith('Variable "$') ? withCode(error, 'BAD_USER_INPUT') : error,
      );
      // A refused call answers 429 with no data (a nullable staff field would leave some).
      const rateLimited = errors.some((error) => error.extensions['code'] === 'RATE_LIMITED');
      setResult(rateLimited ? { errors } : { ...result, errors });
    },
  };
}
