import type { User } from 'firebase/auth';
import { reportError } from '../error-reporting/error-reporting';
import { createStore } from '../store/create-store';
import { useStore } from '../store/use-store';
import { loadFirebaseAuth, onAuthProviderRequested } from '../session/firebase';
import { toPortalUser, type PortalUser } from '../session/portal-user';
import { endSession, refreshSessionToken, SESSION_TOKEN_KEY } from '../session/session';
import { DEFERRED_PROVIDER_MARGIN_MS, storedSessionFor } from '../session/stored-session';
import { announceSignedIn, announceSignedOut, type SignInMethod } from '../session/session-events';

export type { PortalUser } from '../session/portal-user';
export { toPortalUser } from '../session/portal-user';

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

let started: Promise<void> | null = null;
let stopListening: (() => void) | null = null;
let stopWaitingForInteraction: (() => void) | null = null;
let stopDeferring: (() => void) | null = null;
/** The parent this page last announced as signed in (each is announced once). */
let announcedUserId: string | null = null;
let resultSequence = 0;

async function onAuthResult(user: User | null): Promise<void> {
  const sequence = ++resultSequence;
  if (!user) {
    endSession();
    authStore.setState({ loading: false, user: null });
    // The provider ended a session this page had (another tab signed out, a disabled account).
    if (announcedUserId !== null) {
      announcedUserId = null;
      await announceSignedOut();
    }
    return;
  }
  await refreshSessionToken({ user, stillCurrent: () => sequence === resultSequence });
  // A newer result (e.g. a sign-out) arrived while the token was being read.
  if (sequence !== resultSequence) return;
  const portalUser = toPortalUser(user);
  authStore.setState({ loading: false, user: portalUser });
  if (announcedUserId !== portalUser.id) {
    announcedUserId = portalUser.id;
    announceSignedIn(portalUser);
  }
}

/** A sign-in done on this page (the actions): the session's listeners hear it once. */
export function noteSignedIn(user: PortalUser, method: SignInMethod): void {
  announcedUserId = user.id;
  announceSignedIn(user, method);
}

/** A log out done on this page: nobody is announced any more. */
export function noteSignedOut(): void {
  announcedUserId = null;
}

export interface StartAuthOptions {
  /**
   * Nobody is signed in as far as this page knows (a signed-out route and no stored session
   * token): show the signed-out screens at once and load the auth provider only when the
   * parent first presses a key or a pointer, or when an auth action needs it.
   */
  untilInteraction?: boolean;
  /**
   * A page that may start from the spec's stored session token: while it stays accepted for a
   * few minutes more, the page shows the parent it names at once (the gateway still checks
   * every request) and the auth provider loads later: at the parent's first key or pointer,
   * a few minutes before the token expires, when another tab changes the session, or when
   * anything else asks for it. The provider then confirms or ends the session.
   */
  fromStoredSession?: boolean;
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

/** The parent the stored session token names, with the page's provider loading deferred. */
function startFromStoredSession(): boolean {
  const stored = storedSessionFor(DEFERRED_PROVIDER_MARGIN_MS);
  if (!stored || typeof window === 'undefined') return false;
  const { claims } = stored;
  const user: PortalUser = {
    id: claims.uid,
    email: claims.email,
    emailVerified: claims.emailVerified,
    displayName: claims.name,
  };
  authStore.setState({ loading: false, user });
  if (announcedUserId !== user.id) {
    announcedUserId = user.id;
    announceSignedIn(user);
  }
  const start = () => void startAuth();
  const onStorage = (event: StorageEvent) => {
    // Another tab signed out, or in as someone else (`key` is null when storage was cleared).
    if (event.key === SESSION_TOKEN_KEY || event.key === null) start();
  };
  const beforeExpiry = window.setTimeout(
    start,
    claims.expiresAt - DEFERRED_PROVIDER_MARGIN_MS - Date.now(),
  );
  window.addEventListener('storage', onStorage);
  const stopListeningForRequests = onAuthProviderRequested(start);
  startOnFirstInteraction();
  stopDeferring = () => {
    window.clearTimeout(beforeExpiry);
    window.removeEventListener('storage', onStorage);
    stopListeningForRequests();
    stopDeferring = null;
  };
  return true;
}

/**
 * Subscribes to the auth provider (once; later calls return the same promise). `loading`
 * stays true until the first auth result; a signed-in user is stored with their token and
 * announced to the session's listeners; signing out clears user and token. The token is kept in step with
 * the provider's refreshes. With `untilInteraction`, the page starts signed out and the
 * subscription waits for the parent's first interaction (or the next plain call); with
 * `fromStoredSession`, it may start signed in from the stored token and wait the same way.
 */
export function startAuth(options: StartAuthOptions = {}): Promise<void> {
  if (started) return started;
  if (options.untilInteraction) {
    authStore.setState({ loading: false, user: null });
    startOnFirstInteraction();
    return Promise.resolve();
  }
  if (options.fromStoredSession && !stopDeferring && startFromStoredSession()) {
    return Promise.resolve();
  }
  stopWaitingForInteraction?.();
  const fromStored = stopDeferring !== null;
  stopDeferring?.();
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
      reportError(error, { tags: { area: 'auth', action: 'startAuth' } });
      started = null;
      // The provider could not load (a dropped connection, or the page reloading as it loaded).
      // A page that shows the stored session's parent keeps them while the token holds, and
      // loads the provider again at the next use; else nobody can be signed in.
      if (fromStored && startFromStoredSession()) return;
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
  stopDeferring?.();
  started = null;
  announcedUserId = null;
  authStore.setState(initialAuthState);
}
