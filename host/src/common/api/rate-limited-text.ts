import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GatewayRefusal } from './gateway-refusal';

// Apart from gateway-refusal.ts, which every family action's chunk carries: only the
// continuation checkout says it.
/**
 * A RATE_LIMITED refusal in the parent's language: how long to wait, as the gateway says it in
 * English. Null for any other refusal, or one that does not say how long.
 */
export function rateLimitedText(refusal: GatewayRefusal): MessageDescriptor | null {
  const seconds = refusal.retryAfterSeconds;
  if (refusal.code !== 'RATE_LIMITED' || seconds === null) return null;
  if (seconds <= 60) return msg`Too many attempts. Please wait a minute and try again.`;
  const minutes = Math.ceil(seconds / 60);
  return msg`Too many attempts. Please wait ${minutes} minutes and try again.`;
}
