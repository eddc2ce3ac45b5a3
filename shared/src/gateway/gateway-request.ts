import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { sessionToken } from '../session/session';
import { takeEarlyAnswer } from './early-answers';
import { refreshGatewayReaders } from './gateway-readers';
import { reportOperationError } from './operation-errors';
import { gatewayRequestKey, operationNameOf, sendGatewayRequest } from './gateway-send';

export { GatewayRequestError, operationNameOf } from './gateway-send';

/** How a mutation sent with `requestGateway` leaves the gateway's readers. */
export interface GatewayRequestOptions<TData = unknown> {
  /**
   * A successful mutation makes every reader of the gateway read again before it answers;
   * `false` opts out (for a change no other reader shows, such as a draft save).
   */
  refreshReaders?: boolean;
  /**
   * Runs after a successful mutation and before the readers read again: what must change
   * first (the children read again, so the selection leaves a child the parent no longer
   * sees before anything asks about it). Its failure does not stop the refresh.
   */
  beforeRefresh?: (data: TData) => Promise<unknown>;
}

/**
 * One request to the gateway as the spec describes it (POST {gateway}/graphql, JSON body with
 * operation name, variables and query text, `Authorization: Bearer <token>`): the portal's
 * own GraphQL client, for the shell and (through `@portal/shared/graphql`) every page, so no
 * client library comes with any first load. A failed 'me' query is reported by its operation
 * name and message only.
 *
 * A mutation answers once every reader of the gateway has read again (`GatewayRequestOptions`),
 * so whoever awaits it finds every reader showing the change: nobody refreshes by hand.
 *
 * When the boot already asked for the same read with the stored session token
 * (`readGatewayEarly`) and the token this request would send speaks for the same parent, that
 * answer is used instead of asking again; if it failed, this request goes out as usual.
 */
export async function requestGateway<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: GatewayRequestOptions<TData> = {},
): Promise<TData> {
  const data = await send(document, variables);
  if (isMutation(document) && options.refreshReaders !== false) {
    await options.beforeRefresh?.(data).catch(() => undefined);
    await refreshGatewayReaders();
  }
  return data;
}

function isMutation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
  );
}

async function send<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const operationName = operationNameOf(document as TypedDocumentNode<unknown, never>);
  try {
    const token = await sessionToken();
    const early = takeEarlyAnswer(gatewayRequestKey(operationName, variables), token);
    if (early) {
      try {
        return (await early) as TData;
      } catch {
        // The early read failed (an old token, a dropped connection): ask now.
      }
    }
    return await sendGatewayRequest(document, variables, token);
  } catch (error) {
    reportOperationError(operationName, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
