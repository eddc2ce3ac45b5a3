/** The functions service's one way to call the gateway's GraphQL endpoint. */

/** The header the gateway reads the payments service key from (see the gateway's service-key.ts). */
export const SERVICE_KEY_HEADER = 'x-portal-service-key';

/**
 * Whom a call is made as: a parent or staff member, with their own Firebase ID token (sent as
 * `Authorization: Bearer`), or the functions service itself, with the payments service key.
 */
export type GatewayCaller = { idToken: string } | { serviceKey: string };

/** The gateway could not be reached or refused; `details` says why (codes only, no data). */
export class GatewayCallError extends Error {
  constructor(
    readonly details: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super('gateway call failed', options);
    this.name = 'GatewayCallError';
  }
}

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { extensions?: { code?: unknown } }[];
}

export interface GatewayOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

function credentialHeader(caller: GatewayCaller): Record<string, string> {
  return 'idToken' in caller
    ? { authorization: `Bearer ${caller.idToken}` }
    : { [SERVICE_KEY_HEADER]: caller.serviceKey };
}

/**
 * POSTs one operation to `{gatewayUrl}/graphql` as `caller`, answering the HTTP status and the
 * parsed answer (empty when the body is not JSON); what counts as a failure is the caller's to
 * say. Throws GatewayCallError (`reason: 'unreachable'`) when no answer came within `timeoutMs`.
 */
export async function callGateway<T>(
  gatewayUrl: string,
  caller: GatewayCaller,
  operation: GatewayOperation,
  timeoutMs: number,
): Promise<{ status: number; answer: GraphqlAnswer<T> }> {
  let response: Response;
  try {
    response = await fetch(new URL('/graphql', gatewayUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json;q=0.9',
        ...credentialHeader(caller),
      },
      body: JSON.stringify(operation),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayCallError({ reason: 'unreachable' }, { cause: error });
  }
  const answer = (await response.json().catch(() => ({}))) as GraphqlAnswer<T>;
  return { status: response.status, answer };
}

/** The answer's error codes (`UNKNOWN` for an error without one). */
export const errorCodesOf = (answer: GraphqlAnswer<unknown>) =>
  (answer.errors ?? []).map((error) => String(error.extensions?.code ?? 'UNKNOWN'));
