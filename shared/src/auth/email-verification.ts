import { authStore } from './auth-store';
import { refreshSessionToken } from '../session/session';
import { tokenClaims } from '../session/token-claims';

/*
 * The gateway answers order data only to an ID token that says the email is verified
 * (EMAIL_NOT_VERIFIED otherwise). These keep the browser from asking for data it would be
 * refused.
 */

/** The signed-in parent has not verified their email yet (the guard shows /verify-email). */
export function awaitingEmailVerification(): boolean {
  const { user } = authStore.getState();
  return user !== null && !user.emailVerified;
}

/**
 * A parent who verified their email elsewhere (the emailed link opened in another tab) is
 * known as verified once the auth SDK reloads them, but keeps the ID token minted before,
 * which still says "not verified" for up to an hour: that token is refreshed first.
 */
export async function refreshTokenMintedBeforeVerification(): Promise<void> {
  if (!authStore.getState().user?.emailVerified) return;
  const token = await refreshSessionToken();
  if (token && tokenClaims(token)?.emailVerified !== true) {
    await refreshSessionToken({ forceRefresh: true });
  }
}
