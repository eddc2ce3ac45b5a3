import { GraphQLError } from 'graphql';
import type { FieldProblem } from '../domain/field-problem.js';

/** The error codes clients can rely on (extensions.code). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'EMAIL_NOT_VERIFIED'
  | 'STAFF_NOT_PARENT'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'SERVICE_UNAVAILABLE';

function error(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message: string) =>
  error('UNAUTHENTICATED', message, { http: { status: 401 } });

export const serviceUnavailable = (message: string) =>
  error('SERVICE_UNAVAILABLE', message, { http: { status: 503 } });

export const forbidden = (message: string) => error('FORBIDDEN', message);

/** Order data needs a verified email; the portal sends such a parent to /verify-email. */
export const emailNotVerified = () =>
  error(
    'EMAIL_NOT_VERIFIED',
    'Verify your email address first: open the link in the email we sent you, then try again.',
  );

/** A bank staff account asked for a parent's operation (staff accounts are never parents). */
export const staffNotParent = () =>
  error(
    'STAFF_NOT_PARENT',
    "This is a bank staff account, and staff accounts are never parents: sign in with a parent's account to use the portal.",
  );

/** The same answer for "does not exist" and "is someone else's": existence is not revealed. */
export const orderNotFound = (orderId: string) =>
  error('NOT_FOUND', `No order ${JSON.stringify(orderId)} was found for this account.`);

export const conflict = (message: string) => error('CONFLICT', message);

/**
 * The storage agreement a checkout's page showed is no longer today's: its wording
 * (AGREEMENT_CHANGED) or the plan's price (AGREEMENT_PRICE_CHANGED); pages say it by reason.
 */
export const agreementConflict = (
  message: string,
  reason: 'AGREEMENT_CHANGED' | 'AGREEMENT_PRICE_CHANGED',
) => error('CONFLICT', message, { reason });

/** The child's unit was released or transferred: its storage plan ends and is not continued. */
export const planEnded = (message: string) => error('CONFLICT', message, { reason: 'PLAN_ENDED' });

export const notFound = (message: string) => error('NOT_FOUND', message);

/** Bad input: the message names every invalid field; `extensions.fields` lists them. */
export function badUserInput(problems: FieldProblem[]): GraphQLError {
  return error('BAD_USER_INPUT', problems.map((problem) => problem.message).join(' '), {
    fields: problems,
  });
}

/** A guardian asked for what stays with the account holder (billing, inviting, revoking). */
export const holderOnly = (what: string) =>
  error('FORBIDDEN', `Only the account holder can ${what}.`, { reason: 'HOLDER_ONLY' });

/** A guardian whose access was revoked (or who left) asked about the child again. */
export const familyAccessEnded = () =>
  error(
    'FORBIDDEN',
    "You no longer have access to this child's journey. Ask the account holder to invite you again.",
    { reason: 'ACCESS_REVOKED' },
  );
