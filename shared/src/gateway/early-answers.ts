import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { storedSessionFor } from '../session/stored-session';
import { tokenClaims } from '../session/token-claims';
import {
  gatewayRequestKey,
  operationNameOf,
  sendGatewayOperation,
  sendGatewayRequest,
  type GatewayOperation,
} from './gateway-send';

/** An early answer older than this is not handed on: the parent may have changed something. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;
/** A stored token this close to its expiry is not used for an early read. */
const EXPIRY_MARGIN_MS = 60_000;

interface EarlyAnswer {
  uid: string;
  askedAt: number;
  answer: Promise<unknown>;
}

const earlyAnswers = new Map<string, EarlyAnswer>();

/**
 * Asks the gateway, while the auth provider is still restoring the session, for a read the
 * first signed-in page will make: with the spec's stored session token, when it is there and
 * not about to expire. The answer waits for the first request of the same operation and
 * variables (`takeEarlyAnswer`), which uses it only when the restored session is the same
 * parent's. Returns the answer, or null when no read was made. A failure is not reported: the
 * page's own request then goes out as usual. The host's main.js asks before @portal/shared is
 * configured, naming the gateway itself (`graphqlUrl`); this module is then the one instance
 * both main.js and the shared entry use.
 */
export function readGatewayEarly<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  { graphqlUrl }: { graphqlUrl?: string } = {},
): Promise<TData> | null {
  return readEarly(
    operationNameOf(document as TypedDocumentNode<unknown, never>),
    variables,
    (token) => sendGatewayRequest(document, variables, token, graphqlUrl),
  );
}

/**
 * readGatewayEarly for an operation given as its text: a remote page's first read, which the
 * host's main.js knows only from the remote's manifest. The page's own request (with the
 * remote's generated document of the same name) takes the answer.
 */
export function readGatewayOperationEarly(
  operation: GatewayOperation,
  variables: Record<string, unknown>,
  { graphqlUrl }: { graphqlUrl?: string } = {},
): Promise<unknown> | null {
  return readEarly(operation.operationName, variables, (token) =>
    sendGatewayOperation(operation, variables, token, graphqlUrl),
  );
}

function readEarly<TData>(
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
  send: (token: string) => Promise<TData>,
): Promise<TData> | null {
  const stored = storedSessionFor(EXPIRY_MARGIN_MS);
  if (!stored) return null;
  const { token, claims } = stored;
  const key = gatewayRequestKey(operationName, variables);
  const existing = earlyAnswers.get(key);
  if (existing) return existing.answer as Promise<TData>;
  const answer = send(token);
  answer.catch(() => undefined); // taken or not, a failed early read is nobody's error
  earlyAnswers.set(key, { uid: claims.uid, askedAt: Date.now(), answer });
  return answer;
}

/**
 * The early answer for this request, once: only for the parent the request's own token speaks
 * for, and only while it is fresh. Anything else is dropped.
 */
export function takeEarlyAnswer(key: string, token: string): Promise<unknown> | null {
  const early = earlyAnswers.get(key);
  if (!early) return null;
  earlyAnswers.delete(key);
  const claims = tokenClaims(token);
  if (claims?.uid !== early.uid || Date.now() - early.askedAt > EARLY_ANSWER_MAX_AGE_MS) {
    return null;
  }
  return early.answer;
}

/** Forgets every early answer (on log out). */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
}
