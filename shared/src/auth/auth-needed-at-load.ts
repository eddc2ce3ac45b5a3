import { needsSignedInUser } from '../routes/guard';
import { hasStoredSession } from '../session/session-token';

/**
 * Whether a page's first load needs the auth provider: a route behind the guard, or a
 * parent who was signed in when this browser last saw them (the spec's session token is
 * stored). Otherwise the page starts signed out (`startAuth({ untilInteraction: true })`)
 * and Firebase loads when the parent first uses it.
 */
export function authNeededAtLoad(pathname: string): boolean {
  return needsSignedInUser(pathname) || hasStoredSession();
}
