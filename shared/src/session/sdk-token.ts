import type { User } from 'firebase/auth';
import { reportError } from '../error-reporting/error-reporting';
import { loadFirebaseAuth } from './firebase';

/**
 * An ID token from the auth SDK (which refreshes an expired one): the given user's, else the
 * signed-in user's once the SDK has restored a persisted session; null when nobody is signed
 * in. Failures are reported, never shown: the result is then null. Only the session module
 * calls this: it keeps the stored token in step.
 */
export async function sdkIdToken(forceRefresh = false, user?: User): Promise<string | null> {
  try {
    let owner = user;
    if (!owner) {
      const { auth } = await loadFirebaseAuth();
      await auth.authStateReady();
      owner = auth.currentUser ?? undefined;
    }
    return owner ? await owner.getIdToken(forceRefresh) : null;
  } catch (error) {
    reportError(error, { tags: { area: 'auth', action: 'getIdToken' } });
    return null;
  }
}
