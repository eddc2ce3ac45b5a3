import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { AuthUser } from '../types/auth-user.js';

interface RequestEntry {
  startedAt: number;
  operationName: string | null;
  uid: string | null;
  errorCodes: string[];
}

function errorCodesOf(errors: readonly GraphQLError[] | undefined): string[] {
  return (errors ?? []).map((error) => {
    const code = error.extensions?.['code'];
    return typeof code === 'string' ? code : 'GRAPHQL_ERROR';
  });
}

/**
 * One structured line per GraphQL request: operation name, duration, HTTP status, outcome and
 * the caller's uid. By design it never reads variables, results, tokens or headers.
 */
export function requestLoggingPlugin(logger: Logger, graphqlPath: string): Plugin {
  const entries = new WeakMap<Request, RequestEntry>();
  return {
    onRequest({ request, url }) {
      if (url.pathname !== graphqlPath) return;
      entries.set(request, {
        startedAt: performance.now(),
        operationName: null,
        uid: null,
        errorCodes: [],
      });
    },
    onParams({ request, params }) {
      const entry = entries.get(request);
      if (entry && typeof params.operationName === 'string') {
        entry.operationName = params.operationName.slice(0, 100);
      }
    },
    onExecutionResult({ request, result, context }) {
      const entry = entries.get(request);
      if (!entry) return;
      // viewerOrNull: reading `viewer` of a request without a token throws.
      const viewer = (context as { viewerOrNull?: AuthUser | null }).viewerOrNull;
      entry.uid = viewer?.uid ?? entry.uid;
      if (result && !(Symbol.asyncIterator in result)) {
        entry.errorCodes.push(...errorCodesOf(result.errors));
      }
    },
    onResponse({ request, response }) {
      const entry = entries.get(request);
      if (!entry) return;
      entries.delete(request);
      const fields = {
        operationName: entry.operationName,
        durationMs: Math.round((performance.now() - entry.startedAt) * 10) / 10,
        status: response.status,
        outcome: entry.errorCodes.length === 0 && response.status < 400 ? 'ok' : 'error',
        errorCodes: entry.errorCodes,
        uid: entry.uid,
      };
      if (response.status >= 500) logger.error(fields, 'graphql request');
      else logger.info(fields, 'graphql request');
    },
  };
}
