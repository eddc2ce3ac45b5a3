// The sign-in, sign-up, verification and password reset actions, loaded with their first use
// (or the auth page's first key or pointer, `preloadAuthActions`) by auth-actions.ts: no first
// load carries them. Each needs the auth SDK, which loads on demand too.
import type { User } from 'firebase/auth';
import { reportError } from '../error-reporting/error-reporting';
import { routes } from '../routes/routes';
import {
  GOOGLE_NO_EMAIL_CODE,
  GOOGLE_NO_EMAIL_MESSAGE,
  NOT_SIGNED_IN_CODE,
  UNKNOWN_AUTH_ERROR_CODE,
  authErrorMessage,
  loadAuthErrorTexts,
} from './auth-error-message';
import {
  authStore,
  noteSignedIn,
  startAuth,
  toPortalUser,
  type AuthFailure,
  type PortalUser,
} from './auth-store';
import { loadFirebaseAuth, loadGooglePopupResolver } from '../session/firebase';
import { endSession, refreshSessionToken } from '../session/session';

import { DEFAULT_GOOGLE_NAME, clearAuthError, type SignUpInput } from './auth-action-basics';

/** An auth failure with a code of our own (Google user without email, nobody signed in). */
class PortalAuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PortalAuthError';
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? code : UNKNOWN_AUTH_ERROR_CODE;
}

/**
 * Reports the failure and holds it as the auth error state, once its sentence is there (the
 * sentences load with the provider; should they not load, the generic one). Provider errors
 * are reported as their code only (the SDK's errors can carry the email address in
 * `customData`).
 */
async function fail(action: string, error: unknown): Promise<void> {
  const code = errorCode(error);
  const reported =
    code.startsWith('auth/') || error instanceof PortalAuthError
      ? Object.assign(new Error(`${action} failed: ${code}`), { name: 'AuthFailure' })
      : error;
  reportError(reported, { tags: { area: 'auth', action, code } });
  await loadAuthErrorTexts().catch(() => undefined);
  const failure: AuthFailure = { code, message: authErrorMessage(code) };
  authStore.setState({ error: failure });
}

function signedIn(user: User): PortalUser {
  const portalUser = toPortalUser(user);
  authStore.setState({ loading: false, user: portalUser, error: null });
  return portalUser;
}

/**
 * The auth provider for an action. Also starts the auth store's subscription, which a page
 * that started signed out (`startAuth({ untilInteraction })`) may not have yet: the store
 * then follows the sign-in and the provider's token refreshes.
 */
function authProvider(): ReturnType<typeof loadFirebaseAuth> {
  void startAuth();
  void loadAuthErrorTexts().catch(() => undefined);
  return loadFirebaseAuth();
}

function origin(): string {
  return window.location.origin;
}

/**
 * Registers the parent with the gateway (CreateUser). A failure here is reported but does not
 * undo a sign-in or sign-up that the provider already completed: the account exists, the
 * gateway answers `me` from the verified token until the registration succeeds (CreateUser
 * is idempotent and runs again at the next Google sign-in), and the parent is not stranded
 * signed in to Firebase behind an error that a retry would turn into "email already in use".
 */
async function registerSafely(input: { id: string; email: string; name: string }): Promise<void> {
  try {
    const { registerUser } = await import('../graphql/register-user');
    await registerUser(input);
  } catch (error) {
    reportError(error, { tags: { area: 'auth', action: 'registerUser' } });
  }
}

/** Email and password sign-in. Returns the user, or undefined on failure (held as error). */
export async function loginWithEmail(
  email: string,
  password: string,
): Promise<PortalUser | undefined> {
  clearAuthError();
  try {
    const { auth, sdk } = await authProvider();
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    const portalUser = signedIn(user);
    noteSignedIn(portalUser, { label: 'email', created: false });
    return portalUser;
  } catch (error) {
    await fail('loginWithEmail', error);
    return undefined;
  }
}

/**
 * Google popup sign-in. A Google user without an email is signed out again and the login
 * fails with the spec's message. On success the refreshed token is saved, the parent is
 * registered (CreateUser) and 'Sign In' is tracked.
 */
export async function loginWithGoogle(): Promise<PortalUser | undefined> {
  clearAuthError();
  try {
    const [{ auth, sdk }, resolver] = await Promise.all([
      authProvider(),
      loadGooglePopupResolver(),
    ]);
    const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), resolver);
    if (!user.email) {
      await sdk.signOut(auth).catch((error: unknown) => {
        reportError(error, { tags: { area: 'auth', action: 'signOut' } });
      });
      endSession();
      throw new PortalAuthError(GOOGLE_NO_EMAIL_CODE, GOOGLE_NO_EMAIL_MESSAGE);
    }
    await refreshSessionToken({ user, forceRefresh: true });
    await registerSafely({
      id: user.uid,
      email: user.email,
      name: user.displayName || DEFAULT_GOOGLE_NAME,
    });
    const portalUser = signedIn(user);
    noteSignedIn(portalUser, { label: 'google', created: false });
    return portalUser;
  } catch (error) {
    await fail('loginWithGoogle', error);
    return undefined;
  }
}

/**
 * Creates the account, sets its display name, saves the refreshed token, registers the parent
 * (CreateUser), tracks 'Account Created' and sends the verification email.
 */
export async function signUp({
  name,
  email,
  password,
}: SignUpInput): Promise<PortalUser | undefined> {
  clearAuthError();
  try {
    const { auth, sdk } = await authProvider();
    const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
    await sdk.updateProfile(user, { displayName: name });
    await refreshSessionToken({ user, forceRefresh: true });
    const registeredEmail = user.email ?? email;
    await registerSafely({ id: user.uid, email: registeredEmail, name });
    noteSignedIn(
      { ...toPortalUser(user), email: registeredEmail },
      { label: 'email', created: true },
    );
    try {
      await sdk.sendEmailVerification(user, { url: `${origin()}${routes.dashboard}` });
    } catch (error) {
      // The account exists: the parent can ask for the email again on /verify-email.
      reportError(error, { tags: { area: 'auth', action: 'sendEmailVerification' } });
    }
    return signedIn(user);
  } catch (error) {
    await fail('signUp', error);
    return undefined;
  }
}

/** Sends the verification email again (needs a signed-in user); continue URL is /portal. */
export async function sendVerificationEmail(): Promise<boolean> {
  clearAuthError();
  try {
    const { auth, sdk } = await authProvider();
    const user = auth.currentUser;
    if (!user) throw new PortalAuthError(NOT_SIGNED_IN_CODE, 'No signed-in user.');
    await sdk.sendEmailVerification(user, { url: `${origin()}${routes.dashboard}` });
    return true;
  } catch (error) {
    await fail('sendVerificationEmail', error);
    return false;
  }
}

/**
 * Reloads the signed-in user and returns whether the email is verified now (updating the
 * store's user). Once verified, the token is refreshed so it carries the verified claim.
 */
export async function reloadUser(): Promise<boolean> {
  clearAuthError();
  try {
    const { auth } = await authProvider();
    const user = auth.currentUser;
    if (!user) throw new PortalAuthError(NOT_SIGNED_IN_CODE, 'No signed-in user.');
    await user.reload();
    if (user.emailVerified) await refreshSessionToken({ user, forceRefresh: true });
    signedIn(user);
    return user.emailVerified;
  } catch (error) {
    await fail('reloadUser', error);
    return false;
  }
}

/**
 * Sends the password reset email (continue URL /login). An unknown address counts as success
 * so the screen shows the same confirmation either way: no account enumeration.
 */
export async function sendPasswordReset(email: string): Promise<boolean> {
  clearAuthError();
  try {
    const { auth, sdk } = await authProvider();
    await sdk.sendPasswordResetEmail(auth, email, { url: `${origin()}${routes.login}` });
    return true;
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return true;
    await fail('sendPasswordReset', error);
    return false;
  }
}
