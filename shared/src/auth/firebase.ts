import type { Auth } from 'firebase/auth';
import { getConfig } from '../config/config-store';

export type FirebaseAuthSdk = typeof import('firebase/auth');

export interface FirebaseAuthHandle {
  auth: Auth;
  sdk: FirebaseAuthSdk;
}

let handle: Promise<FirebaseAuthHandle> | null = null;

/**
 * The one Firebase Auth instance of the page with the auth SDK's functions, loaded on first
 * use by dynamic `import()` (Firebase stays out of the first chunk) and initialised once from
 * the configuration; connected to the Auth emulator when one is configured.
 */
export function loadFirebaseAuth(): Promise<FirebaseAuthHandle> {
  if (handle) return handle;
  const loading = (async () => {
    const [app, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const { firebase, authEmulatorUrl } = getConfig();
    const firebaseApp = app.getApps().length > 0 ? app.getApp() : app.initializeApp(firebase);
    const auth = sdk.getAuth(firebaseApp);
    if (authEmulatorUrl) sdk.connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  })();
  handle = loading;
  // A failed load (offline, stale chunk) may be retried by the next caller.
  loading.catch(() => {
    if (handle === loading) handle = null;
  });
  return loading;
}

/** The Firebase Auth instance (lazily loaded and initialised once). */
export async function getFirebaseAuth(): Promise<Auth> {
  return (await loadFirebaseAuth()).auth;
}

/** Forgets the cached instance (tests only). */
export function resetFirebaseAuth(): void {
  handle = null;
}
