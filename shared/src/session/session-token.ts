/**
 * The session token at rest and on the wire: local storage under the spec's key (the only
 * module that touches it; `session.ts` decides what is stored) and the `Authorization` form.
 * Imports nothing, so the first load's inline script and the early reads can use it without
 * loading the auth SDK.
 */
/** The spec's local-storage key for the session token. */
export const SESSION_TOKEN_KEY = 'anja_session';
/** The selected child's name kept with the session, for offline (`keepChild`). */
export const REMEMBERED_CHILD_KEY = 'portal_child';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Access itself can throw (storage disabled, sandboxed frames).
    return null;
  }
}

/** Stores a token the session got from the auth SDK (only `session.ts` calls this). */
export function storeSessionToken(token: string): void {
  try {
    storage()?.setItem(SESSION_TOKEN_KEY, token);
  } catch {
    // Storage full or disabled: the SDK still holds the session; requests fall back to it.
  }
}

/** The stored token, or '' when there is none (or storage cannot be read). */
export function storedSessionToken(): string {
  try {
    return storage()?.getItem(SESSION_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Whether a token is stored: the parent was signed in when this browser last saw them. */
export function hasStoredSession(): boolean {
  return storedSessionToken() !== '';
}

/** Forgets the stored token and what was kept with it (signed out); never throws. */
export function endSession(): void {
  try {
    storage()?.removeItem(SESSION_TOKEN_KEY);
    storage()?.removeItem(REMEMBERED_CHILD_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * Keeps the selected child beside the session, for the portal reopened offline: the parent's
 * id, the order's id and the child's name (`orders/use-child-name.ts`); null forgets it.
 */
export function keepChild(child: [parent: string, order: string, name: string] | null): void {
  try {
    if (child) storage()?.setItem(REMEMBERED_CHILD_KEY, JSON.stringify(child));
    else storage()?.removeItem(REMEMBERED_CHILD_KEY);
  } catch {
    // Storage full or disabled: offline, the pages show no name, as before.
  }
}

/** The child kept by `keepChild` (parent, order, name), or an empty list. */
export function keptChild(): string[] {
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(REMEMBERED_CHILD_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.map(String) : [];
  } catch {
    return [];
  }
}

/** The `Authorization` header value for a token (`Bearer ` with none). */
export function bearer(token: string): string {
  return `Bearer ${token}`;
}
