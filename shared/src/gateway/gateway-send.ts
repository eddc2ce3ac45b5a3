import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { OperationDefinitionNode } from 'graphql';
import { bearer } from '../session/session-token';
import { getConfig } from '../config/config-store';
import { announceIfAccessRevoked } from './access-revoked';
import { operationText } from './operation-text';

/** One of the errors of a gateway answer. */
export interface GatewayError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A gateway answer with GraphQL errors, or no answer the portal can read. */
export class GatewayRequestError extends Error {
  override name = 'GatewayRequestError';
  constructor(
    message: string,
    /** The `errors` of the answer (empty when the request itself failed). */
    readonly errors: readonly GatewayError[],
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

/** One key per operation and variables: what the shell's reads share and join on. */
export function gatewayRequestKey(
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): string {
  return `${operationName ?? ''}:${JSON.stringify(variables ?? {})}`;
}

interface GatewayAnswer<TData> {
  data?: TData | null;
  errors?: GatewayError[];
}

/**
 * POSTs one operation to the gateway as the spec describes it (JSON body with operation name,
 * variables and query text; the given session token as `Authorization`) and returns its data, or throws
 * a GatewayRequestError. Reports nothing: the caller decides whether a failure is news. The
 * gateway is the configured one unless `graphqlUrl` names it (before configuration).
 */
export async function sendGatewayRequest<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
  token: string,
  graphqlUrl: string = getConfig().graphqlUrl,
): Promise<TData> {
  let query = queryText.get(document);
  if (query === undefined) {
    query = operationText(document);
    queryText.set(document, query);
  }
  const operationName = operationNameOf(document as TypedDocumentNode<unknown, never>);
  return sendGatewayOperation<TData>({ operationName, query }, variables, token, graphqlUrl);
}

/** An operation as its name and query text (a remote's first read, from its manifest). */
export interface GatewayOperation {
  operationName: string | undefined;
  query: string;
}

/** sendGatewayRequest for an operation given as its text. */
export async function sendGatewayOperation<TData>(
  { operationName, query }: GatewayOperation,
  variables: Record<string, unknown> | undefined,
  token: string,
  graphqlUrl: string = getConfig().graphqlUrl,
): Promise<TData> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      Authorization: bearer(token),
    },
    body: JSON.stringify({ operationName, variables: variables ?? {}, query }),
  });
  const answer = (await response.json().catch(() => null)) as GatewayAnswer<TData> | null;
  if (answer?.errors?.length) {
    announceIfAccessRevoked(answer.errors);
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
}
