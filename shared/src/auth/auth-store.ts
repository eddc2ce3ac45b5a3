import type { User } from 'firebase/auth';
import { analytics } from '../analytics/analytics';
import { reportError } from '../error-reporting/error-reporting';
import { createStore } from '../store/create-store';
import { useStore } from '../store/use-store';
import { loadFirebaseAuth } from './firebase';
import { clearSessionToken, saveSessionToken } from './session-token';

export interface PortalUser {
  id: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export interface AuthFailure {
  code: string;
  message: string;
}

export interface AuthState {
  /** True until the provider's first auth result. */
  loading: boolean;
  user: PortalUser | null;
  error: AuthFailure | null;
  /** True while a log out is in progress (the UI shows a spinner). */
  signingOut: boolean;
}

export const initialAuthState: AuthState = {
  loading: true,
  user: null,
  error: null,
  signingOut: false,
};

export const authStore = createStore<AuthState>(initialAuthState);

export function useAuth(): AuthState {
  return useStore(authStore);
}

export function toPortalUser(user: User): PortalUser {
  return {
    id: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
  };
}

let started: Promise<void> | null = null;
let stopListening: (() => void) | null = null;
let stopWaitingForInteraction: (() => void) | null = null;
let identifiedUserId: string | null = null;
let resultSequence = 0;

async function onAuthResult(user: User | null): Promise<void> {
  const sequence = ++resultSequence;
  if (!user) {
    clearSessionToken();
    identifiedUserId = null;
    authStore.setState({ loading: false, user: null });
    return;
  }
  let token: string | null = null;
  try {
    token = await user.getIdToken();
  } catch (error) {
    reportError(error, { tags: { area: 'auth', action: 'getIdToken' } });
  }
  // A newer result (e.g. a sign-out) arrived while the token was being read.
  if (sequence !== resultSequence) return;
  if (token) saveSessionToken(token);
  const portalUser = toPortalUser(user);
  authStore.setState({ loading: false, user: portalUser });
  if (identifiedUserId !== portalUser.id) {
    identifiedUserId = portalUser.id;
    analytics.identify(portalUser.id, { email: portalUser.email });
  }
}

export interface StartAuthOptions {
  /**
   * Nobody is signed in as far as this page knows (a signed-out route and no stored session
   * token): show the signed-out screens at once and load the auth provider only when the
   * parent first presses a key or a pointer, or when an auth action needs it.
   */
  untilInteraction?: boolean;
}

// A key or a pointer, not focus: the portal moves focus itself (headings, error summaries).
const INTERACTIONS = ['keydown', 'pointerdown', 'touchstart'] as const;

function startOnFirstInteraction(): void {
  if (stopWaitingForInteraction || typeof document === 'undefined') return;
  const start = () => void startAuth();
  const stop = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
    stopWaitingForInteraction = null;
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, start, { capture: true, passive: true });
  }
  stopWaitingForInteraction = stop;
}

/**
 * Subscribes to the auth provider (once; later calls return the same promise). `loading`
 * stays true until the first auth result; a signed-in user is stored with their token and
 * identified to analytics; signing out clears user and token. The token is kept in step with
 * the provider's refreshes. With `untilInteraction`, the page starts signed out and the
 * subscription waits for the parent's first interaction (or the next plain call).
 */
export function startAuth(options: StartAuthOptions = {}): Promise<void> {
  if (started) return started;
  if (options.untilInteraction) {
    authStore.setState({ loading: false, user: null });
    startOnFirstInteraction();
    return Promise.resolve();
  }
  stopWaitingForInteraction?.();
  started = loadFirebaseAuth().then(
    ({ auth, sdk }) => {
      stopListening = sdk.onIdTokenChanged(
        auth,
        (user) => {
          void onAuthResult(user);
        },
        (error) => {
          reportError(error, { tags: { area: 'auth', action: 'onIdTokenChanged' } });
          authStore.setState({ loading: false });
        },
      );
    },
    (error: unknown) => {
      // The provider could not load: nobody can be signed in, show the signed-out screens.
      reportError(error, { tags: { area: 'auth', action: 'startAuth' } });
      started = null;
      authStore.setState({ loading: false, user: null });
    },
  );
  return started;
}

/** Unsubscribes and returns the store to its initial state (tests only). */
export function resetAuth(): void {
  stopListening?.();
  stopListening = null;
  stopWaitingForInteraction?.();
  started = null;
  identifiedUserId = null;
  authStore.setState(initialAuthState);
}
