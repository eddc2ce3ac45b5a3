import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { sessionToken } from '../session/session';
import { takeEarlyAnswer } from './early-answers';
import { reportOperationError } from './operation-errors';
import { gatewayRequestKey, operationNameOf, sendGatewayRequest } from './gateway-send';

export { GatewayRequestError, operationNameOf } from './gateway-send';

/**
 * One request to the gateway as the spec describes it (POST {gateway}/graphql, JSON body with
 * operation name, variables and query text, `Authorization: Bearer <token>`), without Apollo:
 * the shell's first reads (the parent's profile and orders, the dashboard's order) use it, so a
 * signed-in first load does not wait for, or download, Apollo Client, which pages get through
 * `@portal/shared/graphql`. A failed 'me' query is reported as Apollo's client reports it.
 *
 * When the boot already asked for the same read with the stored session token
 * (`readGatewayEarly`) and the token this request would send speaks for the same parent, that
 * answer is used instead of asking again; if it failed, this request goes out as usual.
 */
export async function requestGateway<TData, TVariables extends Record<string, unknown>>(
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
