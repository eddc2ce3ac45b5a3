import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { gatewayErrorsOf, graphQLErrorCode } from '@portal/shared/graphql';

/** The gateway's wait before another attempt (`extensions.retryAfterSeconds` of RATE_LIMITED). */
function retryAfterSeconds(error: unknown): number {
  const seconds = gatewayErrorsOf(error)[0]?.extensions?.['retryAfterSeconds'];
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0;
}

/** "Too many attempts", with the wait the gateway asked for (its own words, in English). */
function tooManyAttempts(error: unknown): MessageDescriptor {
  const seconds = retryAfterSeconds(error);
  const minutes = seconds <= 60 ? 1 : Math.ceil(seconds / 60);
  return msg`${plural(minutes, {
    one: 'Too many attempts. Please wait a minute and try again.',
    other: 'Too many attempts. Please wait # minutes and try again.',
  })}`;
}

/**
 * The parent's sentence for a refusal any of the gateway's fields may answer, by its code
 * (services/gateway: errors/graphql-errors.ts, limits/): null for another code.
 */
export function commonRefusalText(error: unknown): MessageDescriptor | null {
  switch (graphQLErrorCode(error)) {
    case 'RATE_LIMITED':
      return tooManyAttempts(error);
    case 'UNAUTHENTICATED':
      return msg`Your session has expired: sign in again.`;
    case 'EMAIL_NOT_VERIFIED':
      return msg`Verify your email address first: open the link in the email we sent you, then try again.`;
    case 'SERVICE_UNAVAILABLE':
      return msg`The service is busy right now. Please try again in a minute.`;
    default:
      return null;
  }
}
