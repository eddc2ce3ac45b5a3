import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers a refusal as `{ error[, code] }`, noting the outcome for the request's log line. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  outcome: string,
  error: string,
  code?: string,
) {
  request.outcome = outcome;
  return reply.code(status).send(code ? { error, code } : { error });
}
