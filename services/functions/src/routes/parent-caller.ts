import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenOf, TokenRejectedError } from '@portal/service-kit/auth';
import type { VerifyIdToken } from '../auth/firebase-token-verifier.js';
import { refuse } from '../http/refuse.js';
import { REFUSALS, type Refusal } from '../messages.js';

/**
 * An `onRequest` hook that settles who is calling before the body is read: the Firebase ID
 * token, verified, in `request.caller`; 401 with `signInMessage` without one or with a rejected
 * one, 503 when the provider cannot verify. Anyone signed in passes (the bank's staff included:
 * the staff's own routes let the gateway decide what they may do).
 */
export function requireSignedIn(verifyToken: VerifyIdToken, signInMessage: Refusal) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) return refuse(request, reply, 401, 'no-token', signInMessage);
    try {
      request.caller = await verifyToken(token);
    } catch (error) {
      if (error instanceof TokenRejectedError) {
        return refuse(request, reply, 401, 'token-rejected', signInMessage);
      }
      request.log.error({ err: { name: (error as Error).name } }, 'token verification unavailable');
      return refuse(request, reply, 503, 'auth-unavailable', REFUSALS.authUnavailable);
    }
  };
}

/**
 * The `onRequest` hook of every parent route (checkout, billing): as `requireSignedIn`, and a
 * bank staff token is refused with 403 STAFF_NOT_PARENT (staff accounts are never parents).
 */
export function requireParent(verifyToken: VerifyIdToken, signInMessage: Refusal) {
  const signedIn = requireSignedIn(verifyToken, signInMessage);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = await signedIn(request, reply);
    if (refused || !request.caller?.staff) return refused;
    return refuse(request, reply, 403, 'staff-not-parent', REFUSALS.staffNotParent);
  };
}
