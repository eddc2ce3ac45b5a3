import { storedSessionToken } from './session-token';
import { tokenClaims, type TokenClaims } from './token-claims';

/**
 * How long a stored token must stay accepted for a page to go on with it before the auth
 * provider has loaded (the provider then has this long to refresh it).
 */
export const DEFERRED_PROVIDER_MARGIN_MS = 5 * 60_000;

export interface StoredSession {
  token: string;
  claims: TokenClaims;
}

/**
 * The spec's stored session token with its claims, while the gateway will still accept it for
 * at least `marginMs`; null when none is stored, it is not a readable token, or it expires
 * sooner. The claims are read, not verified: the gateway verifies every request's token.
 */
export function storedSessionFor(marginMs: number, now = Date.now()): StoredSession | null {
  const token = storedSessionToken();
  const claims = token ? tokenClaims(token) : null;
  if (!claims || claims.expiresAt - now < marginMs) return null;
  return { token, claims };
}
