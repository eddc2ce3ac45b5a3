import type { Logger } from 'pino';
import { serviceUnavailable, unauthenticated } from '../errors/graphql-errors.js';
import type { AuthUser } from '../types/auth-user.js';
import { bearerTokenOf, TokenRejectedError } from '@portal/service-kit/auth';
import type { VerifyIdToken } from './firebase-token-verifier.js';

const MESSAGES = {
  missing: 'Sign in required: send the Firebase ID token as "Authorization: Bearer <token>".',
  expired: 'Your session has expired: sign in again.',
  revoked: 'Your session has ended: sign in again.',
  disabled: 'This account is disabled.',
  invalid: 'The ID token is not valid for this service: sign in again.',
} as const;

/** The caller of a request, from its bearer token; throws UNAUTHENTICATED (HTTP 401) otherwise. */
export async function authenticate(
  authorization: string | null,
  verifyIdToken: VerifyIdToken,
  logger: Logger,
): Promise<AuthUser> {
  const token = bearerTokenOf(authorization);
  if (!token) throw unauthenticated(MESSAGES.missing);
  try {
    const verified = await verifyIdToken(token);
    return { ...verified.user, tokenExpiresAt: verified.expiresAt };
  } catch (error) {
    if (error instanceof TokenRejectedError) {
      logger.info({ reason: error.reason }, 'token rejected');
      throw unauthenticated(MESSAGES[error.reason]);
    }
    logger.error(
      { err: { name: (error as Error).name, code: (error as { code?: unknown }).code } },
      'token verification unavailable',
    );
    throw serviceUnavailable('Sign-in could not be checked right now: please try again shortly.');
  }
}
