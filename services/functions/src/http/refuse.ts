import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './locale.js';
import type { Refusal } from '../messages.js';

/**
 * Answers a refusal as `{ error[, code] }`, noting the outcome for the request's log line. A
 * parent's refusal (a `Refusal`) speaks the request's `Accept-Language` and carries its code.
 */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  outcome: string,
  error: Refusal | string,
  code?: string,
) {
  request.outcome = outcome;
  return reply.code(status).send(refusalBody(request, error, code));
}

/** The body of a refusal: its text in the request's language, and its code. */
export function refusalBody(
  request: FastifyRequest,
  error: Refusal | string,
  code?: string,
): { error: string; code?: string } {
  if (typeof error !== 'string') {
    return { error: error.text[requestLocale(request)], code: error.code };
  }
  return code ? { error, code } : { error };
}
