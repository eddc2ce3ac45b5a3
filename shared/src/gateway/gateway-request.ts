import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { OperationDefinitionNode } from 'graphql';
import { authorizationHeader } from '../auth/authorization-header';
import { getConfig } from '../config/config-store';
import { reportOperationError } from '../graphql/operation-errors';
import { operationText } from './operation-text';

/** A gateway answer with GraphQL errors, or no answer the portal can read. */
export class GatewayRequestError extends Error {
  override name = 'GatewayRequestError';
  constructor(
    message: string,
    /** The `errors` of the answer (empty when the request itself failed). */
    readonly graphQLErrors: readonly { message: string; extensions?: Record<string, unknown> }[],
    /** The HTTP status, when an answer arrived. */
    readonly status?: number,
  ) {
    super(message);
  }
}

const queryText = new WeakMap<object, string>();

export function operationNameOf(document: TypedDocumentNode<unknown, never>): string | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  return operation?.name?.value;
}

interface GatewayAnswer<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * One request to the gateway as the spec describes it (POST {gateway}/graphql, JSON body with
 * operation name, variables and query text, `Authorization: Bearer <token>`), without Apollo:
 * the shell's first reads (the parent's profile and orders, the dashboard's order) use it, so a
 * signed-in first load does not wait for, or download, Apollo Client, which pages get through
 * `@portal/shared/graphql`. A failed 'me' query is reported as Apollo's client reports it.
 */
export async function requestGateway<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const operationName = operationNameOf(document as TypedDocumentNode<unknown, never>);
  let query = queryText.get(document);
  if (query === undefined) {
    query = operationText(document);
    queryText.set(document, query);
  }
  try {
    const response = await fetch(getConfig().graphqlUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        Authorization: await authorizationHeader(),
      },
      body: JSON.stringify({ operationName, variables: variables ?? {}, query }),
    });
    const answer = (await response.json().catch(() => null)) as GatewayAnswer<TData> | null;
    if (answer?.errors?.length) {
      throw new GatewayRequestError(
        answer.errors.map((error) => error.message).join('; '),
        answer.errors,
        response.status,
      );
    }
    if (!response.ok || !answer?.data) {
      throw new GatewayRequestError(
        `The gateway answered ${response.status} without data.`,
        [],
        response.status,
      );
    }
    return answer.data;
  } catch (error) {
    reportOperationError(operationName, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
