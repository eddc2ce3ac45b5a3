// What the host's main.js needs to start the auth provider before the shared chunks have
// arrived: the package entry `@portal/shared/auth-preload`, which is not shared (each app
// bundles it; nothing here holds state), so main.js imports nothing shared before the
// federation runtime has negotiated sharing.
import { configOf } from '../config/parse-config';
import { authNeededAtLoad, authProviderNeededAtLoad } from './auth-needed-at-load';
import { loadFirebaseAuth } from '../session/firebase';

export { authNeededAtLoad };

/**
 * Starts the auth provider when the first load needs it: the Firebase Auth SDK's download at
 * once, and Firebase itself as soon as the runtime document has arrived, so that restoring
 * the session (IndexedDB, then the account's lookup) runs while the shared chunks download
 * rather than after the boot. In the host's build these are the very modules the boot's
 * `startAuth` uses: it finds the instance initialised or on its way. A document the boot
 * will refuse starts nothing (the boot reports it); a failed start is retried by the boot,
 * which reports what still fails. On a page that starts signed out nothing is fetched, nor on
 * one that starts from a stored session token still valid for a while (the boot's
 * `startAuth({ fromStoredSession })` loads the provider later).
 */
export function startAuthProviderEarly(pathname: string, portalDocument: Promise<unknown>): void {
  if (!authProviderNeededAtLoad(pathname)) return;
  import(/* webpackChunkName: "firebase-auth" */ '../session/firebase-sdk.lazy').catch(
    () => undefined,
  );
  portalDocument.then(
    (document) => {
      const config = configOf(document);
      if (config) loadFirebaseAuth(config).catch(() => undefined);
    },
    () => undefined,
  );
}
