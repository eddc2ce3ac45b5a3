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
 * does not validate (unknown field, limits exceeded) is GRAPHQL_VALIDATION_FAILED.
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
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          error.message.startsWith('Variable "$') ? withCode(error, 'BAD_USER_INPUT') : error,
        ),
      });
    },
  };
}
