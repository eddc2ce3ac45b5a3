/** The spec's local-storage key for the session token. */
export const SESSION_TOKEN_KEY = 'anja_session';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Access itself can throw (storage disabled, sandboxed frames).
    return null;
  }
}

/** Whether a token is stored: the parent was signed in when this browser last saw them. */
export function hasSessionToken(): boolean {
  try {
    return !!storage()?.getItem(SESSION_TOKEN_KEY);
  } catch {
    return false;
  }
}

/** Clears the stored token; never throws (private mode, full or disabled storage). */
export function clearSessionToken(): void {
  try {
    storage()?.removeItem(SESSION_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Stores the token; an empty or missing token removes the key instead. Never throws. */
export function saveSessionToken(token: string | null | undefined): void {
  if (!token) {
    clearSessionToken();
    return;
  }
  try {
    storage()?.setItem(SESSION_TOKEN_KEY, token);
  } catch {
    // Storage full or disabled: the SDK still holds the session; requests fall back to it.
  }
}

/** The stored token, or '' when there is none (or storage cannot be read). */
export function readSessionToken(): string {
  try {
    return storage()?.getItem(SESSION_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}
