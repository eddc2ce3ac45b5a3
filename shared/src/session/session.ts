/**
 * The parent's session token: the one place that gets it from the auth SDK (which refreshes
 * it) and decides what is stored under the spec's key (`session-token.ts` holds the storage
 * itself). Every request gets its token from here (`sessionToken`) and writes it with
 * `bearer`: `authorizedFetch` below for the functions service, and for the gateway
 * `gateway/gateway-send.ts` and the live streams. Only the
 * first signed-in load's early reads (`gateway/early-answers.ts`) and the load's choice of what
 * to fetch (`auth/auth-needed-at-load.ts`) read the stored token directly, before the auth SDK
 * has restored the session.
 */
import type { User } from 'firebase/auth';
import { i18n } from '../i18n';
import { authProviderRequested } from './firebase';
import { sdkIdToken } from './sdk-token';
import { bearer, storedSessionToken, storeSessionToken } from './session-token';
import { DEFERRED_PROVIDER_MARGIN_MS, storedSessionFor } from './stored-session';

export {
  SESSION_TOKEN_KEY,
  bearer,
  endSession,
  hasStoredSession,
  storedSessionToken,
} from './session-token';

export interface TokenOptions {
  /** Ask the auth SDK for a new token even when the one it holds is still valid. */
  forceRefresh?: boolean;
  /** The user a sign-in just returned (else the SDK's signed-in user). */
  user?: User;
  /** Checked when the token arrives: false when a newer auth result (a sign-out) replaced it. */
  stillCurrent?: () => boolean;
}

/**
 * A token from the auth SDK, stored as the session token; null (and nothing stored) when
 * nobody is signed in or the SDK failed. Before anything has asked for the auth SDK (a page
 * that started from the stored session: `startAuth({ fromStoredSession })`), the stored token
 * while it stays accepted for a few minutes more: the SDK loads when it is needed.
 */
export async function refreshSessionToken({
  forceRefresh = false,
  user,
  stillCurrent = () => true,
}: TokenOptions = {}): Promise<string | null> {
  if (!forceRefresh && !user && !authProviderRequested()) {
    const stored = storedSessionFor(DEFERRED_PROVIDER_MARGIN_MS);
    if (stored) return stored.token;
  }
  const token = await sdkIdToken(forceRefresh, user);
  if (token && stillCurrent()) storeSessionToken(token);
  return token;
}

/** The token for a request: a fresh one from the auth SDK, else the stored one, else ''. */
export async function sessionToken(options: TokenOptions = {}): Promise<string> {
  return (await refreshSessionToken(options)) ?? storedSessionToken();
}

/**
 * `fetch` with the parent's token in `Authorization` (none when nobody is signed in) and the
 * portal's language in `Accept-Language` (the service's pages and messages speak it): how a
 * page calls the functions service. (The gateway's requests put the same token on in
 * `gateway-send.ts`.)
 */
export async function authorizedFetch(
  input: string,
  init: RequestInit = {},
  options: TokenOptions = {},
): Promise<Response> {
  const token = await sessionToken(options);
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', bearer(token));
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', i18n.locale);
  return fetch(input, { ...init, headers });
}
