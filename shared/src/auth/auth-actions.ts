import { reportError } from '../error-reporting/error-reporting';
import { UNKNOWN_AUTH_ERROR_CODE, authErrorMessage } from './auth-error-message';
import { authStore, noteSignedOut, startAuth, type PortalUser } from './auth-store';
import type { SignUpInput } from './auth-action-basics';
import { loadFirebaseAuth } from '../session/firebase';
import { endSession } from '../session/session';
import { announceSignedOut } from '../session/session-events';

export { DEFAULT_GOOGLE_NAME, clearAuthError, type SignUpInput } from './auth-action-basics';

type AuthActions = typeof import('./auth-actions.lazy');

let loading: Promise<AuthActions> | null = null;

/** The actions' module, loaded once (a failed load is tried again at the next call). */
function loadAuthActions(): Promise<AuthActions> {
  loading ??= import(/* webpackChunkName: "auth-actions" */ './auth-actions.lazy').catch(
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the actions ahead of the first (an auth page's first key or pointer). */
export function preloadAuthActions(): void {
  loadAuthActions().catch(() => undefined);
}

/**
 * Runs an action once its module is there. When it cannot load (the network went away), the
 * failure is held as the auth error state, as the action's own failures are.
 */
async function withActions<T>(
  action: string,
  failed: T,
  run: (actions: AuthActions) => Promise<T>,
): Promise<T> {
  let actions: AuthActions;
  try {
    actions = await loadAuthActions();
  } catch (error) {
    reportError(error, { tags: { area: 'auth', action } });
    const code = UNKNOWN_AUTH_ERROR_CODE;
    authStore.setState({ error: { code, message: authErrorMessage(code) } });
    return failed;
  }
  return run(actions);
}

/** Email and password sign-in. Returns the user, or undefined on failure (held as error). */
export function loginWithEmail(email: string, password: string): Promise<PortalUser | undefined> {
  return withActions('loginWithEmail', undefined, (actions) =>
    actions.loginWithEmail(email, password),
  );
}

/**
 * Google popup sign-in. A Google user without an email is signed out again and the login
 * fails with the spec's message. On success the refreshed token is saved, the parent is
 * registered (CreateUser) and 'Sign In' is tracked.
 */
export function loginWithGoogle(): Promise<PortalUser | undefined> {
  return withActions('loginWithGoogle', undefined, (actions) => actions.loginWithGoogle());
}

/**
 * Creates the account, sets its display name, saves the refreshed token, registers the parent
 * (CreateUser), tracks 'Account Created' and sends the verification email.
 */
export function signUp(input: SignUpInput): Promise<PortalUser | undefined> {
  return withActions('signUp', undefined, (actions) => actions.signUp(input));
}

/** Sends the verification email again (needs a signed-in user); continue URL is /portal. */
export function sendVerificationEmail(): Promise<boolean> {
  return withActions('sendVerificationEmail', false, (actions) => actions.sendVerificationEmail());
}

/**
 * Reloads the signed-in user and returns whether the email is verified now (updating the
 * store's user). Once verified, the token is refreshed so it carries the verified claim.
 */
export function reloadUser(): Promise<boolean> {
  return withActions('reloadUser', false, (actions) => actions.reloadUser());
}

/**
 * Sends the password reset email (continue URL /login). An unknown address counts as success
 * so the screen shows the same confirmation either way: no account enumeration.
 */
export function sendPasswordReset(email: string): Promise<boolean> {
  return withActions('sendPasswordReset', false, (actions) => actions.sendPasswordReset(email));
}

/**
 * Signs out. `signingOut` is true meanwhile; afterwards, whether or not the provider's
 * sign-out succeeded, the stored session is ended and every listener of `onSignedOut` (the
 * orders, the gateway's query store, analytics) has forgotten the parent.
 */
export async function logout(): Promise<void> {
  authStore.setState({ signingOut: true });
  try {
    // Signing out needs none of the other actions: it works when their module cannot load.
    void startAuth();
    const { auth, sdk } = await loadFirebaseAuth();
    await sdk.signOut(auth);
  } catch (error) {
    reportError(error, { tags: { area: 'auth', action: 'logout' } });
  } finally {
    endSession();
    noteSignedOut();
    await announceSignedOut();
    authStore.setState({ signingOut: false, user: null, error: null });
  }
}
