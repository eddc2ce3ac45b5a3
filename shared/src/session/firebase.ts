import type { Auth } from 'firebase/auth';
import { getConfig } from '../config/config-store';
import type { PortalConfig } from '../config/portal-config';

export type FirebaseAuthSdk = typeof import('./firebase-sdk.lazy');

export interface FirebaseAuthHandle {
  auth: Auth;
  sdk: FirebaseAuthSdk;
}

let handle: Promise<FirebaseAuthHandle> | null = null;
const loadListeners = new Set<() => void>();

/** Whether anything has asked for the auth provider on this page (it may still be loading). */
export function authProviderRequested(): boolean {
  return handle !== null;
}

/**
 * Calls `listener` once, when something first asks for the auth provider (a token refresh, an
 * action, the store itself): at once if something already has. Returns the unsubscribe.
 */
export function onAuthProviderRequested(listener: () => void): () => void {
  if (handle) {
    listener();
    return () => undefined;
  }
  const once = () => {
    loadListeners.delete(once);
    listener();
  };
  loadListeners.add(once);
  return () => loadListeners.delete(once);
}

/**
 * The one Firebase Auth instance of the page with the auth SDK's functions, loaded on first
 * use by dynamic `import()` (Firebase stays out of the first chunk) and initialised once from
 * the configuration with explicit persistence (IndexedDB, else local storage) and no popup
 * resolver: Google's is loaded when a parent asks for it (`loadGooglePopupResolver`).
 * Connected to the Auth emulator when one is configured. The first call initialises it: the
 * host's main.js may call it with the configuration of the runtime document before the boot
 * has installed that configuration (auth-preload.ts); later calls share that instance.
 */
export function loadFirebaseAuth(
  config?: Pick<PortalConfig, 'firebase' | 'authEmulatorUrl'>,
): Promise<FirebaseAuthHandle> {
  if (handle) return handle;
  const loading = (async () => {
    // The host's main.js starts this download when the first load needs it (auth-preload.ts).
    const sdk = await import(/* webpackChunkName: "firebase-auth" */ './firebase-sdk.lazy');
    const { firebase, authEmulatorUrl } = config ?? getConfig();
    const firebaseApp = sdk.getApps().length > 0 ? sdk.getApp() : sdk.initializeApp(firebase);
    const auth = sdk.initializeAuth(firebaseApp, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
    if (authEmulatorUrl) sdk.connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  })();
  handle = loading;
  for (const listener of [...loadListeners]) listener();
  // A failed load (offline, stale chunk) may be retried by the next caller.
  loading.catch(() => {
    if (handle === loading) handle = null;
  });
  return loading;
}

/** Google's popup resolver for `signInWithPopup`, loaded on first use. */
export async function loadGooglePopupResolver() {
  return (await import('./google-popup.lazy')).browserPopupRedirectResolver;
}

/** The Firebase Auth instance (lazily loaded and initialised once). */
export async function getFirebaseAuth(): Promise<Auth> {
  return (await loadFirebaseAuth()).auth;
}

/** Forgets the cached instance (tests only). */
export function resetFirebaseAuth(): void {
  handle = null;
  loadListeners.clear();
}
