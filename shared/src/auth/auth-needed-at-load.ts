import { needsSignedInUser } from '../routes/guard';
import { isPortalRoute } from '../routes/routes';
import { hasStoredSession } from '../session/session-token';
import { DEFERRED_PROVIDER_MARGIN_MS, storedSessionFor } from '../session/stored-session';

/**
 * Whether a page's first load needs the auth provider: a route behind the guard, or a
 * parent who was signed in when this browser last saw them (the spec's session token is
 * stored). Otherwise the page starts signed out (`startAuth({ untilInteraction: true })`)
 * and Firebase loads when the parent first uses it.
 */
export function authNeededAtLoad(pathname: string): boolean {
  return needsSignedInUser(pathname) || hasStoredSession();
}

/**
 * Whether a page's first load fetches the auth provider at once: auth is needed at load and
 * no stored session token stays valid long enough for the page to start from it (the boot's
 * `startAuth({ fromStoredSession })` then loads the provider later, at the parent's first use).
 */
export function authProviderNeededAtLoad(pathname: string): boolean {
  return authNeededAtLoad(pathname) && !storedSessionFor(DEFERRED_PROVIDER_MARGIN_MS);
}

/**
 * Whether main.js asks for the first signed-in page's reads before the shell renders: a portal
 * page with the spec's session token stored (readGatewayEarly decides whether it is still usable).
 */
export function earlyReadsAtLoad(pathname: string): boolean {
  return isPortalRoute(pathname) && hasStoredSession();
}
