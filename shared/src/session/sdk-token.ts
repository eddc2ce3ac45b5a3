import { reportError } from '../error-reporting/error-reporting';
import { loadFirebaseAuth } from './firebase';
import { saveSessionToken } from './session-token';

/**
 * The signed-in user's ID token from the auth SDK (which refreshes an expired token), or null
 * when nobody is signed in. Waits for the SDK to restore a persisted session first. Keeps the
 * stored session token in step. Failures are reported, never shown: the result is then null.
 */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  try {
    const { auth } = await loadFirebaseAuth();
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) return null;
    const token = await user.getIdToken(forceRefresh);
    saveSessionToken(token);
    return token;
  } catch (error) {
    reportError(error, { tags: { area: 'auth', action: 'getIdToken' } });
    return null;
  }
}
