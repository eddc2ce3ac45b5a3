// What the host's main.js needs to start the auth provider's download before the shared
// chunks: the package entry `@portal/shared/auth-preload`, which is not shared (each app
// bundles it; nothing here holds state), so main.js imports nothing shared before the
// federation runtime has negotiated sharing.
import { needsSignedInUser } from '../routes/guard';
import { hasSessionToken } from './session-token';

/**
 * Whether a page's first load needs the auth provider: a route behind the guard, or a
 * parent who was signed in when this browser last saw them (the spec's session token is
 * stored). Otherwise the page starts signed out (`startAuth({ untilInteraction: true })`)
 * and Firebase loads when the parent first uses it.
 */
export function authNeededAtLoad(pathname: string): boolean {
  return needsSignedInUser(pathname) || hasSessionToken();
}

/**
 * Starts downloading the Firebase Auth SDK when the first load needs it. In the host's build
 * this is the very module `loadFirebaseAuth` imports, so the boot finds it loaded or on the
 * way; on a page that starts signed out nothing is fetched.
 */
export function preloadAuthProvider(pathname: string): void {
  if (!authNeededAtLoad(pathname)) return;
  import('./firebase-sdk.lazy').catch(() => {
    // loadFirebaseAuth asks again and reports a failure.
  });
}
